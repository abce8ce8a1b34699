import type { RestFirestore } from '../platform/database/firestore-rest/rest-firestore.js';
import type { ReceivedTransfer } from './webhook-transfers.js';

/**
 * The receipts the donation webhook records (ADR 40), in the chain database: `donationReceipts/{reference}`,
 * one a reference, made with a create precondition from the first transfer that carried it (`signature`,
 * `lamports`, `references` in order, `confirmedAt`). A delivery sent twice records nothing the second time.
 */
export const RECEIPTS = 'donationReceipts';

/** gRPC ALREADY_EXISTS: a create precondition failed because the document is there. */
const ALREADY_EXISTS = 6;

/** Creates the receipts of `transfers`, one commit each; answers how many were new. */
export async function recordReceipts(
  db: RestFirestore,
  transfers: readonly ReceivedTransfer[],
): Promise<number> {
  const writes = transfers.flatMap((transfer) =>
    transfer.references.map((reference) => ({
      path: `${RECEIPTS}/${reference}`,
      data: {
        reference,
        signature: transfer.signature,
        lamports: transfer.lamports.toString(),
        references: transfer.references,
        confirmedAt: new Date(transfer.blockTime * 1000),
        recordedAt: new Date(),
      },
    })),
  );
  const created = await Promise.all(
    writes.map((write) =>
      db.create([write]).then(
        () => 1,
        (error: unknown) => {
          // Recorded before (this delivery sent again, or the same reference paid twice): the first stays.
          if ((error as { code?: unknown }).code === ALREADY_EXISTS) return 0;
          throw error;
        },
      ),
    ),
  );
  return created.reduce((sum: number, n) => sum + n, 0);
}
