import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { type App, cert, getApps, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

/** How to reach a project's Firestore. */
export interface DatabaseTarget {
  readonly projectId: string;
  /** Emulator host; when set no credential is used. */
  readonly emulatorHost?: string;
  /** Secrets Manager secret with the service-account JSON (the deployed function). */
  readonly serviceAccountSecretArn?: string;
}

async function serviceAccount(secretArn: string) {
  const secret = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (!secret.SecretString) throw new Error('The service-account secret is empty');
  return JSON.parse(secret.SecretString) as { project_id: string; client_email: string; private_key: string };
}

/**
 * Opens Firestore in an app of its own (named after the project), so it never collides with the
 * API handlers' default app in the local stack. Without an emulator or a secret, firebase-admin
 * uses Application Default Credentials (GOOGLE_APPLICATION_CREDENTIALS): what the scripts use for
 * a real project.
 */
export async function openFirestore(target: DatabaseTarget): Promise<Firestore> {
  if (target.emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = target.emulatorHost;
  const name = `content-backups-${target.projectId}`;
  const existing = getApps().find((app) => app.name === name);
  if (existing) return getFirestore(existing);
  let app: App;
  if (target.serviceAccountSecretArn && !target.emulatorHost) {
    const account = await serviceAccount(target.serviceAccountSecretArn);
    app = initializeApp(
      {
        projectId: target.projectId,
        credential: cert({
          projectId: account.project_id,
          clientEmail: account.client_email,
          privateKey: account.private_key,
        }),
      },
      name,
    );
  } else {
    app = initializeApp({ projectId: target.projectId }, name);
  }
  const db = getFirestore(app);
  // As in the API: REST deployed (no gRPC to load), gRPC against the emulator, which speaks nothing else.
  if (!target.emulatorHost) db.settings({ preferRest: true });
  return db;
}
