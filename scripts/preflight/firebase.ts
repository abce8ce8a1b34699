import { importPKCS8, SignJWT } from 'jose';
import {
  parseServiceAccount,
  type ServiceAccount,
  ServiceAccountError,
} from '../../lambdas/platform/secrets/service-account.js';
import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';
import { asObject, requestJson } from './http-json.js';
import { conditionChecks } from './iam-conditions.js';
import { type PreflightInputs, unreadableSecret } from './inputs.js';
import { blocking, type CheckResult, ok, skipped, warning } from './report.js';

/** The Firestore databases the functions open (ADR 37). A new database is one more line. */
export const DATABASES: readonly string[] = ['(default)', 'chain', 'facts'];

/** Writes no identity may hold on the whole project: each writes one database, through an IAM condition (ADR 37). */
const PROJECT_WIDE_WRITES = [
  'datastore.entities.create',
  'datastore.entities.update',
  'datastore.entities.delete',
];
const ACCOUNT_CHANGES = ['firebaseauth.users.update'];

/** One Google identity (ADR 20): its secret, and what it must hold and must not on the project. */
export interface Identity {
  /** The `npm run secret:<id>` that stores its key. */
  readonly id: string;
  readonly name: string;
  readonly secretName: (config: OperatorConfig) => string;
  /** Permissions it must be refused on the project as a whole (checked without writing: testIamPermissions). */
  readonly mustNotHold: readonly string[];
  readonly mustHold: readonly string[];
  /** Reads the databases' metadata (Cloud Datastore Viewer on the project). */
  readonly readsDatabases?: boolean;
  /** The databases each Datastore role of its bindings' conditions names, or `every` unconditioned (ADR 37). */
  readonly databaseRoles: Readonly<Record<string, readonly string[] | 'every'>>;
}

/**
 * The identities whose keys the stack stores, with what each must be refused (infra/README.md,
 * "Least-privilege Google identities"). A new identity is one more line.
 */
export const IDENTITIES: readonly Identity[] = [
  {
    id: 'service-account',
    name: 'administrator',
    secretName: (c) => c.deploy.serviceAccountSecretName,
    mustNotHold: PROJECT_WIDE_WRITES,
    mustHold: ['firebaseauth.users.get', ...ACCOUNT_CHANGES],
    databaseRoles: { 'roles/datastore.user': ['(default)'], 'roles/datastore.viewer': ['chain', 'facts'] },
  },
  {
    id: 'service-account-reader',
    name: 'reader',
    secretName: (c) => c.deploy.readerServiceAccountSecretName,
    mustNotHold: [...PROJECT_WIDE_WRITES, ...ACCOUNT_CHANGES],
    mustHold: [],
    readsDatabases: true,
    databaseRoles: { 'roles/datastore.viewer': 'every' },
  },
  {
    id: 'service-account-holder-feed',
    name: 'holder feed',
    secretName: (c) => c.deploy.holderFeedServiceAccountSecretName,
    mustNotHold: [...PROJECT_WIDE_WRITES, ...ACCOUNT_CHANGES],
    mustHold: [],
    databaseRoles: { 'roles/datastore.user': ['chain'] },
  },
  {
    id: 'service-account-watch',
    name: 'watches',
    secretName: (c) => c.deploy.watchServiceAccountSecretName,
    mustNotHold: [...PROJECT_WIDE_WRITES, ...ACCOUNT_CHANGES],
    mustHold: [],
    databaseRoles: { 'roles/datastore.user': ['facts'] },
  },
  {
    // The announcement sender: the content database through its condition, never Firebase Auth admin.
    id: 'service-account-sender',
    name: 'announcement sender',
    secretName: (c) => c.deploy.senderServiceAccountSecretName,
    mustNotHold: [...PROJECT_WIDE_WRITES, ...ACCOUNT_CHANGES, 'firebaseauth.users.get'],
    mustHold: [],
    databaseRoles: { 'roles/datastore.user': ['(default)'] },
  },
];

