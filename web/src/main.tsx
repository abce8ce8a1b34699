import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterIntlWarm } from './app/after-intl-warm';
import { Root } from './app/app';
import { inlineCatalog } from './lib/i18n/catalog-element';
import { setCatalog } from './lib/i18n/i18n';
import { isRtl, LANG_TAG, splitLocalePath } from './lib/i18n/locales';
import './app/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// ADR 21: the path names the locale; the prerendered page carries its catalog inline. The dev server's
// page is not prerendered: it loads the catalog as its own chunk (the build drops this branch).
const { locale } = splitLocalePath(window.location.pathname);
const inline = inlineCatalog();
if (inline) setCatalog(locale, inline);
else if (import.meta.env.DEV) {
  const catalogs = import.meta.glob<Record<string, string>>('./locales/*.json', { import: 'default' });
  setCatalog(locale, await (catalogs[`./locales/${locale}.json`] as () => Promise<Record<string, string>>)());
  document.documentElement.lang = LANG_TAG[locale];
  document.documentElement.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

// A built page arrives prerendered and is hydrated; the dev server serves an empty root. Hydrating
// in a transition lets React yield to the browser every few milliseconds instead of holding the main
// thread for the whole tree (ADR 24): the page is already on screen, and input meanwhile is replayed
// once the part it reached is hydrated.
// Evaluating the modules and starting the hydration are two tasks rather than one long one (not an
// `await`: a top-level await in the entry makes the bundler split its shared code into more files).
const hydrate = () =>
  startTransition(() => {
    hydrateRoot(container, <Root />);
  });
if (container.firstElementChild) afterIntlWarm(hydrate);
else createRoot(container).render(<Root />);
