import bs58 from 'bs58';
import { z } from 'zod';
import { accountList, type WireTransaction } from './wire-transaction.js';

/** A top-level instruction as `getTransaction` (encoding `json`) gives it. */
const instructionSchema = z.object({
  programIdIndex: z.number().int().nonnegative(),
  accounts: z.array(z.number().int().nonnegative()),
  data: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]*$/),
});

/** A top-level instruction with its program and accounts as addresses, its data as bytes. */
export interface ReadInstruction {
  programId: string;
  accounts: string[];
  data: Buffer;
}

/**
 * The transaction's top-level instructions that can be read. One of another shape (an index outside
 * the account list, data that is not base58, a field of another type) is passed over: it ties nothing
 * and breaks nothing. Instructions a program calls (inner instructions) are not among them.
 */
export function topLevelInstructions(tx: WireTransaction): ReadInstruction[] {
  const message = tx.transaction.message as { instructions?: unknown };
  if (!Array.isArray(message.instructions)) return [];
  const keys = accountList(tx);
  const read: ReadInstruction[] = [];
  for (const raw of message.instructions) {
    const parsed = instructionSchema.safeParse(raw);
    if (!parsed.success) continue;
    const { programIdIndex, accounts, data } = parsed.data;
    const programId = keys[programIdIndex];
    if (programId === undefined || accounts.some((i) => i >= keys.length)) continue;
    read.push({
      programId,
      accounts: accounts.map((i) => keys[i] as string),
      data: Buffer.from(bs58.decode(data)),
    });
  }
  return read;
}
