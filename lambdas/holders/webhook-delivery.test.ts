import { describe, expect, it } from 'vitest';
import addresses from './fixtures/addresses.json' with { type: 'json' };
import classic from './fixtures/delivery-classic-transfer.json' with { type: 'json' };
import mixed from './fixtures/delivery-mixed.json' with { type: 'json' };
import token2022 from './fixtures/delivery-token-2022-swap.json' with { type: 'json' };
import { deliverySchema, holderCandidates } from './webhook-delivery.js';

const { wallets } = addresses;
const parse = (delivery: unknown) => deliverySchema.parse(delivery);

describe('holderCandidates', () => {
  it('finds the receiver of a classic SPL transfer, with its signature and block time', () => {
    expect(holderCandidates(parse(classic), addresses.mint)).toEqual([
      { wallet: wallets.alice, signature: classic[0]?.signature, timestamp: 1763800000 },
    ]);
  });

  it('finds the buyer of a Token-2022 mint in a swap, not the pool paid in SOL', () => {
    expect(holderCandidates(parse(token2022), addresses.mintToken2022).map((c) => c.wallet)).toEqual([
      wallets.bob,
    ]);
  });

  it('ignores transfers of another mint', () => {
    expect(holderCandidates(parse(token2022), addresses.mint)).toEqual([]);
  });

  it('keeps every receiver of several transfers in one transaction, once per wallet, earliest first', () => {
    const found = holderCandidates(parse(mixed), addresses.mint);
    expect(found.map((c) => c.wallet)).toEqual([wallets.carol, wallets.dave]);
    expect(found[0]?.signature).toBe(mixed[0]?.signature);
  });

  it('ignores failed transactions, zero amounts, self-transfers and other mints', () => {
    const found = holderCandidates(parse(mixed), addresses.mint).map((c) => c.wallet);
    for (const ignored of [wallets.frank, wallets.grace, wallets.heidi, wallets.ivan, wallets.erin]) {
      expect(found).not.toContain(ignored);
    }
  });

  it('ignores a failed transaction whatever the shape of its error', () => {
    for (const transactionError of [
      'x',
      { InstructionError: [0, { Custom: 1 }] },
      ['InstructionError', 0],
      7,
    ]) {
      const [tx] = structuredClone(classic);
      expect(holderCandidates(parse([{ ...tx, transactionError }]), addresses.mint)).toEqual([]);
    }
  });

  it('ignores a receiver that is not a Solana address', () => {
    const [tx] = structuredClone(classic);
    if (!tx?.tokenTransfers[0]) throw new Error('fixture changed');
    tx.tokenTransfers[0].toUserAccount = 'not-an-address';
    expect(holderCandidates(parse([tx]), addresses.mint)).toEqual([]);
  });

  it('accepts a transaction without tokenTransfers and fields the provider may add', () => {
    const [tx] = structuredClone(classic) as Record<string, unknown>[];
    delete tx?.tokenTransfers;
    expect(holderCandidates(parse([{ ...tx, lighthouse: { new: 'field' } }]), addresses.mint)).toEqual([]);
  });
});

describe('deliverySchema', () => {
  it.each([
    ['a signature that is a number', { signature: 5 }],
    ['a timestamp that is a string', { timestamp: '1763800000' }],
    ['tokenTransfers that is an object', { tokenTransfers: {} }],
    ['a timestamp in milliseconds', { timestamp: 1763800000123 }],
    ['a timestamp before Solana existed', { timestamp: 1 }],
    ['a timestamp with a fraction', { timestamp: 1763800000.5 }],
  ])('refuses %s', (_what, change) => {
    const [tx] = structuredClone(classic);
    expect(deliverySchema.safeParse([{ ...tx, ...change }]).success).toBe(false);
  });

  it('refuses a tokenAmount that is a string', () => {
    const [tx] = structuredClone(classic) as { tokenTransfers: Record<string, unknown>[] }[];
    if (!tx?.tokenTransfers[0]) throw new Error('fixture changed');
    tx.tokenTransfers[0].tokenAmount = '12500.5';
    expect(deliverySchema.safeParse([tx]).success).toBe(false);
  });
});
