import { useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../lib/i18n/i18n';
import { INFO_SECTIONS, type LegalDocument, NAV_ITEMS } from '../lib/nav-items';
import { LanguageLinks } from './language-links';

export interface MobileMenuProps {
  id: string;
  active: string;
  email: string;
  onNavigate: (id: string) => void;
  onOpenLegal: (document: LegalDocument) => void;
}

/** The phone menu: the items and a collapsible Info group; the page does not scroll behind it. */
export function MobileMenu({ id, active, email, onNavigate, onOpenLegal }: MobileMenuProps) {
  const [infoOpen, setInfoOpen] = useState(false);

  useEffect(() => {
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, []);

  const link = (sectionId: string, label: MessageKey) => (
    <li key={sectionId}>
      <a
        href={`#${sectionId}`}
        className={`mobile-link ${active === sectionId ? 'is-active' : ''}`}
        aria-current={active === sectionId ? 'location' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onNavigate(sectionId);
        }}
      >
        {t(label)}
      </a>
    </li>
  );

  return (
    <div id={id} className="mobile-menu">
      <ul className="mobile-list">
        {NAV_ITEMS.map((item) => link(item.id, item.label))}
        <li>
          <button
            type="button"
            className="mobile-link mobile-group"
            aria-expanded={infoOpen}
            aria-controls={`${id}-info`}
            onClick={() => setInfoOpen((o) => !o)}
          >
            {t('nav.info')} <span aria-hidden="true">{infoOpen ? '▴' : '▾'}</span>
          </button>
          <ul id={`${id}-info`} className="mobile-sublist" hidden={!infoOpen}>
            {INFO_SECTIONS.map((item) => link(item.id, item.label))}
            <li>
              <button type="button" className="mobile-link" onClick={() => onOpenLegal('privacy')}>
                {t('nav.privacy')}
              </button>
            </li>
            <li>
              <button type="button" className="mobile-link" onClick={() => onOpenLegal('terms')}>
                {t('nav.terms')}
              </button>
            </li>
            <li>
              <a className="mobile-link" href={`mailto:${email}`}>
                {t('nav.contact')}
              </a>
            </li>
          </ul>
        </li>
      </ul>
      <p className="mobile-language-title">{t('nav.language')}</p>
      <LanguageLinks active={active} className="mobile-languages" />
    </div>
  );
}
