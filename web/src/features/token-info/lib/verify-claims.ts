import type { TokenFacts } from '@contract';
import type { TokenomicsFact } from '../../../config/site-schema';
import type { ChainRead } from '../../../lib/chain-read';
import { t } from '../../../lib/i18n/i18n';
import { formatTokens } from '../../../lib/token-amount';

/** What can be checked against the mint account. */
export type Verification = NonNullable<TokenomicsFact['verify']>;

/** A claim next to what the chain says about it. */
export type ClaimCheck =
  | { state: 'statement' }
  | { state: 'checking' }
  | { state: 'unknown' }
  | { state: 'verified'; readAt: string; oneProvider?: true }
  | { state: 'disagrees'; chain: string; readAt: string; oneProvider?: true };

/** The supply in whole tokens as an exact decimal string, from base units and decimals. */
export function wholeSupply(raw: string, decimals: number): string {
  const value = BigInt(raw);
  const unit = 10n ** BigInt(decimals);
  const whole = (value / unit).toLocaleString('en-US');
  const fraction = (value % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A configured supply such as "1,000,000,000" or "1 000 000 000.5" as plain digits. */
const plainNumber = (text: string) => text.replace(/[,\s_]/g, '').replace(/\.0*$/, '');

/**
 * Checks one configured claim against the mint account read by the server. A read of another
 * mint than the configured one proves nothing, so it counts as unknown.
 */
export function checkClaim(
  verify: Verification | undefined,
  read: ChainRead<TokenFacts>,
  expected: { mint: string; totalSupply: string },
): ClaimCheck {
  if (!verify) return { state: 'statement' };
  if (read.status === 'loading') return { state: 'checking' };
  if (read.status === 'unavailable' || read.data.mint !== expected.mint) return { state: 'unknown' };
  const { data } = read;
  // Read from the first RPC provider alone (ADR 35): the check says so rather than "verified".
  const alone = data.oneProvider === true ? ({ oneProvider: true } as const) : {};
  const authority = (holder: string | null, what: 'mint' | 'freeze'): ClaimCheck =>
    holder === null
      ? { state: 'verified', readAt: data.readAt, ...alone }
      : {
          state: 'disagrees',
          chain: t('claim.authorityHeld', { authority: what, holder }),
          readAt: data.readAt,
          ...alone,
        };
  switch (verify) {
    case 'mintAuthorityRevoked':
      return authority(data.mintAuthority, 'mint');
    case 'freezeAuthorityRevoked':
      return authority(data.freezeAuthority, 'freeze');
    case 'supply': {
      const supply = wholeSupply(data.supply, data.decimals);
      return plainNumber(supply) === plainNumber(expected.totalSupply)
        ? { state: 'verified', readAt: data.readAt, ...alone }
        : {
            state: 'disagrees',
            chain: t('claim.supplyIs', { supply: formatTokens(data.supply, data.decimals, data.decimals) }),
            readAt: data.readAt,
            ...alone,
          };
    }
  }
}
