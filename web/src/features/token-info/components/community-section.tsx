import { Section } from '../../../components/ui/section';
import { operatorLang } from '../../../lib/i18n/english-fallback';
import { t } from '../../../lib/i18n/i18n';

export interface CommunityLink {
  label: string;
  url: string;
  description?: string;
}

/** Where the community meets, from the site configuration. */
export function CommunitySection({ links }: { links: readonly CommunityLink[] }) {
  return (
    <Section id="community" title={t('community.title')} lead={t('community.lead')}>
      <ul className="link-grid">
        {links.map((link) => (
          <li key={link.url}>
            <a
              className="card link-card"
              dir="auto"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="card-title">{link.label}</span>
              {link.description && (
                <span className="card-text" lang={operatorLang()}>
                  {link.description}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
