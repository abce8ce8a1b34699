/** Child process of the API benchmark: Firestore emulator, seeded roadmap, and the local gateway. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../local/firestore-emulator.js';
import { startGateway } from '../local/gateway.js';

const firestore = await startFirestoreEmulator();
const env = {
  FIRESTORE_EMULATOR_HOST: firestore.host,
  FIREBASE_PROJECT_ID: 'demo-meme-token',
  ADMIN_UID: 'bench-admin',
  LOCAL_STACK: '1',
};
Object.assign(process.env, env);
const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: env.FIREBASE_PROJECT_ID }));
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
const gateway = await startGateway({ env });
console.log(JSON.stringify({ url: gateway.url, firestoreHost: firestore.host }));
process.on('SIGTERM', async () => {
  await gateway.stop();
  await firestore.stop();
  process.exit(0);
});
