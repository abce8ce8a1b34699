import { describe, expect, it } from 'vitest';
import { createFakeLedger, type FakeTransfer } from '../../scripts/local/fake-solana-ledger.js';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import type { WireTransaction } from '../platform/solana/wire-transaction.js';
import { extractEntry, isListKey, listKey, monthOf, SOL, WRAPPED_SOL_MINT } from './extract.js';

const WALLET = fakePublicKey('extract-wallet');
const DONOR = fakePublicKey('extract-donor');
const SHOP = fakePublicKey('extract-shop');
const MINT = fakePublicKey('extract-mint');
const ATA = fakePublicKey('extract-wallet-ata');
const DONOR_ATA = fakePublicKey('extract-donor-ata');

/** A transaction in the node's wire format, made by the fake chain from balance changes. */
function wire(transfer: FakeTransfer, balances: Record<string, number> = {}) {
  const ledger = createFakeLedger({
    balances: new Map(Object.entries({ [WALLET]: 10_000_000_000, [DONOR]: 10_000_000_000, ...balances })),
    takeSlots: (() => {
      let slot = 100;
      return (n: number) => {
        slot += n;
        return slot - n + 1;
      };
    })(),
  });
  // A token account the wallet already holds 500 units in, when the test moves tokens out.
  ledger.add({
    feePayer: DONOR,
    tokens: [
      { account: ATA, mint: MINT, owner: WALLET, decimals: 6, delta: 500n, opened: true },
      { account: DONOR_ATA, mint: MINT, owner: DONOR, decimals: 6, delta: 1000n, opened: true },
    ],
  });
  const signature = ledger.add(transfer);
  const tx = ledger.transaction([signature, { encoding: 'json', maxSupportedTransactionVersion: 0 }]);
  return { signature, tx: tx as WireTransaction };
}

