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

const identityToolkit = (path: string) =>
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/${path}?key=demo-api-key`;

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(identityToolkit(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Auth emulator ${path} failed: ${JSON.stringify(json)}`);
  return json;
}

/** The latest code the Auth emulator "sent" to `phoneNumber` (its REST endpoint for tests). */
export async function emulatorPhoneCode(phoneNumber: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID;
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/verificationCodes`);
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`No verification code for ${phoneNumber}`);
  return code;
}

/** The phone number of every multi-factor test account: the emulator sends no real SMS. */
export const TEST_PHONE = '+15555550100';

/**
 * Creates (or keeps) a user with a verified e-mail and a phone second factor, then signs in as
 * the web SDK's multi-factor resolver does (password, then the code "sent" to the phone), returning
 * an ID token that carries `firebase.sign_in_second_factor`.
 */
export async function emulatorMultiFactorIdToken(uid: string): Promise<string> {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID });
  const email = `${uid}@example.test`;
  const password = `${uid}-password`;
  await getAuth(app)
    .createUser({
      uid,
      email,
      password,
      emailVerified: true,
      multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: TEST_PHONE }] },
    })
    .catch((error: { code?: string }) => {
      if (error.code !== 'auth/uid-already-exists') throw error;
    });
  const first = await post('v1/accounts:signInWithPassword', { email, password, returnSecureToken: true });
  const pending = first.mfaPendingCredential as string | undefined;
  const [factor] = (first.mfaInfo ?? []) as { mfaEnrollmentId: string }[];
  if (!pending || !factor) throw new Error(`Expected a second-factor challenge: ${JSON.stringify(first)}`);
  const started = await post('v2/accounts/mfaSignIn:start', {
    mfaPendingCredential: pending,
    mfaEnrollmentId: factor.mfaEnrollmentId,
    phoneSignInInfo: { recaptchaToken: 'emulator' },
  });
  const sessionInfo = (started.phoneResponseInfo as { sessionInfo: string }).sessionInfo;
  const done = await post('v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential: pending,
    phoneVerificationInfo: { sessionInfo, code: await emulatorPhoneCode(TEST_PHONE) },
  });
  if (typeof done.idToken !== 'string') throw new Error(`No ID token: ${JSON.stringify(done)}`);
  return done.idToken;
}

/**
 * An unsigned token as the Auth emulator issues them, with the `firebase` claims given and any
 * top-level claim replaced (tests of the claims' rules).
 */
export function unsignedIdToken(
  uid: string,
  firebase: Record<string, unknown> = {},
  claims: Record<string, unknown> = {},
): string {
  const projectId = process.env.FIREBASE_PROJECT_ID as string;
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    email: `${uid}@example.test`,
    firebase: { sign_in_provider: 'password', ...firebase },
    ...claims,
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}
