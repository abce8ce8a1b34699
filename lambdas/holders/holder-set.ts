/**
 * Holders kept compactly: an owner is its 32-byte public key, never a string, and a set of owners
 * is one sorted Buffer. Two million holders take 64 MB of keys and 16 MB of amounts, outside the
 * JavaScript heap.
 */
import { MAX_ADDRESS_TEXT } from './account-data-scanner.js';

export const KEY_BYTES = 32;
/** Owner and amount, as at offset 32 of a token account. */
const RECORD_BYTES = 40;
const BLOCK_RECORDS = 1 << 16;
/** The sort key packs a 26-bit prefix of the owner with the record's index in a float64's 53 bits. */
const INDEX_BITS = 27;
const INDEX_SCALE = 2 ** INDEX_BITS;
export const MAX_ACCOUNTS = INDEX_SCALE;
/**
 * Memory a run needs per account it keeps: the record (40 bytes), its address as text (44: the second
 * provider is asked about newcomers by their token account, ADR 35), its sort key (8), the owner and
 * amount once summed (40) with the index of one of its records (4), with room for the blocks' slack
 * and the page being read.
 */
const BYTES_PER_ACCOUNT = 208;
/** What the function needs besides the accounts: the runtime, the libraries, Firestore's client. */
const BASE_MEMORY_MB = 256;

/**
 * Accounts a run may keep in a function of `memoryMb` (Lambda's AWS_LAMBDA_FUNCTION_MEMORY_SIZE): an
 * answer listing more is refused as implausible rather than run out of memory. 1,024 MB keeps 5 M.
 */
export function accountCapFor(memoryMb: number | undefined): number {
  if (!memoryMb) return MAX_ACCOUNTS;
  return Math.min(MAX_ACCOUNTS, Math.floor(((memoryMb - BASE_MEMORY_MB) * 1024 * 1024) / BYTES_PER_ACCOUNT));
}

/**
 * True when a 40-byte owner-and-amount slice holds more than zero; throws on a slice of another length.
 * The one record check of both readers of the scan's slice: the holder set and the witness's count
 * (witness-count.ts).
 */
export function heldRecord(data: Uint8Array): boolean {
  if (data.length !== RECORD_BYTES) {
    throw new Error(`Expected ${RECORD_BYTES} bytes of account data, got ${data.length}`);
  }
  for (let i = KEY_BYTES; i < RECORD_BYTES; i++) if (data[i] !== 0) return true;
  return false;
}

/** Token accounts as they are read (only those with a positive amount), in fixed blocks: growth never copies. */
export class AccountRecords {
  private readonly blocks: Buffer[] = [];
  /** Each record's account address, base58 text padded with zeros (all zeros: not known). */
  private readonly addresses: Buffer[] = [];
  private size = 0;
  /** True once more accounts came than the cap: the rest were not kept, and the read is not believed. */
  overflow = false;

  constructor(private readonly cap: number = MAX_ACCOUNTS) {}

  get count(): number {
    return this.size;
  }

  /**
   * Adds a 40-byte owner-and-amount slice and the account's address (base58 text, empty when not
   * known: a scan resumed from a checkpoint); an empty account adds nothing.
   */
  add(data: Uint8Array, address: Uint8Array = EMPTY): void {
    if (!heldRecord(data)) return;
    if (this.size >= this.cap) {
      this.overflow = true;
      return;
    }
    const offset = (this.size % BLOCK_RECORDS) * RECORD_BYTES;
    if (offset === 0) {
      this.blocks.push(Buffer.allocUnsafe(BLOCK_RECORDS * RECORD_BYTES));
      this.addresses.push(Buffer.alloc(BLOCK_RECORDS * MAX_ADDRESS_TEXT));
    }
    (this.blocks.at(-1) as Buffer).set(data, offset);
    if (address.length > 0 && address.length <= MAX_ADDRESS_TEXT) {
      (this.addresses.at(-1) as Buffer).set(address, (this.size % BLOCK_RECORDS) * MAX_ADDRESS_TEXT);
    }
    this.size += 1;
  }

  /** Record `index`'s account address (base58), undefined when the read did not name it. */
  address(index: number): string | undefined {
    const block = this.addresses[Math.floor(index / BLOCK_RECORDS)] as Buffer;
    const at = (index % BLOCK_RECORDS) * MAX_ADDRESS_TEXT;
    let end = at;
    while (end < at + MAX_ADDRESS_TEXT && block[end] !== 0) end++;
    return end === at ? undefined : block.toString('latin1', at, end);
  }

  /**
   * The exact sum of every record's amount, whatever the owners: the supply check (ADR 35) needs the
   * accounts' own sum, which the per-owner u64 amounts could wrap. Each block is summed as two 32-bit
   * halves in plain numbers (65,536 records keep them under 2^48, exact), so no BigInt is made per record.
   */
  total(): bigint {
    let total = 0n;
    for (let b = 0; b < this.blocks.length; b++) {
      const block = this.blocks[b] as Buffer;
      const records = Math.min(BLOCK_RECORDS, this.size - b * BLOCK_RECORDS);
      let low = 0;
      let high = 0;
      for (let at = KEY_BYTES; at < records * RECORD_BYTES; at += RECORD_BYTES) {
        low += block.readUInt32LE(at);
        high += block.readUInt32LE(at + 4);
      }
      total += (BigInt(high) << 32n) + BigInt(low);
    }
    return total;
  }

