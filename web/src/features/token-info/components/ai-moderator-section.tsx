import { Section } from '../../../components/ui/section';
import { operatorLang } from '../../../lib/i18n/english-fallback';
import { t } from '../../../lib/i18n/i18n';

export interface AiModeratorSectionProps {
  name: string;
  summary: string;
  features: readonly string[];
  chatUrl: string;
}

/** The AI moderator of the community chat (section id "vibie-mod"). */
export function AiModeratorSection({ name, summary, features, chatUrl }: AiModeratorSectionProps) {
  return (
    <Section
      id="vibie-mod"
      title={t('ai.title', { name })}
      lead={<span lang={operatorLang()}>{summary}</span>}
    >
      <ul className="check-list">
        {features.map((feature) => (
          <li key={feature} dir="auto" lang={operatorLang()}>
            {feature}
          </li>
        ))}
      </ul>
      <p className="muted small">{t('ai.caution', { name })}</p>
      <a className="button" href={chatUrl} target="_blank" rel="noopener noreferrer">
        {t('ai.meet', { name })}
      </a>
    </Section>
  );
}
