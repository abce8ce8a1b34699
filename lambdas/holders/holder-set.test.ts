import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AccountRecords, aggregateHolders, hasKey, mergeKeys } from './holder-set.js';

const record = (owner: Buffer, amount: bigint) => {
  const data = Buffer.alloc(40);
  owner.copy(data, 0);
  data.writeBigUInt64LE(amount, 32);
  return data;
};

describe('aggregateHolders', () => {
  it('sums each owner’s accounts, leaves out empty ones, and sorts the owners by their bytes', () => {
    // Keys sharing their first four bytes exercise the tie-break on whole keys.
    const owners = Array.from({ length: 3000 }, (_, i) => {
      const key = randomBytes(32);
      if (i % 3 === 0) key.writeUInt32BE(0xabcdef00, 0);
      return key;
    });
    const records = new AccountRecords();
    owners.forEach((owner, i) => {
      records.add(record(owner, BigInt(i + 1)));
      if (i % 2 === 0) records.add(record(owner, 1000n));
    });
    records.add(record(randomBytes(32), 0n));
    const holders = aggregateHolders(records);
    expect(holders.count).toBe(3000);
    const expected = owners
      .map((owner, i) => ({ hex: owner.toString('hex'), amount: BigInt(i + 1) + (i % 2 === 0 ? 1000n : 0n) }))
      .sort((a, b) => (a.hex < b.hex ? -1 : 1));
    const got = Array.from({ length: holders.count }, (_, i) => ({
      hex: holders.owners.subarray(i * 32, i * 32 + 32).toString('hex'),
      amount: holders.amounts[i],
    }));
    expect(got).toEqual(expected);
  });

  it('totals every account exactly, over blocks and beyond what a u64 holds', () => {
    const records = new AccountRecords();
    const max = 2n ** 64n - 1n;
    let expected = 0n;
    // More than one block of 65,536 records, with amounts whose halves both carry.
    for (let i = 0; i < 70_000; i++) {
      const amount = i % 1000 === 0 ? max : BigInt(i) * 4_294_967_297n;
      records.add(record(randomBytes(32), amount));
      expected += amount;
    }
    records.add(record(randomBytes(32), 0n));
    expect(expected > max).toBe(true);
    expect(records.total()).toBe(expected);
    expect(new AccountRecords().total()).toBe(0n);
  });

  it('refuses an account slice that is not 40 bytes', () => {
    expect(() => new AccountRecords().add(Buffer.alloc(39))).toThrow(
      'Expected 40 bytes of account data, got 39',
    );
  });
});

describe('sorted key buffers', () => {
  const sorted = (n: number) =>
    Buffer.concat(Array.from({ length: n }, () => randomBytes(32)).sort((a, b) => a.compare(b)));

  it('merges two sorted sets into one sorted set, and finds every key of it', () => {
    const a = sorted(500);
    const b = sorted(300);
    const merged = mergeKeys(a, b);
    const keys = Array.from({ length: 800 }, (_, i) => merged.subarray(i * 32, i * 32 + 32));
    expect(keys.every((key, i) => i === 0 || (keys[i - 1] as Buffer).compare(key) < 0)).toBe(true);
    expect(keys.every((key) => hasKey(merged, key))).toBe(true);
    expect(hasKey(merged, randomBytes(32))).toBe(false);
    expect(hasKey(Buffer.alloc(0), randomBytes(32))).toBe(false);
  });
});
