import { SectionLink } from '../components/ui/section-link';
import type { LegalDocument } from '../features/navigation/lib/nav-items';
import { t } from '../lib/i18n/i18n';

export interface SiteFooterProps {
  tokenName: string;
  email: string;
  /** The copyright year: the build's, so the page and its prerender agree. */
  year: string;
  onOpenLegal: (document: LegalDocument) => void;
  onAdminLogin: () => void;
}

function FingerprintIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      aria-hidden="true"
    >
      <path
        d="M6.5 18.5c1.2-1.6 1.8-3.6 1.8-6.5a3.7 3.7 0 0 1 7.4 0c0 1.4-.1 2.8-.4 4.1"
        strokeLinecap="round"
      />
      <path d="M12 12c0 3.4-.7 6.2-2.3 8.5M15 19.5c.4-.9.7-1.8.9-2.8" strokeLinecap="round" />
      <path
        d="M4.4 15.5c.4-1.1.6-2.3.6-3.5a7 7 0 0 1 11.8-5.1M19 9.6c.3.8.5 1.6.5 2.4 0 1.7-.1 3.2-.5 4.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The footer: disclaimers, legal links and the two small admin controls. */
export function SiteFooter({ tokenName, year, email, onOpenLegal, onAdminLogin }: SiteFooterProps) {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <button
          type="button"
          className="footer-quiet footer-panel"
          aria-label={t('footer.openPanel')}
          onClick={() => window.dispatchEvent(new Event('openAdminPanel'))}
        >
          <span aria-hidden="true">◆</span>
        </button>
        <div className="footer-text">
          <p>{t('footer.copyright', { year, name: tokenName })}</p>
          <ul className="footer-links">
            <li>
              <SectionLink section="official">{t('nav.official')}</SectionLink>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => onOpenLegal('privacy')}>
                {t('nav.privacy')}
              </button>
            </li>
            <li>
              <button type="button" className="link-button" onClick={() => onOpenLegal('terms')}>
                {t('nav.terms')}
              </button>
            </li>
            <li>
              <a href={`mailto:${email}`}>{t('nav.contact')}</a>
            </li>
          </ul>
        </div>
        <button
          type="button"
          className="footer-quiet footer-admin"
          title={t('footer.adminAccess')}
          aria-label={t('footer.adminAccess')}
          onClick={onAdminLogin}
        >
          <FingerprintIcon />
        </button>
      </div>
    </footer>
  );
}