describe('extractEntry', () => {
  it('reads SOL in from the donor, who paid the fee', () => {
    const { signature, tx } = wire({
      feePayer: DONOR,
      lamports: { [DONOR]: -2_000_000_000, [WALLET]: 2_000_000_000 },
    });
    expect(extractEntry(WALLET, signature, tx)).toMatchObject({
      kind: 'transfer',
      fee: 0,
      movements: [{ asset: SOL, decimals: 9, amount: '2000000000', counterparty: DONOR }],
    });
  });

  it('reads SOL out with the fee the wallet paid kept apart', () => {
    const { signature, tx } = wire({
      feePayer: WALLET,
      lamports: { [WALLET]: -1_000_000, [SHOP]: 1_000_000 },
    });
    expect(extractEntry(WALLET, signature, tx)).toMatchObject({
      kind: 'transfer',
      fee: 5000,
      movements: [{ asset: SOL, amount: '-1000000', counterparty: SHOP }],
    });
  });

  it('reads a token in and out by the owner of the balances, naming the other owner', () => {
    const into = wire({
      feePayer: DONOR,
      tokens: [
        { account: DONOR_ATA, mint: MINT, owner: DONOR, decimals: 6, delta: -300n },
        { account: ATA, mint: MINT, owner: WALLET, decimals: 6, delta: 300n },
      ],
    });
    expect(extractEntry(WALLET, into.signature, into.tx)).toMatchObject({
      kind: 'transfer',
      movements: [{ asset: MINT, decimals: 6, amount: '300', counterparty: DONOR }],
      tokenAccounts: [ATA],
    });
    const out = wire({
      feePayer: WALLET,
      tokens: [
        { account: ATA, mint: MINT, owner: WALLET, decimals: 6, delta: -200n },
        {
          account: fakePublicKey('extract-shop-ata'),
          mint: MINT,
          owner: SHOP,
          decimals: 6,
          delta: 200n,
          opened: true,
        },
      ],
    });
    expect(extractEntry(WALLET, out.signature, out.tx)).toMatchObject({
      kind: 'transfer',
      fee: 5000,
      movements: [{ asset: MINT, amount: '-200', counterparty: SHOP }],
    });
  });

  it('lists nothing for a failed transaction and keeps its fee', () => {
    const { signature, tx } = wire({
      feePayer: WALLET,
      failed: true,
      lamports: { [WALLET]: -1_000_000, [SHOP]: 1_000_000 },
    });
    expect(tx.meta?.err).not.toBeNull();
    expect(extractEntry(WALLET, signature, tx)).toMatchObject({ kind: 'failed', fee: 5000, movements: [] });
  });

  it('calls a transaction that only charged the fee fee-only', () => {
    const { signature, tx } = wire({ feePayer: WALLET });
    expect(extractEntry(WALLET, signature, tx)).toMatchObject({ kind: 'fee-only', fee: 5000, movements: [] });
  });

  it('sees no movement in a wrap and unwrap of SOL in one transaction', () => {
    const wsol = fakePublicKey('extract-wsol');
    const { signature, tx } = wire({
      feePayer: WALLET,
      tokens: [
        {
          account: wsol,
          mint: WRAPPED_SOL_MINT,
          owner: WALLET,
          decimals: 9,
          delta: 0n,
          opened: true,
          closed: true,
        },
      ],
    });
    expect(extractEntry(WALLET, signature, tx)).toMatchObject({ kind: 'fee-only', fee: 5000, movements: [] });
  });

  it('counts wrapped SOL the wallet keeps as SOL', () => {
    const wsol = fakePublicKey('extract-wsol-kept');
    const { signature, tx } = wire({
      feePayer: DONOR,
      tokens: [
        { account: wsol, mint: WRAPPED_SOL_MINT, owner: WALLET, decimals: 9, delta: 700n, opened: true },
      ],
    });
    // The payer's lamports went the other way (its fee): it is named as the other side.
    expect(extractEntry(WALLET, signature, tx).movements).toEqual([
      { asset: SOL, decimals: 9, amount: '700', counterparty: DONOR },
    ]);
  });

  it('finds the wallet among the loaded addresses of a version 0 transaction', () => {
    const { signature, tx } = wire({
      feePayer: DONOR,
      version: 0,
      loadedWritable: [WALLET],
      lamports: { [DONOR]: -50_000, [WALLET]: 50_000 },
    });
    expect(tx.transaction.message.accountKeys).not.toContain(WALLET);
    expect(extractEntry(WALLET, signature, tx)).toMatchObject({
      kind: 'transfer',
      movements: [{ asset: SOL, amount: '50000', counterparty: DONOR }],
    });
  });

  it('keeps only the listed mints: an unlisted token that arrives is only noted, its account not followed (ADR 30)', () => {
    const SPAM = fakePublicKey('extract-spam-mint');
    const SPAM_ACCOUNT = fakePublicKey('extract-spam-account');
    const { signature, tx } = wire({
      feePayer: DONOR,
      tokens: [
        {
          account: SPAM_ACCOUNT,
          mint: SPAM,
          owner: WALLET,
          decimals: 0,
          delta: 2n ** 64n - 1n,
          opened: true,
        },
        { account: DONOR_ATA, mint: MINT, owner: DONOR, decimals: 6, delta: -300n },
        { account: ATA, mint: MINT, owner: WALLET, decimals: 6, delta: 300n },
      ],
    });
    expect(extractEntry(WALLET, signature, tx, new Set([MINT]))).toMatchObject({
      kind: 'transfer',
      movements: [{ asset: MINT, amount: '300' }],
      tokenAccounts: [ATA],
      unlistedArrived: true,
    });
    // Nothing listed moved and the wallet paid nothing: not a transfer, not a fee-only entry.
    const spamOnly = wire({
      feePayer: DONOR,
      tokens: [{ account: SPAM_ACCOUNT, mint: SPAM, owner: WALLET, decimals: 0, delta: 5n, opened: true }],
    });
    expect(extractEntry(WALLET, spamOnly.signature, spamOnly.tx, new Set([MINT]))).toMatchObject({
      kind: 'unlisted',
      movements: [],
      tokenAccounts: [],
      unlistedArrived: true,
    });
    // Taken back by the mint's permanent delegate: no outflow.
    const taken = wire({
      feePayer: DONOR,
      tokens: [{ account: ATA, mint: MINT, owner: WALLET, decimals: 6, delta: -100n }],
    });
    expect(extractEntry(WALLET, taken.signature, taken.tx, new Set())).toMatchObject({
      kind: 'fee-only',
      movements: [],
      unlistedArrived: false,
    });
  });

  it('refuses an answer whose balances do not match its accounts', () => {
    const { signature, tx } = wire({ feePayer: DONOR, lamports: { [DONOR]: -1, [WALLET]: 1 } });
    const broken = {
      ...tx,
      meta: { ...(tx.meta as NonNullable<WireTransaction['meta']>), preBalances: [1] },
    };
    expect(() => extractEntry(WALLET, signature, broken)).toThrow(/balances/);
  });
});

describe('keys', () => {
  it('month and list key', () => {
    expect(monthOf(Date.UTC(2026, 10, 23) / 1000)).toBe('2026-11');
    expect(monthOf(null)).toBe('unknown');
    const key = listKey(300_000_123, WALLET);
    expect(key).toBe(`000300000123-${WALLET}`);
    expect(isListKey(key)).toBe(true);
    expect(isListKey('../etc')).toBe(false);
  });
});
