import type { TestProject } from 'vitest/node';
import { type AuthEmulator, startAuthEmulator } from '../../scripts/local/auth-emulator.js';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import { type FirestoreEmulator, startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';

/** What the integration setup hands to every test file (also set as env in each worker). */
export interface EmulatorContext {
  firestoreHost: string;
  authHost: string;
  projectId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    emulators: EmulatorContext;
  }
}

const PROJECT_ID = 'demo-meme-token';

/**
 * Starts the Firestore and Auth emulators on free ports for the `integration` project. The
 * variables go into this project's env (applied in each worker), not into this process's env, so
 * a browser stack started by the same test run keeps its own emulators.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = await Promise.allSettled([
    startFirestoreEmulator(),
    startAuthEmulator({ projectId: PROJECT_ID }),
  ]);
  const [firestore, auth] = [started[0], started[1]].map((r) =>
    r.status === 'fulfilled' ? r.value : undefined,
  ) as [FirestoreEmulator | undefined, AuthEmulator | undefined];
  const failure = started.find((r) => r.status === 'rejected');
  if (failure || !firestore || !auth) {
    await Promise.all([firestore?.stop(), auth?.stop()]);
    throw (failure as PromiseRejectedResult | undefined)?.reason ?? new Error('emulators did not start');
  }
  const context: EmulatorContext = {
    firestoreHost: firestore.host,
    authHost: auth.host,
    projectId: PROJECT_ID,
  };
  project.config.env = {
    ...project.config.env,
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIRESTORE_REST_EMULATOR_HOST: firestore.restHost,
    FIREBASE_AUTH_EMULATOR_HOST: auth.host,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    LOCAL_STACK: '1',
    // Every deployed function knows the mint and the donation wallet; tests that read one set their own.
    TOKEN_MINT: fakePublicKey('integration-default-mint'),
    DONATION_WALLET: fakePublicKey('integration-default-donation-wallet'),
    // No probing for a Google Cloud metadata server: offline it only adds delay and warnings.
    METADATA_SERVER_DETECTION: 'none',
  };
  project.provide('emulators', context);
  return async () => {
    await Promise.all([auth.stop(), firestore.stop()]);
  };
}
