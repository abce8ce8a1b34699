import { Section } from '../../../components/ui/section';

export interface TokenomicsSectionProps {
  ticker: string;
  facts: ReadonlyArray<{ label: string; value: string }>;
  note: string;
}

/** Tokenomics from the site configuration. */
export function TokenomicsSection({ ticker, facts, note }: TokenomicsSectionProps) {
  return (
    <Section id="tokenomics" title="Tokenomics" lead={note}>
      <dl className="facts">
        {facts.map((fact) => (
          <div key={fact.label} className="fact card">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">
        {ticker} has no intrinsic value and no expectation of financial return. Nothing here is financial
        advice.
      </p>
    </Section>
  );
}
