import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';

/** What one donation transaction moves: `lamports` from `account` to `wallet`, with the references. */
export interface DonationTransfer {
  account: string;
  wallet: string;
  lamports: bigint;
  /** Solana Pay references, in order: read-only non-signer keys of the transfer instruction. */
  references: readonly string[];
  blockhash: { blockhash: string; lastValidBlockHeight: bigint };
}

/**
 * The unsigned donation transaction, base64 (ADR 40): one system transfer and nothing else, the donor's
 * `account` its fee payer and only signer, built with the ecosystem's library rather than by hand.
 */
export function donationTransaction(transfer: DonationTransfer): string {
  const donor = createNoopSigner(address(transfer.account));
  const base = getTransferSolInstruction({
    source: donor,
    destination: address(transfer.wallet),
    amount: transfer.lamports,
  });
  const instruction = {
    ...base,
    accounts: [
      ...base.accounts,
      ...transfer.references.map((key) => ({ address: address(key), role: AccountRole.READONLY })),
    ],
  };
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(donor, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: transfer.blockhash.blockhash as Blockhash,
          lastValidBlockHeight: transfer.blockhash.lastValidBlockHeight,
        },
        m,
      ),
    (m) => appendTransactionMessageInstruction(instruction, m),
  );
  return getBase64EncodedWireTransaction(compileTransaction(message));
}
