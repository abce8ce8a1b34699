/** Child process of the API benchmark: seeds the roadmap into the emulator at argv[2], runs the local gateway. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections.js';
import { FACTS_DATABASE_ID } from '../../lambdas/platform/database/facts-collections.js';
import { startGateway } from '../local/gateway.js';
import {
  DONATION_WALLET,
  SITE_URL,
  seedProbedAnnouncement,
  seedProbedFacts,
  seedProbedLedgerEntry,
} from './cold-starts.js';
import { BENCH_MINT, BENCH_WEBHOOK_SECRET, markImported } from './webhook.js';

const [firestoreHost, firestoreRestHost] = process.argv.slice(2);
if (!firestoreHost || !firestoreRestHost) {
  throw new Error('usage: serve-api.ts <firestore emulator host:port> <its REST front host:port>');
}
const env = {
  FIRESTORE_EMULATOR_HOST: firestoreHost,
  FIRESTORE_REST_EMULATOR_HOST: firestoreRestHost,
  FIREBASE_PROJECT_ID: 'demo-meme-token',
  ADMIN_UID: 'bench-admin',
  LOCAL_STACK: '1',
  // The holder webhook's configuration (see scripts/bench/webhook.ts).
  TOKEN_MINT: BENCH_MINT,
  HOLDER_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
  // The ledger's and the feeds' configuration, as the cold-start runs have it.
  DONATION_WALLET,
  SITE_URL,
};
Object.assign(process.env, env);
const app = getApps()[0] ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID });
const db = getFirestore(app);
const batch = db.batch();
for (let i = 1; i <= 12; i++) {
  const status = ['in_progress', 'planned', 'completed'][i % 3];
  batch.set(db.collection('roadmap').doc(`item-${i}`), {
    title: `Roadmap item ${i}`,
    description: 'A description of reasonable length for a roadmap card on the landing page.',
    status,
    timeline: 'Q1 2027',
    order: i,
  });
}
await batch.commit();
// The advisory the news page's probe names (behaviour §14.2).
await seedProbedAnnouncement(db);
// The holder feed's state is chain data; the ledger and what the watches store for the facts routes
// (ADR 11) are believed facts (ADR 37 and its amendments).
await markImported(getFirestore(app, CHAIN_DATABASE_ID));
const facts = getFirestore(app, FACTS_DATABASE_ID);
await seedProbedLedgerEntry(facts);
await seedProbedFacts(facts);
const gateway = await startGateway({ env });
console.log(JSON.stringify({ url: gateway.url }));
process.on('SIGTERM', async () => {
  await gateway.stop();
  process.exit(0);
});