export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const FIRESTORE_API = 'https://firestore.googleapis.com';
const RESOURCE_MANAGER_API = 'https://cloudresourcemanager.googleapis.com';
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';

/**
 * An access token for the key, as Google's client libraries get one (RFC 7523): a JWT signed with the
 * key, exchanged at the token endpoint. The endpoint is Google's, whatever the key file says, so a
 * signed assertion never goes anywhere else.
 */
async function accessToken(key: ServiceAccount, tokenUrl: string, timeoutMs: number) {
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.privateKeyId })
    .setIssuer(key.clientEmail)
    .setAudience(tokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(await importPKCS8(key.privateKey, 'RS256'));
  const answer = await requestJson(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion,
    }).toString(),
    timeoutMs,
  });
  if (answer.status === 200 && typeof answer.body.access_token === 'string')
    return { token: answer.body.access_token };
  const error = [answer.body.error, answer.body.error_description]
    .filter((s) => typeof s === 'string')
    .join(': ');
  return { refused: error || `HTTP ${answer.status}` };
}

/** Google's error message of an API answer, or its status. */
const googleError = (body: Record<string, unknown>, status: number) => {
  const error = asObject(body.error);
  return typeof error.message === 'string'
    ? `${String(error.status ?? status)}: ${error.message}`
    : `HTTP ${status}`;
};

/**
 * Firebase: each identity's key is of the configured project and gets an access token; it is refused what
 * it must not do (asked of the project with testIamPermissions, nothing written: a binding conditioned on
 * one database does not grant on the project, an unconditioned one does); the databases exist.
 */
export async function firebaseChecks(inputs: PreflightInputs): Promise<CheckResult[]> {
  if (inputs.skipFirebase) return [skipped('Firebase', inputs.skipFirebase)];
  const { config, endpoints = {} } = inputs;
  const project = config.firebase.projectId;
  const timeoutMs = inputs.timeoutMs ?? 10_000;
  const tokenUrl = endpoints.googleToken ?? GOOGLE_TOKEN_URL;
  const results: CheckResult[] = [];
  let databaseToken: string | undefined;
  const accounts = new Map<string, Identity[]>();
  const emails = new Map<Identity, string>();
  for (const identity of IDENTITIES) {
    const check = `Firebase: ${identity.name} key`;
    const fix = `npm run secret:${identity.id} -- <a new key of ${project}>`;
    const text = inputs.secrets.serviceAccounts?.[identity.id];
    if (!text) {
      results.push(blocking(check, unreadableSecret(inputs.secrets, identity.secretName(config)), fix));
      continue;
    }
    let key: ServiceAccount;
    try {
      key = parseServiceAccount(text, project);
    } catch (error) {
      if (!(error instanceof ServiceAccountError)) throw error;
      results.push(blocking(check, error.message, fix));
      continue;
    }
    accounts.set(key.clientEmail, [...(accounts.get(key.clientEmail) ?? []), identity]);
    emails.set(identity, key.clientEmail);
    try {
      const got = await accessToken(key, tokenUrl, timeoutMs);
      if ('refused' in got) {
        results.push(
          blocking(
            check,
            `Google refuses ${key.clientEmail}'s key (${got.refused}): deleted, disabled or of a deleted account`,
            fix,
          ),
        );
        continue;
      }
      results.push(ok(check, `${key.clientEmail} gets an access token`));
      if (identity.readsDatabases) databaseToken = got.token;
      results.push(
        await permissionCheck(
          identity,
          key,
          got.token,
          project,
          endpoints.resourceManagerApi ?? RESOURCE_MANAGER_API,
          timeoutMs,
        ),
      );
    } catch (error) {
      results.push(
        blocking(
          check,
          `${new URL(tokenUrl).host}: ${(error as Error).message}`,
          'check the network, then run again',
        ),
      );
    }
  }
  results.push(separateAccounts(accounts));
  try {
    results.push(
      ...(await conditionChecks(
        inputs,
        emails,
        endpoints.resourceManagerApi ?? RESOURCE_MANAGER_API,
        timeoutMs,
      )),
    );
  } catch (error) {
    results.push(
      blocking('Firebase: IAM conditions', (error as Error).message, 'check the network, then run again'),
    );
  }
  if (!databaseToken) {
    results.push(
      skipped('Firebase: databases', 'no identity that reads the databases got a token (the reader’s)'),
    );
    return results;
  }
  for (const database of DATABASES) {
    const check = `Firebase: database ${database}`;
    try {
      const answer = await requestJson(
        `${endpoints.firestoreApi ?? FIRESTORE_API}/v1/projects/${project}/databases/${encodeURIComponent(database)}`,
        { headers: { authorization: `Bearer ${databaseToken}` }, timeoutMs },
      );
      if (answer.status === 200) {
        results.push(
          ok(check, `exists in ${project} (${String(answer.body.locationId ?? 'location not said')})`),
        );
      } else if (answer.status === 404) {
        results.push(
          blocking(
            check,
            `${project} has no database ${database}`,
            `gcloud firestore databases create --project ${project} --database ${database} --location LOCATION --type firestore-native`,
          ),
        );
      } else {
        results.push(
          blocking(
            check,
            googleError(answer.body, answer.status),
            'grant the reader roles/datastore.viewer on the project',
          ),
        );
      }
    } catch (error) {
      results.push(blocking(check, (error as Error).message, 'check the network, then run again'));
    }
  }
  return results;
}