  block(index: number): Buffer {
    return this.blocks[Math.floor(index / BLOCK_RECORDS)] as Buffer;
  }

  offset(index: number): number {
    return (index % BLOCK_RECORDS) * RECORD_BYTES;
  }

  /** Compares the owners of two records, as bytes. */
  compareOwners(a: number, b: number): number {
    const offsetA = this.offset(a);
    const offsetB = this.offset(b);
    return this.block(a).compare(this.block(b), offsetB, offsetB + KEY_BYTES, offsetA, offsetA + KEY_BYTES);
  }
}

const EMPTY = new Uint8Array(0);

/** Distinct owners with a positive balance, sorted by key; `amounts[i]` belongs to `owners[32i..32i+32)`. */
export interface Holders {
  readonly count: number;
  readonly owners: Buffer;
  readonly amounts: BigUint64Array;
  /**
   * One of owner `i`'s token accounts with a positive balance, as the first provider named it (the
   * second provider is asked about that account: ADR 35); undefined when the read did not name it.
   */
  readonly accountOf?: (i: number) => string | undefined;
}

/**
 * Sums the records per owner (a wallet may hold several token accounts) and sorts the owners.
 * The records are sorted through one Float64Array of packed keys (a typed-array sort, no
 * comparator), then ties on the 26-bit prefix are settled by comparing whole keys.
 */
export function aggregateHolders(records: AccountRecords): Holders {
  const n = records.count;
  const order = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const prefix = records.block(i).readUInt32BE(records.offset(i)) >>> 6;
    order[i] = prefix * INDEX_SCALE + i;
  }
  order.sort();
  const indexOf = (k: number) => (order[k] as number) % INDEX_SCALE;
  const prefixOf = (k: number) => Math.floor((order[k] as number) / INDEX_SCALE);
  // Runs that share a prefix are short (two million uniform keys give about 30,000 pairs).
  for (let start = 0; start < n; ) {
    let end = start + 1;
    while (end < n && prefixOf(end) === prefixOf(start)) end++;
    if (end - start > 1) {
      const run = Array.from({ length: end - start }, (_, k) => indexOf(start + k));
      run.sort((a, b) => records.compareOwners(a, b));
      run.forEach((index, k) => {
        order[start + k] = prefixOf(start) * INDEX_SCALE + index;
      });
    }
    start = end;
  }
  const owners = Buffer.allocUnsafe(n * KEY_BYTES);
  const amounts = new BigUint64Array(n);
  const recordOf = new Uint32Array(n);
  let count = 0;
  let previous = -1;
  for (let k = 0; k < n; k++) {
    const index = indexOf(k);
    const block = records.block(index);
    const offset = records.offset(index);
    const amount = block.readBigUInt64LE(offset + KEY_BYTES);
    if (previous >= 0 && records.compareOwners(previous, index) === 0) {
      amounts[count - 1] = (amounts[count - 1] as bigint) + amount;
    } else {
      block.copy(owners, count * KEY_BYTES, offset, offset + KEY_BYTES);
      amounts[count] = amount;
      recordOf[count] = index;
      count += 1;
    }
    previous = index;
  }
  return {
    count,
    owners: owners.subarray(0, count * KEY_BYTES),
    amounts: amounts.subarray(0, count),
    accountOf: (i) => records.address(recordOf[i] as number),
  };
}

/** The `i`th key of a sorted key buffer. */
export function keyAt(keys: Buffer, i: number): Buffer {
  return keys.subarray(i * KEY_BYTES, (i + 1) * KEY_BYTES);
}

/** Compares key `i` of `a` with key `j` of `b`. */
export function compareKeys(a: Buffer, i: number, b: Buffer, j: number): number {
  return a.compare(b, j * KEY_BYTES, (j + 1) * KEY_BYTES, i * KEY_BYTES, (i + 1) * KEY_BYTES);
}

/** True when `key` is one of the sorted `keys` (binary search). */
export function hasKey(keys: Buffer, key: Buffer): boolean {
  return indexOfKey(keys, key) >= 0;
}

/** Where `key` is in the sorted `keys` (binary search), -1 when it is not. */
export function indexOfKey(keys: Buffer, key: Uint8Array): number {
  let low = 0;
  let high = keys.length / KEY_BYTES - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const order = keys.compare(key, 0, KEY_BYTES, mid * KEY_BYTES, (mid + 1) * KEY_BYTES);
    if (order === 0) return mid;
    if (order < 0) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}

/** Merges two sorted, disjoint key buffers into one sorted buffer. */
export function mergeKeys(a: Buffer, b: Buffer): Buffer {
  const out = Buffer.allocUnsafe(a.length + b.length);
  let i = 0;
  let j = 0;
  const na = a.length / KEY_BYTES;
  const nb = b.length / KEY_BYTES;
  for (let k = 0; k < na + nb; k++) {
    const fromA = j >= nb || (i < na && compareKeys(a, i, b, j) < 0);
    if (fromA) a.copy(out, k * KEY_BYTES, i * KEY_BYTES, ++i * KEY_BYTES);
    else b.copy(out, k * KEY_BYTES, j * KEY_BYTES, ++j * KEY_BYTES);
  }
  return out;
}
