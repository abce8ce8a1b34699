import { createHash, type createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';

/** A service account the fake knows: its key file (as Google's console gives it) and what it is granted. */
export interface FakeServiceAccount {
  /** The key file's JSON text. */
  readonly keyFile: string;
  readonly clientEmail: string;
  /** Permissions testIamPermissions says it holds on the project. */
  granted: string[];
  /** A deleted or disabled key: the token endpoint refuses its signature. */
  revoked?: boolean;
}

/** One binding of a project's IAM policy, as getIamPolicy gives it (version 3: with its condition). */
export interface FakeBinding {
  role: string;
  members: string[];
  condition?: { title: string; expression: string; description?: string };
}

export interface FakeGoogle {
  /** The OAuth 2.0 token endpoint (`<url>/token`). */
  readonly tokenUrl: string;
  /** The Firestore admin API and the Cloud Resource Manager API (one origin for both here). */
  readonly apiUrl: string;
  /** Makes a service account of `project` with a fresh key pair. */
  addServiceAccount(project: string, name: string, granted?: string[]): FakeServiceAccount;
  /** The databases each project has. */
  readonly databases: Map<string, Set<string>>;
  /** Each project's IAM policy bindings, answered by getIamPolicy. */
  readonly policies: Map<string, FakeBinding[]>;
  /**
   * An access token of a person of `project` (what `gcloud auth print-access-token` prints), holding
   * `granted` there: `resourcemanager.projects.getIamPolicy` for a project owner.
   */
  userToken(project: string, granted: string[]): string;
  stop(): Promise<void>;
}

/**
 * A local stand-in for what `npm run preflight` asks Google, at its wire formats: the OAuth 2.0 token
 * endpoint taking a JWT bearer assertion (RFC 7523: signature checked with the key's public half, by
 * `kid`; `invalid_grant` otherwise), Firestore's `GET /v1/projects/<p>/databases/<d>` and Resource
 * Manager's `POST /v1/projects/<p>:testIamPermissions` and `:getIamPolicy` (a version 1 request sees a
 * conditional binding's role as `<role>_withcond_<hash>` and no condition, as Google shows it), each with
 * Google's error body.
 */
/**
 * Key pairs shared by every fake in the process, the n-th service account of each fake taking the n-th:
 * an RSA key of 2048 bits takes about 300 ms to make, and a test world makes five or more. Within one fake
 * each account still has a key pair of its own, so a JWT signed with another account's key is refused.
 */
const keyPairs: ReturnType<typeof generateKeyPairSync>[] = [];
function keyPair(index: number) {
  while (keyPairs.length <= index) keyPairs.push(generateKeyPairSync('rsa', { modulusLength: 2048 }));
  return keyPairs[index] as ReturnType<typeof generateKeyPairSync>;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const keys = new Map<
    string,
    { publicKey: ReturnType<typeof createPublicKey>; account: FakeServiceAccount; project: string }
  >();
  const tokens = new Map<string, { account: Pick<FakeServiceAccount, 'granted'>; project: string }>();
  const databases = new Map<string, Set<string>>();
  const policies = new Map<string, FakeBinding[]>();
  const googleError = (code: number, status: string, message: string) => ({
    error: { code, message, status },
  });
  let tokenUrl = '';

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(text);
      const assertion = form.get('assertion') ?? '';
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
        return send(400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
      }
      let known: (typeof keys extends Map<string, infer V> ? V : never) | undefined;
      try {
        known = keys.get(decodeProtectedHeader(assertion).kid ?? '');
      } catch {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT.' });
      }
      if (!known || known.account.revoked) {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      try {
        await jwtVerify(assertion, known.publicKey, {
          issuer: known.account.clientEmail,
          audience: tokenUrl,
        });
      } catch {
        return send(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const token = `ya29.fake-${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { account: known.account, project: known.project });
      return send(200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const caller = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (!caller) {
      return send(
        401,
        googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.'),
      );
    }
    const database = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)$/.exec(url.pathname);
    if (database && req.method === 'GET') {
      const [, project = '', name = ''] = database;
      const id = decodeURIComponent(name);
      if (project !== caller.project) {
        return send(
          403,
          googleError(403, 'PERMISSION_DENIED', `Permission denied on resource project ${project}.`),
        );
      }
      if (!databases.get(project)?.has(id)) {
        return send(
          404,
          googleError(404, 'NOT_FOUND', `Project '${project}' or database '${id}' does not exist.`),
        );
      }
      return send(200, {
        name: `projects/${project}/databases/${id}`,
        locationId: 'eur3',
        type: 'FIRESTORE_NATIVE',
        concurrencyMode: 'PESSIMISTIC',
      });
    }
    const test = /^\/v1\/projects\/([^/:]+):testIamPermissions$/.exec(url.pathname);
    if (test && req.method === 'POST') {
      const asked = ((JSON.parse(text || '{}') as { permissions?: string[] }).permissions ?? []).map(String);
      const held = test[1] === caller.project ? asked.filter((p) => caller.account.granted.includes(p)) : [];
      // Google leaves the field out when none is held.
      return send(200, held.length > 0 ? { permissions: held } : {});
    }
    const policy = /^\/v1\/projects\/([^/:]+):getIamPolicy$/.exec(url.pathname);
    if (policy && req.method === 'POST') {
      const [, project = ''] = policy;
      if (
        project !== caller.project ||
        !caller.account.granted.includes('resourcemanager.projects.getIamPolicy')
      ) {
        return send(403, googleError(403, 'PERMISSION_DENIED', `The caller does not have permission`));
      }
      const asked = (JSON.parse(text || '{}') as { options?: { requestedPolicyVersion?: number } }).options
        ?.requestedPolicyVersion;
      const bindings = policies.get(project) ?? [];
      const conditional = bindings.some((b) => b.condition);
      const v3 = asked === 3;
      return send(200, {
        version: v3 && conditional ? 3 : 1,
        etag: 'BwYfake0Etag=',
        bindings: bindings.map((b) =>
          v3 || !b.condition
            ? b
            : {
                role: `${b.role}_withcond_${createHash('sha256').update(b.condition.expression).digest('hex').slice(0, 20)}`,
                members: b.members,
              },
        ),
      });
    }
    return send(404, googleError(404, 'NOT_FOUND', 'Not found'));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUrl = `${origin}/token`;
  return {
    tokenUrl,
    apiUrl: origin,
    databases,
    policies,
    userToken(project, granted) {
      const token = `ya29.fake-user-${randomBytes(24).toString('base64url')}`;
      tokens.set(token, { account: { granted }, project });
      return token;
    },
    addServiceAccount(project, name, granted = []) {
      const { privateKey, publicKey } = keyPair(keys.size);
      const privateKeyId = randomBytes(20).toString('hex');
      const clientEmail = `${name}@${project}.iam.gserviceaccount.com`;
      const keyFile = JSON.stringify({
        type: 'service_account',
        project_id: project,
        private_key_id: privateKeyId,
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        client_email: clientEmail,
        client_id: String(100_000_000_000_000_000_000n + BigInt(keys.size)),
        auth_uri: 'https://accounts.google.com/o/oauth2/auth',
        token_uri: 'https://oauth2.googleapis.com/token',
      });
      const account: FakeServiceAccount = { keyFile, clientEmail, granted };
      keys.set(privateKeyId, { publicKey, account, project });
      return account;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
