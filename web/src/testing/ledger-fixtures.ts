import type { DonationLedger, LedgerTransaction, Translations } from '@contract';

const DAY = 86_400_000;
const VENDOR = 'VendorWa11etAddress1111111111111111111111111';
const DONOR = 'DonorWa11etAddress22222222222222222222222222';

/** An outflow of `sol` SOL, `days` ago, with a note or none. */
export function outflow(
  signature: string,
  sol: number,
  days: number,
  note?: { note: string; link: string | null; translations?: Translations<'note'> },
): LedgerTransaction {
  const time = new Date(Date.now() - days * DAY).toISOString();
  return {
    signature,
    slot: 1000 - days,
    time,
    direction: 'out',
    movements: [
      {
        asset: 'SOL',
        decimals: 9,
        amount: `-${Math.round(sol * 1e9)}`,
        direction: 'out',
        counterparty: { short: 'Vend…1111', address: VENDOR },
      },
    ],
    fee: 5000,
    explanation: note ? { ...note, explainedAt: time } : null,
    unexplainedSince: note ? null : time,
    approval: null,
  };
}

/** A gift of `sol` SOL, `days` ago. */
export function inflow(signature: string, sol: number, days: number): LedgerTransaction {
  return {
    signature,
    slot: 1000 - days,
    time: new Date(Date.now() - days * DAY).toISOString(),
    direction: 'in',
    movements: [
      {
        asset: 'SOL',
        decimals: 9,
        amount: String(Math.round(sol * 1e9)),
        direction: 'in',
        counterparty: { short: 'Dono…2222', address: DONOR },
      },
    ],
    fee: 0,
    explanation: null,
    unexplainedSince: null,
    approval: null,
  };
}

/** A ledger brought up to date 3 minutes ago: two months, a gift, an explained and an unexplained outflow. */
export function ledgerFixture(overrides: Partial<DonationLedger> = {}): DonationLedger {
  return {
    wallet: 'DonationWa11et33333333333333333333333333333',
    syncedAt: new Date(Date.now() - 3 * 60_000).toISOString(),
    months: [
      {
        month: '2026-11',
        assets: [{ asset: 'SOL', decimals: 9, in: '2500000000', out: '300000000', fees: '10000' }],
      },
      {
        month: '2026-10',
        assets: [{ asset: 'SOL', decimals: 9, in: '1000000000', out: '0', fees: '5000' }],
      },
    ],
    transactions: [
      outflow('SigOutUnexplained', 0.1, 4),
      outflow('SigOutExplained', 0.2, 6, { note: 'Paid the artist', link: 'https://example.test/invoice' }),
      inflow('SigInGift', 2.5, 8),
    ],
    next: null,
    unlistedArrivals: 0,
    ...overrides,
  };
}
