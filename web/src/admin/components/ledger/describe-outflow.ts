import type { LedgerTransaction } from '@contract';
import { site } from '../../../config/site';
import { formatDay } from '../../../lib/format-date';
import { type AssetNames, formatMovement } from '../../../lib/ledger-format';

/** The token's mint reads as its ticker in the panel, as on the page. */
export const ASSET_NAMES: AssetNames = { [site.token.mintAddress]: site.token.ticker };

/** "12 Nov 2026 · −0.3 SOL to AbCd…WxYz": an outflow in one line, for lists and headings. */
export function describeOutflow(transaction: LedgerTransaction): string {
  const out = transaction.movements.filter((m) => m.direction === 'out');
  const amounts = out.map((m) => formatMovement(m, ASSET_NAMES)).join(', ');
  const to = out.find((m) => m.counterparty)?.counterparty?.short;
  return `${formatDay(transaction.time)} · ${amounts}${to ? ` to ${to}` : ''}`;
}
