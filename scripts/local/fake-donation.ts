import bs58 from 'bs58';
import type { FakeTransfer } from './fake-solana-ledger.js';

/**
 * A donation the local chain receives (ADR 40): a system transfer to the wallet whose extra keys are the
 * Solana Pay references, as a wallet app builds it from a `solana:` request or the Action's transaction.
 */
export interface FakeDonation {
  /** The donor; @default a fixed stand-in */
  readonly from: string;
  /** The recipient: the donation wallet, or another wallet (a transfer that must not count). */
  readonly to: string;
  readonly lamports: number;
  /** Solana Pay references in order (a goal's, the request's). */
  readonly references: readonly string[];
}

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const FEE = 5000;

/** The system program's Transfer data: u32 index 2, then the u64 lamports, little-endian. */
export function transferData(lamports: number): Uint8Array {
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(BigInt(lamports), 4);
  return data;
}

/** The donation as the fake ledger stores it. */
export function donationTransfer(donation: FakeDonation, blockTime?: number): FakeTransfer {
  return {
    feePayer: donation.from,
    ...(blockTime === undefined ? {} : { blockTime }),
    fee: FEE,
    lamports: { [donation.from]: -donation.lamports, [donation.to]: donation.lamports },
    instructions: [
      {
        programId: SYSTEM_PROGRAM,
        accounts: [donation.from, donation.to, ...donation.references],
        data: transferData(donation.lamports),
      },
    ],
  };
}

/**
 * The same transaction as the provider's webhook delivers it (Helius enhanced transactions): the fields
 * the donation webhook reads, in their wire form, and a few of those it ignores.
 */
export function enhancedDonation(donation: FakeDonation, signature: string, blockTime: number) {
  return {
    signature,
    timestamp: blockTime,
    type: 'TRANSFER',
    source: 'SYSTEM_PROGRAM',
    fee: FEE,
    feePayer: donation.from,
    transactionError: null,
    nativeTransfers: [
      { fromUserAccount: donation.from, toUserAccount: donation.to, amount: donation.lamports },
    ],
    tokenTransfers: [],
    accountData: [
      { account: donation.from, nativeBalanceChange: -(donation.lamports + FEE), tokenBalanceChanges: [] },
      { account: donation.to, nativeBalanceChange: donation.lamports, tokenBalanceChanges: [] },
      ...donation.references.map((account) => ({ account, nativeBalanceChange: 0, tokenBalanceChanges: [] })),
    ],
    instructions: [
      {
        programId: SYSTEM_PROGRAM,
        accounts: [donation.from, donation.to, ...donation.references],
        data: bs58.encode(transferData(donation.lamports)),
        innerInstructions: [],
      },
    ],
    events: {},
  };
}
