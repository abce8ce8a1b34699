import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OwnerCount } from './witness-count.js';

// ADR 35: the second provider's count, 8 bytes an account, counts owners with a positive balance once.
const slice = (owner: string, amount: bigint) => {
  const data = Buffer.alloc(40);
  createHash('sha256').update(owner).digest().copy(data, 0);
  data.writeBigUInt64LE(amount, 32);
  return data;
};

describe('OwnerCount', () => {
  it('counts each owner once, whatever its accounts, and no empty account', () => {
    const owners = new OwnerCount(1000);
    owners.add(slice('a', 1n));
    owners.add(slice('b', 2n));
    owners.add(slice('a', 3n));
    owners.add(slice('c', 0n));
    expect(owners.count()).toBe(2);
  });

  it('counts across its blocks of 65,536 accounts, in any order', () => {
    const owners = new OwnerCount(1_000_000);
    for (let i = 0; i < 100_000; i++) owners.add(slice(`owner-${i % 70_000}`, 1n));
    expect(owners.count()).toBe(70_000);
  });

  it('reads the slice as the holder set does: an amount in its last byte held, another length refused', () => {
    const owners = new OwnerCount(10);
    const last = Buffer.alloc(40);
    last[39] = 1;
    owners.add(last);
    expect(owners.count()).toBe(1);
    expect(() => owners.add(Buffer.alloc(39))).toThrow('Expected 40 bytes of account data, got 39');
  });

  it('says when more accounts came than its cap', () => {
    const owners = new OwnerCount(2);
    for (const name of ['a', 'b', 'c']) owners.add(slice(name, 1n));
    expect(owners.overflow).toBe(true);
  });
});
