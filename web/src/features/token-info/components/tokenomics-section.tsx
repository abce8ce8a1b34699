import type { TokenFacts } from '@contract';
import type { ReactNode } from 'react';
import { NotReadNotice } from '../../../components/ui/not-read-notice';
import { OperatorText } from '../../../components/ui/operator-text';
import { Section } from '../../../components/ui/section';
import { englishOf } from '../../../config/localized-text';
import type { LocalizedText, TokenomicsFact } from '../../../config/site-schema';
import type { ChainRead } from '../../../lib/chain-read';
import { operatorText } from '../../../lib/i18n/english-fallback';
import { t } from '../../../lib/i18n/i18n';
import { localizedFigure } from '../lib/operator-figure';
import { checkClaim } from '../lib/verify-claims';
import { ClaimStatus } from './claim-status';

export interface TokenomicsSectionProps {
  ticker: string;
  facts: readonly TokenomicsFact[];
  note: LocalizedText;
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

type Shown = { text: string; lang: 'en' | undefined };

/** A claim the page checks has a label of the site's own; any other is the operator's, in its locale. */
function factLabel(fact: TokenomicsFact): Shown {
  return fact.verify
    ? { text: t('tokenomics.factLabel', { verify: fact.verify }), lang: undefined }
    : operatorText(fact.label);
}

/**
 * "Revoked", "Burned", "None" from the catalog; a figure written the page's way; any other value as the
 * operator wrote it.
 */
function factValue(fact: TokenomicsFact): Shown {
  const english = englishOf(fact.value).trim();
  const fixed = FIXED_VALUES.find((value) => value === english);
  if (fixed) return { text: t('tokenomics.fixedValue', { value: fixed }), lang: undefined };
  const figure = localizedFigure(english);
  if (figure !== null) return { text: figure, lang: undefined };
  const shown = operatorText(fact.value);
  // Any other figure ("$5M") reads the same in every language: it needs no translation.
  const figureLike = !/[A-Za-z]{2,}/.test(shown.text.replace(/\b[A-Z0-9$]{2,}\b/g, ''));
  return figureLike ? { text: shown.text, lang: undefined } : shown;
}

const FIXED_VALUES = ['Revoked', 'Burned', 'None'] as const;

function FactText({ text, value = false }: { text: Shown; value?: boolean }) {
  const { lang } = text;
  return value ? (
    <dd dir="auto" lang={lang}>
      {text.text}
    </dd>
  ) : (
    <dt dir="auto" lang={lang}>
      {text.text}
    </dt>
  );
}

/** Tokenomics from the site configuration, each checkable claim beside what the chain says. */
export function TokenomicsSection(props: TokenomicsSectionProps) {
  const { ticker, facts, note, mintAddress, totalSupply, explorerUrl, chain, children, after } = props;
  const mintUrl = `${explorerUrl}${mintAddress}`;
  return (
    <Section id="tokenomics" title={t('tokenomics.title')} lead={<OperatorText value={note} />}>
      <dl className="facts">
        {facts.map((fact) => (
          <div key={englishOf(fact.label)} className="fact card">
            <FactText text={factLabel(fact)} />
            <FactText text={factValue(fact)} value />
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
