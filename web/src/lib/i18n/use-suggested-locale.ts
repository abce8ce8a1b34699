import { useEffect, useState } from 'react';
import { pageLocale } from './i18n';
import { DEFAULT_LOCALE } from './locales';
import { storedLocale } from './preference';

/**
 * ADR 21: true on an English page when another language may be worth offering: the visitor chose one
 * before, or their browser asks for a language other than English. The suggestion's own chunk then
 * decides which (if any is supported). Read after the first render, so the prerendered page and its
 * hydration agree; the page is never redirected.
 */
export function useMaySuggestLocale(): boolean {
  const [may, setMay] = useState(false);
  useEffect(() => {
    if (pageLocale() !== DEFAULT_LOCALE) return;
    const chosen = storedLocale();
    const languages = navigator.languages ?? [navigator.language];
    setMay(chosen ? chosen !== DEFAULT_LOCALE : languages.some((language) => !/^en\b/i.test(language)));
  }, []);
  return may;
}
