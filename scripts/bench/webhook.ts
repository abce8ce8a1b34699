import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { fakePublicKey } from '../local/fake-solana-rpc.js';

/** The mint and shared secret the benchmark's webhook runs with. */
export const BENCH_MINT = fakePublicKey('bench-mint');
export const BENCH_WEBHOOK_SECRET = 'bench-webhook-secret-0123456789';

/** Marks the bench mint's holders as imported, so deliveries are recorded (as after the first reconciliation). */
export async function markImported(db: Firestore): Promise<void> {
  await db
    .collection('holderFeed')
    .doc(BENCH_MINT)
    .set({ mint: BENCH_MINT, importedAt: Timestamp.now() }, { merge: true });
}
