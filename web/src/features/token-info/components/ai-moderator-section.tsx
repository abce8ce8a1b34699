import { OperatorText } from '../../../components/ui/operator-text';
import { Section } from '../../../components/ui/section';
import type { LocalizedText } from '../../../config/site-schema';
import { operatorText } from '../../../lib/i18n/english-fallback';
import { t } from '../../../lib/i18n/i18n';

export interface AiModeratorSectionProps {
  name: string;
  summary: LocalizedText;
  features: readonly LocalizedText[];
  chatUrl: string;
}

/** The AI moderator of the community chat (section id "vibie-mod"). */
export function AiModeratorSection({ name, summary, features, chatUrl }: AiModeratorSectionProps) {
  return (
    <Section id="vibie-mod" title={t('ai.title', { name })} lead={<OperatorText value={summary} />}>
      <ul className="check-list">
        {features.map(operatorText).map((feature) => (
          <li key={feature.text} dir="auto" lang={feature.lang}>
            {feature.text}
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
