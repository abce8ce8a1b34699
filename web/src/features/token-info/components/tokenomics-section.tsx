import type { TokenFacts } from '@contract';
import type { ReactNode } from 'react';
import { Section } from '../../../components/ui/section';
import type { TokenomicsFact } from '../../../config/site-schema';
import type { ChainRead } from '../../../lib/chain-read';
import { t } from '../../../lib/i18n/i18n';
import { NotReadNotice } from '../../chain-facts/components/not-read-notice';
import { checkClaim } from '../lib/verify-claims';
import { ClaimStatus } from './claim-status';

export interface TokenomicsSectionProps {
  ticker: string;
  facts: readonly TokenomicsFact[];
  note: string;
  /** Checked claims are compared with these. */
  mintAddress: string;
  totalSupply: string;
  /** Explorer page of a token, the mint address appended. */
  explorerUrl: string;
  /** The mint account as the server read it. */
  chain: ChainRead<TokenFacts>;
  /** More facts read from the chain, after the configured ones (the holder count). */
  children?: ReactNode;
  /** Figures shown under the facts (supply and burns, the holder distribution and growth). */
  after?: ReactNode;
}

/** Tokenomics from the site configuration, each checkable claim beside what the chain says. */
export function TokenomicsSection(props: TokenomicsSectionProps) {
  const { ticker, facts, note, mintAddress, totalSupply, explorerUrl, chain, children, after } = props;
  const mintUrl = `${explorerUrl}${mintAddress}`;
  return (
    <Section id="tokenomics" title={t('tokenomics.title')} lead={note}>
      <dl className="facts">
        {facts.map((fact) => (
          <div key={fact.label} className="fact card">
            <dt dir="auto">{fact.label}</dt>
            <dd dir="auto">{fact.value}</dd>
            <ClaimStatus
              check={checkClaim(fact.verify, chain, { mint: mintAddress, totalSupply })}
              mintUrl={mintUrl}
            />
          </div>
        ))}
        {children}
      </dl>
      {chain.status === 'ready' ? <NotReadNotice minutes={chain.data.notReadForMinutes} /> : null}
      {after}
      <p className="muted small">{t('tokenomics.disclaimer', { ticker })}</p>
    </Section>
  );
}