/**
 * Each identity's key is of an account of its own (infra/README.md, "Least-privilege Google identities"):
 * one account's key stored under two secrets gives the more exposed function (the webhook's holder feed)
 * the other's databases, whatever each binding's condition says.
 */
function separateAccounts(accounts: ReadonlyMap<string, readonly Identity[]>): CheckResult {
  const check = 'Firebase: separate accounts';
  const shared = [...accounts].filter(([, identities]) => identities.length > 1);
  if (shared.length === 0) {
    return ok(check, `${accounts.size} keys, each of its own service account`);
  }
  const [email = '', identities = []] = shared[0] ?? [];
  return blocking(
    check,
    shared
      .map(([account, held]) => `${held.map((i) => i.name).join(' and ')} keys are both of ${account}`)
      .join('; '),
    `npm run secret:${identities.at(-1)?.id ?? 'service-account'} -- <a key of a service account of its own, not ${email}>`,
  );
}

async function permissionCheck(
  identity: Identity,
  key: ServiceAccount,
  token: string,
  project: string,
  api: string,
  timeoutMs: number,
): Promise<CheckResult> {
  const check = `Firebase: ${identity.name} refused`;
  const asked = [...identity.mustNotHold, ...identity.mustHold];
  const answer = await requestJson(`${api}/v1/projects/${project}:testIamPermissions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ permissions: asked }),
    timeoutMs,
  });
  if (answer.status !== 200) {
    return warning(
      check,
      `not checked: ${googleError(answer.body, answer.status)}`,
      'enable the Cloud Resource Manager API in the project',
    );
  }
  const granted = new Set(Array.isArray(answer.body.permissions) ? answer.body.permissions.map(String) : []);
  const member = `serviceAccount:${key.clientEmail}`;
  const held = identity.mustNotHold.filter((p) => granted.has(p));
  if (held.length > 0) {
    return blocking(
      check,
      `${key.clientEmail} holds ${held.join(', ')} on the whole project: an IAM condition is not applied`,
      `gcloud projects get-iam-policy ${project}, then remove the unconditioned role of ${member} (infra/README.md, "Least-privilege Google identities")`,
    );
  }
  const missing = identity.mustHold.filter((p) => !granted.has(p));
  if (missing.length > 0) {
    return blocking(
      check,
      `${key.clientEmail} lacks ${missing.join(', ')}`,
      `gcloud projects add-iam-policy-binding ${project} --role roles/firebaseauth.admin --member ${member}`,
    );
  }
  return ok(
    check,
    `${identity.mustNotHold.length} project-wide permissions refused${identity.mustHold.length ? `, ${identity.mustHold.length} held` : ''}`,
  );
}
