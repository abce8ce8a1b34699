import type { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { heldRecord } from './holder-set.js';
import { type AccountsRead, readTokenAccounts } from './token-accounts.js';

// The second provider's count of a mint's holders (ADR 35), read at every full scan: eight bytes an
// account, not the first provider's 160, so two million holders cost it 16 MB (ADR 16).

const BLOCK_ENTRIES = 1 << 16;

/**
 * Distinct owners with a positive balance, counted from the first 8 bytes of each owner's key. Two real
 * owners sharing 8 bytes at 2 M holders is about a 1 in 10 million chance (and undercounts by one): far
 * inside the tolerance the count is compared with. Each prefix is kept as two 32-bit halves, high then
 * low, in the order a little-endian `BigUint64Array` over the same memory sorts them: no BigInt is made
 * per account.
 */
export class OwnerCount {
  private readonly blocks: Uint32Array[] = [];
  private size = 0;
  overflow = false;

  constructor(private readonly cap: number) {}

  /** Adds a 40-byte owner-and-amount slice; an empty account adds nothing. */
  add(data: Uint8Array): void {
    if (!heldRecord(data)) return;
    if (this.size >= this.cap) {
      this.overflow = true;
      return;
    }
    const at = (this.size % BLOCK_ENTRIES) * 2;
    if (at === 0) this.blocks.push(new Uint32Array(BLOCK_ENTRIES * 2));
    const block = this.blocks.at(-1) as Uint32Array;
    block[at] =
      (((data[4] as number) << 24) |
        ((data[5] as number) << 16) |
        ((data[6] as number) << 8) |
        (data[7] as number)) >>>
      0;
    block[at + 1] =
      (((data[0] as number) << 24) |
        ((data[1] as number) << 16) |
        ((data[2] as number) << 8) |
        (data[3] as number)) >>>
      0;
    this.size += 1;
  }

  /** The distinct owners among the accounts added. */
  count(): number {
    const all = new Uint32Array(this.size * 2);
    this.blocks.forEach((block, b) => {
      const entries = Math.min(BLOCK_ENTRIES, this.size - b * BLOCK_ENTRIES);
      all.set(block.subarray(0, entries * 2), b * BLOCK_ENTRIES * 2);
    });
    // Node runs on little-endian machines only: the low half is the first word of each pair.
    new BigUint64Array(all.buffer).sort();
    let distinct = 0;
    for (let i = 0; i < this.size; i++) {
      if (i === 0 || all[2 * i] !== all[2 * i - 2] || all[2 * i + 1] !== all[2 * i - 1]) distinct += 1;
    }
    return distinct;
  }
}

/**
 * The second provider's count of `mint`'s holders, with the standard `getProgramAccounts` every vendor
 * serves (one streamed answer per token program, the same 40-byte slice as the first provider's read).
 * More accounts than `maxAccounts` throws, as a witness that cannot be read.
 */
export async function witnessHolderCount(
  rpc: SolanaRpcClient,
  mint: string,
  maxAccounts: number,
): Promise<{ count: number; read: AccountsRead }> {
  const owners = new OwnerCount(maxAccounts);
  const read = await readTokenAccounts(rpc, mint, (data) => owners.add(data), { method: 'plain' });
  if (owners.overflow) throw new Error('the second provider listed more accounts than memory holds');
  return { count: owners.count(), read };
}
