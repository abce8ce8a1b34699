import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { createHolderStats, type HolderStatsConfig } from './holder-stats.js';

/** A deterministic 32-byte owner key and its base58 address. */
const key = (name: string) => new Uint8Array(createHash('sha256').update(name).digest());
const address = (name: string) => bs58.encode(key(name));
const NONE: HolderStatsConfig = { decimals: 0, labelled: [] };

function run(config: HolderStatsConfig, holders: [string, bigint][]) {
  const stats = createHolderStats(config);
  for (const [name, amount] of holders) stats.onHolder(key(name), amount);
  return stats.result();
}

describe('createHolderStats', () => {
  it('gives empty figures when nobody holds the token', () => {
    const result = run(NONE, []);
    expect(result).toMatchObject({ holders: 0, total: '0', top10: { amount: '0', share: 0 }, largest: [] });
    expect(result.bands.every((band) => band.count === 0)).toBe(true);
  });

  it('gives one holder the whole supply', () => {
    const result = run(NONE, [['only', 5_000n]]);
    expect(result.holders).toBe(1);
    expect(result.total).toBe('5000');
    expect(result.top10).toEqual({ amount: '5000', share: 1 });
    expect(result.top50).toEqual({ amount: '5000', share: 1 });
    expect(result.largest).toEqual([{ address: address('only'), amount: '5000', share: 1 }]);
    expect(result.bands.find((band) => band.count > 0)).toEqual({ from: 1_000, to: 10_000, count: 1 });
  });

  it('does not count owners with a zero balance', () => {
    const result = run(NONE, [
      ['a', 10n],
      ['zero', 0n],
    ]);
    expect(result.holders).toBe(1);
    expect(result.largest.map((entry) => entry.address)).toEqual([address('a')]);
    expect(result.bands.reduce((sum, band) => sum + band.count, 0)).toBe(1);
  });

  it('keeps only the largest owners, whatever the order they come in, with ties ranked by address', () => {
    // 60 owners of 1..60 tokens, fed in a shuffled order, and 3 more tied at 100.
    const holders: [string, bigint][] = Array.from({ length: 60 }, (_, i) => [`h${i + 1}`, BigInt(i + 1)]);
    // Fed in a shuffled (but repeatable) order: by the first byte of each name's hash.
    const order = (name: string) => createHash('md5').update(name).digest().readUInt8(0);
    holders.sort(([a], [b]) => order(a) - order(b));
    holders.push(['tie-x', 100n], ['tie-y', 100n], ['tie-z', 100n]);
    const result = run(NONE, holders);
    const total = (60n * 61n) / 2n + 300n;
    expect(result.total).toBe(total.toString());
    const tied = [address('tie-x'), address('tie-y'), address('tie-z')].sort((a, b) =>
      Buffer.compare(bs58.decode(a), bs58.decode(b)),
    );
    expect(result.largest.slice(0, 3).map((entry) => entry.address)).toEqual(tied);
    expect(result.largest.slice(3).map((entry) => entry.amount)).toEqual([
      '60',
      '59',
      '58',
      '57',
      '56',
      '55',
      '54',
    ]);
    // Top 10: the three ties and 60..54; top 50: those and 53..14.
    const top10 = 300n + ((60n + 54n) * 7n) / 2n;
    expect(result.top10.amount).toBe(top10.toString());
    expect(result.top10.share).toBeCloseTo(Number(top10) / Number(total), 5);
    const top50 = 300n + ((60n + 14n) * 47n) / 2n;
    expect(result.top50.amount).toBe(top50.toString());
  });

  it('gives the same ranking when tied owners come in the other order', () => {
    const forward = run(NONE, [
      ['p', 7n],
      ['q', 7n],
    ]);
    const backward = run(NONE, [
      ['q', 7n],
      ['p', 7n],
    ]);
    expect(backward.largest).toEqual(forward.largest);
  });

  it('shows labelled addresses apart: out of the top and the bands, with what they hold', () => {
    const config: HolderStatsConfig = {
      decimals: 0,
      labelled: [
        { address: address('pool'), kind: 'liquidity-pool', label: 'Liquidity pool' },
        { address: address('burn'), kind: 'burn', label: 'Burn address' },
        { address: address('empty-treasury'), kind: 'team', label: 'Treasury' },
      ],
    };
    const result = run(config, [
      ['pool', 600n],
      ['burn', 300n],
      ['a', 90n],
      ['b', 10n],
    ]);
    expect(result.holders).toBe(4);
    expect(result.total).toBe('1000');
    expect(result.top10).toEqual({ amount: '100', share: 0.1 });
    expect(result.largest.map((entry) => entry.address)).toEqual([address('a'), address('b')]);
    expect(result.labelled).toEqual([
      {
        address: address('pool'),
        kind: 'liquidity-pool',
        label: 'Liquidity pool',
        amount: '600',
        share: 0.6,
      },
      { address: address('burn'), kind: 'burn', label: 'Burn address', amount: '300', share: 0.3 },
      { address: address('empty-treasury'), kind: 'team', label: 'Treasury', amount: '0', share: 0 },
    ]);
    expect(result.bands.reduce((sum, band) => sum + band.count, 0)).toBe(2);
  });

  it('counts holders by size in whole tokens, an edge belonging to the band above', () => {
    const unit = 1_000_000n; // 6 decimals
    const result = run({ decimals: 6, labelled: [] }, [
      ['dust', 1n],
      ['just-under-1k', 1_000n * unit - 1n],
      ['exactly-1k', 1_000n * unit],
      ['50k', 50_000n * unit],
      ['2m', 2_000_000n * unit],
      ['whale', 120_000_000n * unit],
    ]);
    expect(result.bands).toEqual([
      { from: 0, to: 1_000, count: 2 },
      { from: 1_000, to: 10_000, count: 1 },
      { from: 10_000, to: 100_000, count: 1 },
      { from: 100_000, to: 1_000_000, count: 0 },
      { from: 1_000_000, to: 10_000_000, count: 1 },
      { from: 10_000_000, to: null, count: 1 },
    ]);
  });

  it('copies the owner key, so a caller may reuse its buffer', () => {
    const stats = createHolderStats(NONE);
    const buffer = key('first');
    stats.onHolder(buffer, 5n);
    buffer.set(key('second'));
    stats.onHolder(buffer, 3n);
    expect(stats.result().largest.map((entry) => entry.address)).toEqual([
      address('first'),
      address('second'),
    ]);
  });

  it('refuses an owner key that is not 32 bytes', () => {
    expect(() => createHolderStats(NONE).onHolder(new Uint8Array(31), 1n)).toThrow('32 bytes');
  });
});
