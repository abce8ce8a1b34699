import { useCallback, useRef, useState } from 'react';
import { pageLocale, t } from '../../../lib/i18n/i18n';
import { useDismiss } from '../hooks/use-dismiss';
import { LANGUAGE_NAME } from '../lib/language-names';
import { LanguageLinks } from './language-links';

/**
 * The desktop language menu: the page's language code, opening the list of languages. A native
 * disclosure, so it opens before the page has hydrated; once it has, it also closes on an outside
 * press and on Escape, as the Info menu does.
 */
export function LanguagePicker({ active }: { active: string }) {
  const locale = pageLocale();
  const root = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => {
    if (root.current) root.current.open = false;
  }, []);
  const focusSummary = useCallback(() => root.current?.querySelector('summary')?.focus(), []);
  useDismiss(open, root, close, focusSummary);
  return (
    <li className="nav-language">
      <details ref={root} onToggle={(event) => setOpen(event.currentTarget.open)}>
        {/* The visible code is part of the name, as a speech user would say it ("ES, Idioma: Español"). */}
        <summary className="nav-link">
          {locale.split('-')[0]?.toUpperCase()}
          <span className="visually-hidden">{t('nav.languageIs', { name: t(LANGUAGE_NAME[locale]) })}</span>
          <span aria-hidden="true">▾</span>
        </summary>
        <LanguageLinks active={active} className="nav-dropdown language-list" />
      </details>
    </li>
  );
}
