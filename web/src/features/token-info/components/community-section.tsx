import { OperatorText } from '../../../components/ui/operator-text';
import { Section } from '../../../components/ui/section';
import type { LocalizedText } from '../../../config/site-schema';
import { t } from '../../../lib/i18n/i18n';

export interface CommunityLink {
  label: string;
  url: string;
  description?: LocalizedText;
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
              {link.description && <OperatorText className="card-text" value={link.description} />}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
