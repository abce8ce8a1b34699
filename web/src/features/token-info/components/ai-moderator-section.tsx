import { Section } from '../../../components/ui/section';

export interface AiModeratorSectionProps {
  name: string;
  summary: string;
  features: readonly string[];
  chatUrl: string;
}

/** The AI moderator of the community chat (section id "vibie-mod"). */
export function AiModeratorSection({ name, summary, features, chatUrl }: AiModeratorSectionProps) {
  return (
    <Section id="vibie-mod" title={`${name}: the AI Moderator`} lead={summary}>
      <ul className="check-list">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="muted small">
        {name} is automated and can make mistakes. It will never ask for your seed phrase, keys or funds.
      </p>
      <a className="button" href={chatUrl} target="_blank" rel="noopener noreferrer">
        Meet {name} in the chat
      </a>
    </Section>
  );
}
