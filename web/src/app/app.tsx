import { lazy, StrictMode, Suspense, useCallback, useEffect, useState } from 'react';
import { ChunkBoundary } from '../components/ui/chunk-boundary';
import { SectionLink } from '../components/ui/section-link';
import { BUILD_YEAR } from '../config/env';
import { site } from '../config/site';
import { Hero } from '../features/hero/components/hero';
import { TokenLogo } from '../features/hero/components/token-logo';
import { HolderCount } from '../features/holders/components/holder-count';
import { NavBar } from '../features/navigation/components/nav-bar';
import type { LegalDocument } from '../features/navigation/lib/nav-items';
import { NewHolderBanner } from '../features/new-holder/components/new-holder-banner';
import { PriceTicker } from '../features/price-ticker/components/price-ticker';
import { SimulatedTrades } from '../features/simulated-trades/components/simulated-trades';
import { t } from '../lib/i18n/i18n';
import { useMaySuggestLocale } from '../lib/i18n/use-suggested-locale';
import { withTimeout } from '../lib/with-timeout';
import { useSectionRouting } from './use-section-routing';

// Decoration, in a small chunk of its own so that the first load stays within budget (ADR 24); a
// chunk that fails to load leaves the sky dark rather than the page broken.
const NightSky = lazy(() =>
  import('../features/decor/components/night-sky').then(
    (m) => ({ default: m.NightSky }),
    () => ({ default: () => null }),
  ),
);
const BelowFold = lazy(withTimeout(() => import('./below-fold')));
// The footer is prerendered and far below the first screen: it hydrates from the lower part's chunk,
// which keeps its code out of the first load (ADR 21's 75 KB budget).
const SiteFooter = lazy(withTimeout(() => import('./below-fold').then((m) => ({ default: m.SiteFooter }))));
const LegalDialogs = lazy(withTimeout(() => import('../features/legal/components/legal-dialogs')));
// ADR 21: the offer of another language downloads only when there is one to make.
const LanguageSuggestion = lazy(
  withTimeout(() => import('../features/language-suggestion/components/language-suggestion')),
);
// The admin tree (and Firebase) downloads only when someone opens it.
const AdminRoot = lazy(withTimeout(() => import('../admin/index').then((m) => ({ default: m.AdminRoot }))));

/** The landing page. */
export function App() {
  const [legal, setLegal] = useState<LegalDocument | null>(null);
  const [legalUsed, setLegalUsed] = useState(false);
  const [admin, setAdmin] = useState<'login' | 'panel' | null>(null);
  useSectionRouting();
  const maySuggestLocale = useMaySuggestLocale();

  useEffect(() => {
    // behaviour §7: a ping on load; the answer (or its failure) is ignored.
    fetch('/api/').catch(() => {});
    const openPanel = () => setAdmin('panel');
    window.addEventListener('openAdminPanel', openPanel);
    return () => window.removeEventListener('openAdminPanel', openPanel);
  }, []);

  const openLegal = useCallback((document: LegalDocument) => {
    setLegalUsed(true);
    setLegal(document);
  }, []);
  const closeLegal = useCallback(() => setLegal(null), []);
  const openLogin = useCallback(() => setAdmin('login'), []);

  const { token } = site;
  return (
    <>
      <Suspense fallback={null}>
        <NightSky />
      </Suspense>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header id="site-header" className="site-header">
        <PriceTicker chain={token.chain} pairAddress={token.pairAddress} ticker={token.ticker} />
        <NavBar
          brand={
            <>
              <TokenLogo size={32} />
              <span>{token.name}</span>
            </>
          }
          email={site.supportEmail}
          onOpenLegal={openLegal}
        />
      </header>
      <main id="main">
        <Hero
          name={token.name}
          ticker={token.ticker}
          actions={
            <>
              <SectionLink className="button button-primary" section="buy-trade">
                {t('hero.whereToTrade')}
              </SectionLink>
              <a
                className="button"
                href={site.links.communityChat.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('hero.joinCommunity')}
              </a>
            </>
          }
        >
          <HolderCount />
          <NewHolderBanner explorer={site.links.explorer} />
          <SimulatedTrades enabled={site.simulatedTrades.enabled} ticker={token.ticker} />
        </Hero>
        <ChunkBoundary>
          <Suspense fallback={null}>
            <BelowFold />
          </Suspense>
        </ChunkBoundary>
      </main>
      <ChunkBoundary>
        <Suspense fallback={null}>
          <SiteFooter
            tokenName={token.name}
            year={BUILD_YEAR}
            email={site.supportEmail}
            onOpenLegal={openLegal}
            onAdminLogin={openLogin}
          />
        </Suspense>
      </ChunkBoundary>
      {legalUsed && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <LegalDialogs open={legal} onClose={closeLegal} />
          </Suspense>
        </ChunkBoundary>
      )}
      {maySuggestLocale && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <LanguageSuggestion />
          </Suspense>
        </ChunkBoundary>
      )}
      {admin && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <AdminRoot initialView={admin} onClose={() => setAdmin(null)} />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}

/** The tree both the prerender and the browser render, so hydration matches. */
export function Root() {
  return (
    <StrictMode>
      <App />
    </StrictMode>
  );
}
