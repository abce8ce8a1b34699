import { topLevelInstructions } from '../platform/solana/top-level-instructions.js';
import type { WireTransaction } from '../platform/solana/wire-transaction.js';
import { type LedgerEntry, SOL } from './extract.js';

/** The system program, whose Transfer instruction (index 2) a Solana Pay request becomes. */
export const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TRANSFER = 2;
/** References kept per transaction at most: what one transaction stores stays bounded (ADR 16). */
export const MAX_REFERENCES = 8;

/** A ledger entry with the Solana Pay references of what it received (ADR 40). */
export type ReferencedEntry = LedgerEntry & { references?: string[] };

/**
 * The Solana Pay references of a SOL transfer the wallet received (ADR 40): the extra keys, in order, of
 * each top-level system-program Transfer instruction whose recipient is the wallet, when the wallet's
 * SOL rose. A transfer to another wallet carrying the same keys, or an outflow, has none.
 */
export function transferReferences(wallet: string, entry: LedgerEntry, tx: WireTransaction): string[] {
  if (entry.kind !== 'transfer') return [];
  const sol = entry.movements.find((m) => m.asset === SOL);
  if (!sol || BigInt(sol.amount) <= 0n) return [];
  const found: string[] = [];
  for (const instruction of topLevelInstructions(tx)) {
    if (instruction.programId !== SYSTEM_PROGRAM || instruction.accounts[1] !== wallet) continue;
    if (instruction.data.length < 12 || instruction.data.readUInt32LE(0) !== TRANSFER) continue;
    for (const key of instruction.accounts.slice(2)) {
      if (key !== wallet && !found.includes(key)) found.push(key);
    }
  }
  return found.slice(0, MAX_REFERENCES);
}

/** The entry with its references, when it has any (the import stores them with the transaction). */
export function withReferences(wallet: string, entry: LedgerEntry, tx: WireTransaction): ReferencedEntry {
  const references = transferReferences(wallet, entry, tx);
  return references.length > 0 ? { ...entry, references } : entry;
}

// Lamports received: `receivedLamports` in extract.ts, which the public ledger's bundle reads without zod.
