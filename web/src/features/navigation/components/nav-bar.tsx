import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ChunkBoundary } from '../../../components/ui/chunk-boundary';
import { SectionLink } from '../../../components/ui/section-link';
import { t } from '../../../lib/i18n/i18n';
import { scrollWhenPresent } from '../../../lib/scroll';
import { withTimeout } from '../../../lib/with-timeout';
import { useActiveSection } from '../hooks/use-active-section';
import { INFO_SECTIONS, type LegalDocument, NAV_ITEMS } from '../lib/nav-items';
import { InfoDropdown } from './info-dropdown';
import { LanguagePicker } from './language-picker';

// The phone menu downloads when it is first opened: it is not on screen when the page loads, and the
// first load has a budget (ADR 21).
const MobileMenu = lazy(withTimeout(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu }))));

const TRACKED = [...NAV_ITEMS, ...INFO_SECTIONS].map((s) => s.id);

export interface NavBarProps {
  brand: ReactNode;
  email: string;
  onOpenLegal: (document: LegalDocument) => void;
}

/** Section navigation: inline from 768 px, a hamburger menu below. */
export function NavBar({ brand, email, onOpenLegal }: NavBarProps) {
  const active = useActiveSection(TRACKED);
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    hamburger.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMenu();
    };
    const desktop = window.matchMedia('(min-width: 768px)');
    const onWide = () => {
      if (desktop.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onWide);
    };
  }, [menuOpen, closeMenu]);

  const infoActive = INFO_SECTIONS.some((s) => s.id === active);

  return (
    <nav className="nav" aria-label={t('nav.main')}>
      <div className="nav-inner">
        <SectionLink section="home" className="nav-brand">
          {brand}
        </SectionLink>
        <ul className="nav-list">
          {NAV_ITEMS.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className={`nav-link ${active === item.id ? 'is-active' : ''}`}
                aria-current={active === item.id ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  scrollWhenPresent(item.id, undefined, 0);
                }}
              >
                {t(item.label)}
              </a>
            </li>
          ))}
          <InfoDropdown active={infoActive} email={email} onOpenLegal={onOpenLegal} />
          <LanguagePicker active={active} />
        </ul>
        <button
          ref={hamburger}
          type="button"
          className="nav-toggle icon-button"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span className={`hamburger ${menuOpen ? 'is-open' : ''}`} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
        </button>
      </div>
      {menuOpen && (
        <ChunkBoundary>
          <Suspense fallback={null}>
            <MobileMenu
              id="mobile-menu"
              active={active}
              email={email}
              onNavigate={(id) => {
                closeMenu();
                // Let the body scroll lock lift before measuring where to scroll.
                requestAnimationFrame(() => scrollWhenPresent(id, undefined, 0));
              }}
              onOpenLegal={(document) => {
                closeMenu();
                onOpenLegal(document);
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </nav>
  );
}
