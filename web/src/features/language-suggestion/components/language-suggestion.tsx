import { useState } from 'react';
import {
  DEFAULT_LOCALE,
  isLocale,
  isRtl,
  LANG_TAG,
  type Locale,
  localeHome,
  preferredLocale,
} from '../../../lib/i18n/locales';
import { rememberLocale, storedLocale } from '../../../lib/i18n/preference';
import suggestions from '../../../locales/suggest.json';
import '../language-suggestion.css';

/** The language chosen before, or else the first supported one the browser asks for. */
export function suggestedLocale(): Locale | null {
  const chosen = storedLocale();
  if (chosen && isLocale(chosen)) return chosen;
  return preferredLocale(navigator.languages ?? [navigator.language]);
}

/**
 * ADR 21: a discreet offer, in the suggested language itself, to read the site in it; never a
 * redirect. Either answer is remembered, so it is not offered again. Loaded only when there is
 * something to offer: the texts of all ten languages stay out of the first load.
 */
export default function LanguageSuggestion() {
  const [open, setOpen] = useState(true);
  const locale = suggestedLocale();
  const text =
    locale && locale !== DEFAULT_LOCALE ? suggestions[locale as keyof typeof suggestions] : undefined;
  if (!open || !locale || !text) return null;
  return (
    <aside
      className="language-suggestion"
      lang={LANG_TAG[locale]}
      dir={isRtl(locale) ? 'rtl' : 'ltr'}
      aria-label={text.text}
      data-testid="language-suggestion"
    >
      <p>{text.text}</p>
      <a
        className="button button-primary button-small"
        href={localeHome(locale)}
        onClick={(event) => {
          rememberLocale(locale);
          event.currentTarget.hash = window.location.hash;
        }}
      >
        {text.switch}
      </a>
      <button
        type="button"
        className="button button-small"
        onClick={() => {
          rememberLocale(DEFAULT_LOCALE);
          setOpen(false);
        }}
      >
        {text.dismiss}
      </button>
    </aside>
  );
}
