import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Creates (or keeps) a user in the Auth emulator and signs in as it, returning its ID token. */
export async function emulatorIdToken(uid: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host)
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: the integration setup starts the emulator');
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID });
  const email = `${uid}@example.test`;
  const password = `${uid}-password`;
  await getAuth(app)
    .createUser({ uid, email, password })
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/uid-already-exists') throw error;
    });
  // The same REST call the web SDK makes; the emulator accepts any API key.
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Auth emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}
