import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A secret's versions: AWSPREVIOUS is not found while `previous` is unset (a secret set once). */
export interface FakeSecret {
  readonly current?: string;
  readonly previous?: string;
  /** Stored as binary (SecretBinary): no SecretString in the answer. */
  readonly binary?: boolean;
  /** Version ids of `current` and `previous`. @default 'v2' and 'v1' */
  readonly ids?: { readonly current?: string; readonly previous?: string };
  /** Older versions without a stage, readable by id only (one a deploy still names). @default none */
  readonly older?: Readonly<Record<string, string>>;
}

interface GetSecretValueInput {
  readonly SecretId?: string;
  readonly VersionStage?: string;
  readonly VersionId?: string;
}

/** The version a request names (by id or by stage, AWSCURRENT when neither), if the secret has it. */
function versionOf(
  secret: FakeSecret,
  input: GetSecretValueInput,
): { id: string; value?: string } | undefined {
  const current = { id: secret.ids?.current ?? 'v2', value: secret.current };
  const previous = { id: secret.ids?.previous ?? 'v1', value: secret.previous };
  if (input.VersionId) {
    const older = secret.older?.[input.VersionId];
    if (older !== undefined) return { id: input.VersionId, value: older };
    return [current, previous].find((version) => version.id === input.VersionId && version.value);
  }
  const stage = input.VersionStage ?? 'AWSCURRENT';
  return stage === 'AWSCURRENT' ? current : stage === 'AWSPREVIOUS' ? previous : undefined;
}

/**
 * How the next requests fail: an error answer in AWS's JSON shape, a connection broken mid-answer
 * (`drop`) or no answer at all (`hang`).
 */
export type FakeFailure =
  | { readonly type: string; readonly status: number; readonly message?: string }
  | 'drop'
  | 'hang';

/** The credentials the fake accepts; the environment `awsEnvironment` gives a function. */
export const FAKE_CREDENTIALS = {
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'AKIAFAKEFAKEFAKEFAKE',
  AWS_SECRET_ACCESS_KEY: 'fake-secret-access-key-0123456789',
  AWS_SESSION_TOKEN: 'fake-session-token',
} as const;

const hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks a request's SigV4 signature from first principles (AWS's documented algorithm), so the
 * signing is proven by something other than the library that made it. Returns what is wrong, if anything.
 */
function signatureProblem(request: IncomingMessage, body: string): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'no SigV4 Authorization header';
  const [, keyId, date, region, service, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== FAKE_CREDENTIALS.AWS_ACCESS_KEY_ID) return 'unknown access key';
  if (region !== FAKE_CREDENTIALS.AWS_REGION || service !== 'secretsmanager') return 'wrong scope';
  if (request.headers['x-amz-security-token'] !== FAKE_CREDENTIALS.AWS_SESSION_TOKEN)
    return 'no session token';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date as string)) return 'X-Amz-Date does not match the scope';
  const names = (signedHeaders as string).split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-target', 'content-type']) {
    if (!names.includes(required)) return `${required} is not signed`;
  }
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [
    request.method,
    request.url?.split('?')[0] || '/',
    '',
    canonicalHeaders,
    signedHeaders,
    hex(body),
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, hex(canonicalRequest)].join('\n');
  let key = hmac(`AWS4${FAKE_CREDENTIALS.AWS_SECRET_ACCESS_KEY}`, date as string);
  for (const part of [region, service, 'aws4_request'] as string[]) key = hmac(key, part);
  return hmac(key, stringToSign).toString('hex') === signature ? undefined : 'the signature does not match';
}

/**
 * A stand-in for Secrets Manager's GetSecretValue over its real wire format (AWS JSON 1.1, SigV4
 * checked), for tests and the benchmark: `AWS_ENDPOINT_URL_SECRETS_MANAGER` points a function here.
 */
export async function startFakeSecretsManager(initial: ReadonlyMap<string, string | FakeSecret> = new Map()) {
  const secrets = new Map<string, FakeSecret>();
  const set = (id: string, value: string | FakeSecret) =>
    secrets.set(id, typeof value === 'string' ? { current: value } : value);
  for (const [id, value] of initial) set(id, value);
  const failures: { failure: FakeFailure; only?: GetSecretValueInput }[] = [];
  const calls: GetSecretValueInput[] = [];

  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const answerError = (status: number, type: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type });
        res.end(JSON.stringify({ __type: type, message }));
      };
      const problem = signatureProblem(req, text);
      if (problem) {
        answerError(400, 'InvalidSignatureException', problem);
        return;
      }
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
        answerError(400, 'UnknownOperationException', 'only GetSecretValue is faked');
        return;
      }
      const input = JSON.parse(text || '{}') as GetSecretValueInput;
      calls.push(input);
      const matches = ({ only }: (typeof failures)[number]) =>
        !only ||
        Object.entries(only).every(([key, value]) => input[key as keyof GetSecretValueInput] === value);
      const at = failures.findIndex(matches);
      const failure = at >= 0 ? failures.splice(at, 1)[0]?.failure : undefined;
      if (failure === 'hang') return;
      if (failure === 'drop') {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1', 'content-length': '100' });
        res.write('{"ARN":', () => req.socket.destroy());
        return;
      }
      if (failure) {
        answerError(failure.status, failure.type, failure.message ?? failure.type);
        return;
      }
      const secret = input.SecretId ? secrets.get(input.SecretId) : undefined;
      const version = secret && versionOf(secret, input);
      const value = version?.value;
      if (!secret || !version || (value === undefined && !secret.binary)) {
        answerError(400, 'ResourceNotFoundException', 'Secrets Manager can’t find the specified secret.');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(
        JSON.stringify({
          ARN: input.SecretId,
          Name: 'fake',
          ...(secret.binary ? { SecretBinary: 'AQ==' } : { SecretString: value }),
          VersionId: version.id,
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** What a function needs to read secrets here, as the Lambda runtime provides it. */
    environment: { ...FAKE_CREDENTIALS, AWS_ENDPOINT_URL_SECRETS_MANAGER: url },
    /** Every GetSecretValue input received (correctly signed), in order. */
    calls: () => [...calls],
    set,
    delete: (id: string) => secrets.delete(id),
    /** The next `times` requests (those matching `only`, if given) fail this way, after those already queued. */
    fail: (failure: FakeFailure, times = 1, only?: GetSecretValueInput) => {
      for (let i = 0; i < times; i++) failures.push(only ? { failure, only } : { failure });
    },
    /** Forgets calls, queued failures and secrets. */
    reset: () => {
      calls.length = 0;
      failures.length = 0;
      secrets.clear();
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type FakeSecretsManager = Awaited<ReturnType<typeof startFakeSecretsManager>>;
