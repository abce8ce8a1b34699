import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections.js';
import { stack } from './harness.js';

/** Signs the local administrator in at the Auth emulator and returns a Firebase ID token. */
export async function adminIdToken(): Promise<string> {
  const { authHost, admin } = stack();
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Auth emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Calls the API as the administrator. */
export async function adminRequest(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${stack().url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminIdToken()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Writes a holder into `newHolders` (the chain database, ADR 37) as the holder watcher would, seen now. */
export async function seedNewHolder(wallet: string): Promise<void> {
  const { firestoreHost, projectId } = stack();
  process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
  const app = initializeApp({ projectId }, `e2e-holder-${Date.now()}`);
  try {
    await getFirestore(app, CHAIN_DATABASE_ID)
      .collection('newHolders')
      .doc(wallet)
      .set({ wallet, seenAt: Timestamp.now() });
  } finally {
    await deleteApp(app);
  }
}
