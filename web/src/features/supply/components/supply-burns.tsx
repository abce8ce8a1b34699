import type { HolderDistribution, TokenFacts } from '@contract';
import type { ReactNode } from 'react';
import { OneProviderNotice } from '../../../components/ui/one-provider-notice';
import { type ChainRead, formatAge, isStale, type Measured } from '../../../lib/chain-read';
import { formatInstant } from '../../../lib/i18n/format';
import { sentenceGap, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import { formatShare, formatTokens } from '../../../lib/token-amount';
import { burnedAmount, rawSupply } from '../lib/burns';

export interface SupplyBurnsProps {
  ticker: string;
  /** Configured: the supply at launch in whole tokens, and the mint's decimals. */
  initialSupply: string;
  decimals: number;
  /** The mint account as the server read it (its supply). */
  chain: ChainRead<TokenFacts>;
  /** The last distribution (what the burn addresses hold). */
  distribution: Measured<HolderDistribution>;
  /** True when burn addresses are configured. */
  hasBurnAddresses: boolean;
  mintUrl: string;
  /** @default Date.now() */
  now?: number;
}

/**
 * "✓ Verified on-chain, read 3 min ago." as one sentence, its full stop the locale's (ADR 31); a read the
 * second RPC provider has not confirmed says so instead (ADR 35).
 */
function Verified({
  at,
  now,
  verb,
  oneProvider,
}: {
  at: string;
  now: number;
  verb: 'read' | 'measured';
  oneProvider?: boolean | undefined;
}) {
  if (oneProvider) return <OneProviderNotice oneProvider inline />;
  const stale = isStale(at, now);
  return (
    <span className={stale ? 'fact-unknown' : 'fact-verified'}>
      {tRich(
        'chain.verified',
        {
          age: (
            <time dateTime={at} title={formatInstant(at)}>
              {formatAge(at, now)}
            </time>
          ),
        },
        { stale: stale ? 'yes' : 'no', verb },
      )}
    </span>
  );
}

function Row({
  label,
  value,
  check,
  testId,
}: {
  label: string;
  value: ReactNode;
  check: ReactNode;
  testId: string;
}) {
  return (
    <div className="fact card" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      <dd className="fact-check">{check}</dd>
    </div>
  );
}

/**
 * The supply the chain reports beside the configured initial supply, and the burned amount: what
 * the burn addresses hold plus how much the supply shrank, each verified on-chain with its age.
 */
export function SupplyBurns(props: SupplyBurnsProps) {
  const { ticker, initialSupply, decimals, chain, distribution, hasBurnAddresses, mintUrl } = props;
  const now = props.now ?? Date.now();
  const initial = rawSupply(BigInt(initialSupply), decimals);
  // A mint whose decimals differ from the configuration cannot be compared: say nothing rather than something wrong.
  const token = chain.status === 'ready' && chain.data.decimals === decimals ? chain.data : null;
  const dist = distribution.status === 'ready' ? distribution.data : null;
  const burnHeld = dist ? dist.labelled.filter((l) => l.kind === 'burn').map((l) => BigInt(l.amount)) : null;
  const burned =
    token && (burnHeld || !hasBurnAddresses)
      ? burnedAmount({
          initialSupply: BigInt(initialSupply),
          decimals,
          supply: BigInt(token.supply),
          burnBalances: burnHeld ?? [],
        })
      : null;
  const unknown = (text: string) => <span className="fact-unknown">{text}</span>;
  const mintLink = (
    <a href={mintUrl} target="_blank" rel="noopener noreferrer">
      {t('chain.viewMint')}
    </a>
  );
  const burnedShare = burned ? formatShare(Number((burned.total * 1_000_000n) / initial) / 1_000_000) : '';
  return (
    <dl className="facts supply-facts" data-testid="supply-burns">
      <Row
        testId="initial-supply"
        label={t('supply.initial')}
        value={`${formatTokens(initial, decimals)} ${ticker}`}
        check={t('supply.asConfigured')}
      />
      <Row
        testId="chain-supply"
        label={t('supply.onChain')}
        value={token ? `${formatTokens(token.supply, decimals)} ${ticker}` : '—'}
        check={
          token ? (
            <>
              <Verified at={token.readAt} now={now} verb="read" oneProvider={token.oneProvider} />
              {sentenceGap()}
              {mintLink}
            </>
          ) : chain.status === 'loading' ? (
            unknown(t('chain.checking'))
          ) : (
            unknown(t('chain.unreadable'))
          )
        }
      />
      <Row
        testId="burned"
        label={t('supply.burned')}
        value={
          burned
            ? t('supply.burnedValue', {
                amount: formatTokens(burned.total, decimals),
                ticker,
                share: burnedShare,
              })
            : '—'
        }
        check={
          burned && token ? (
            <>
              {t('supply.reduction', { amount: formatTokens(burned.reduction, decimals) })}
              {sentenceGap()}
              <Verified at={token.readAt} now={now} verb="read" oneProvider={token.oneProvider} />
              {hasBurnAddresses && dist && (
                <>
                  {sentenceGap()}
                  {t('supply.heldByBurn', { amount: formatTokens(burned.held, decimals) })}
                  {sentenceGap()}
                  <Verified at={dist.measuredAt} now={now} verb="measured" />
                </>
              )}
            </>
          ) : (
            unknown(t('supply.notKnown'))
          )
        }
      />
    </dl>
  );
}
