import bs58 from 'bs58';
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { isPublicKey } from '../platform/solana/public-key.js';

// zod's light build, as the holder webhook's: the provider gives up after about a second.
z.config(en());

/** The system program, whose Transfer instruction (index 2) a Solana Pay request becomes. */
const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const TRANSFER = 2;
/** References kept per transaction at most, as the ledger keeps (ledger/transfer-references.ts). */
const MAX_REFERENCES = 8;
/** Solana's genesis block (16 March 2020): no block time can be earlier. */
const SOLANA_GENESIS_SECONDS = 1_584_316_800;

const instruction = z.looseObject({
  programId: z.string(),
  accounts: z._default(z.array(z.string()).check(z.maxLength(256)), []),
  data: z._default(z.string().check(z.maxLength(4096)), ''),
});

/** One Helius enhanced transaction, the fields read here; the provider adds others over time. */
const transaction = z.looseObject({
  signature: z.string().check(z.minLength(1), z.maxLength(128)),
  timestamp: z.int().check(z.minimum(SOLANA_GENESIS_SECONDS)),
  transactionError: z.optional(z.unknown()),
  instructions: z._default(z.array(instruction).check(z.maxLength(64)), []),
  accountData: z._default(
    z.array(z.looseObject({ account: z.string(), nativeBalanceChange: z.number() })).check(z.maxLength(256)),
    [],
  ),
});

/** A donation webhook delivery: a JSON array of enhanced transactions. */
export const donationDeliverySchema = z.array(transaction).check(z.maxLength(1000));
export type DonationDelivery = z.infer<typeof donationDeliverySchema>;

/** A transfer the wallet received with Solana Pay references (ADR 40). */
export interface ReceivedTransfer {
  signature: string;
  lamports: bigint;
  /** The transfer instruction's extra keys, in order. */
  references: string[];
  /** Unix seconds. */
  blockTime: number;
}

function isTransfer(data: string): boolean {
  try {
    const bytes = Buffer.from(bs58.decode(data));
    return bytes.length >= 12 && bytes.readUInt32LE(0) === TRANSFER;
  } catch {
    return false;
  }
}

/**
 * The transfers to `wallet` in a delivery that carry references: a transaction that succeeded, raised
 * the wallet's balance, and holds a top-level system Transfer to the wallet with extra keys (the same
 * reading as the ledger import's, ledger/transfer-references.ts). Anything else is passed over.
 */
export function receivedTransfers(wallet: string, delivery: DonationDelivery): ReceivedTransfer[] {
  const found: ReceivedTransfer[] = [];
  for (const tx of delivery) {
    if (tx.transactionError !== undefined && tx.transactionError !== null) continue;
    const change = tx.accountData.find((a) => a.account === wallet)?.nativeBalanceChange ?? 0;
    if (!Number.isSafeInteger(change) || change <= 0) continue;
    const references: string[] = [];
    for (const ix of tx.instructions) {
      if (ix.programId !== SYSTEM_PROGRAM || ix.accounts[1] !== wallet || !isTransfer(ix.data)) continue;
      for (const key of ix.accounts.slice(2)) {
        if (key !== wallet && isPublicKey(key) && !references.includes(key)) references.push(key);
      }
    }
    if (references.length === 0) continue;
    found.push({
      signature: tx.signature,
      lamports: BigInt(change),
      references: references.slice(0, MAX_REFERENCES),
      blockTime: tx.timestamp,
    });
  }
  return found;
}
