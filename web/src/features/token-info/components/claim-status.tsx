import { OneProviderNotice } from '../../../components/ui/one-provider-notice';
import { formatAge } from '../../../lib/chain-read';
import { formatInstant } from '../../../lib/i18n/format';
import { sentenceGap, t } from '../../../lib/i18n/i18n';
import { tRich } from '../../../lib/i18n/rich';
import type { ClaimCheck } from '../lib/verify-claims';

/** A link to the mint on the explorer, where anyone can check the claim themselves. */
function MintLink({ href }: { href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {t('chain.viewMint')}
    </a>
  );
}

/** When the chain was read, in words, with the exact time for those who want it. */
function readAge(readAt: string) {
  return (
    <time dateTime={readAt} title={formatInstant(readAt)}>
      {formatAge(readAt)}
    </time>
  );
}

/**
 * What the chain says about one tokenomics claim: verified, disagreeing, unknown, or a statement. The
 * sentences' punctuation is in the messages, never here (ADR 31).
 */
export function ClaimStatus({ check, mintUrl }: { check: ClaimCheck; mintUrl: string }) {
  switch (check.state) {
    case 'statement':
      return <dd className="fact-check fact-statement">{t('claim.statement')}</dd>;
    case 'checking':
      return <dd className="fact-check fact-unknown">{t('chain.checking')}</dd>;
    case 'unknown':
      return <dd className="fact-check fact-unknown">{t('chain.unreadable')}</dd>;
    case 'verified':
      return check.oneProvider ? (
        <dd className="fact-check fact-unknown">
          <OneProviderNotice oneProvider inline />
          {sentenceGap()}
          <MintLink href={mintUrl} />
        </dd>
      ) : (
        <dd className="fact-check fact-verified">
          {tRich('claim.verifiedRead', {
            verified: <span>{t('claim.verified')}</span>,
            age: readAge(check.readAt),
          })}
          {sentenceGap()}
          <MintLink href={mintUrl} />
        </dd>
      );
    case 'disagrees':
      return (
        <dd className="fact-check fact-disagrees">
          <strong>{t('claim.disagrees')}</strong>
          {sentenceGap()}
          {tRich('claim.read', { age: readAge(check.readAt) }, { chain: check.chain })}
          {check.oneProvider && (
            <>
              {sentenceGap()}
              <OneProviderNotice oneProvider inline />
            </>
          )}
          {sentenceGap()}
          <MintLink href={mintUrl} />
        </dd>
      );
  }
}
