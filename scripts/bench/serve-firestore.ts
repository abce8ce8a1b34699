/**
 * Child process of the API benchmark: the Firestore emulator alone, as Firestore is another
 * service in production, so its work does not share an event loop with the handlers'.
 */
import { startFirestoreEmulator } from '../local/firestore-emulator.js';

const firestore = await startFirestoreEmulator();
console.log(JSON.stringify({ firestoreHost: firestore.host, firestoreRestHost: firestore.restHost }));
process.on('SIGTERM', async () => {
  await firestore.stop();
  process.exit(0);
});
