import { HttpRequestError, httpRequest } from '../http/http-client.js';

// GetSecretValue over Secrets Manager's wire protocol (AWS JSON 1.1, SigV4) instead of the AWS SDK:
// the SDK costs about 55 ms of CPU at a cold start, for the one call our functions make. The signer
// (aws4, with node:crypto) is loaded by the first call, so a function that reads no secret skips it.

/** Secrets Manager answered with an error (`name` is its type: ResourceNotFoundException...). */
export class SecretsManagerError extends Error {
  constructor(
    override readonly name: string,
    message: string,
    /** The HTTP status of the answer. */
    readonly status: number,
  ) {
    super(message);
  }

  /** Whose fault it is, as AWS's own error shapes say: a server fault or throttling is worth a retry. */
  get outage(): boolean {
    return this.status >= 500 || this.name === 'ThrottlingException';
  }
}

/** The environment gives no region or no credentials: the function's configuration is wrong. */
export class SecretsManagerConfigError extends Error {
  override readonly name = 'CredentialsProviderError';
}

export interface GetSecretValueInput {
  readonly SecretId: string;
  readonly VersionStage?: string;
  /** One version by its id (a deploy names the origin secret's version CloudFront sends). */
  readonly VersionId?: string;
}

/** What GetSecretValue answers that the functions use. */
export interface SecretValue {
  readonly SecretString?: string;
  /** The id of the version read. */
  readonly VersionId?: string;
}

export interface GetSecretValueOptions {
  /** One attempt (connecting included) longer than this is abandoned. @default 2500 */
  readonly timeoutMs?: number;
  /** Attempts in all, as the SDK's standard retry mode makes for outages. @default 3 */
  readonly attempts?: number;
}

/** Where requests go: the SDK's own override variables first (tests and the benchmark set them). */
function endpoint(env: NodeJS.ProcessEnv, region: string): URL {
  const configured = env.AWS_ENDPOINT_URL_SECRETS_MANAGER || env.AWS_ENDPOINT_URL;
  return new URL(configured || `https://secretsmanager.${region}.amazonaws.com`);
}

/** The answer's error type: `com.amazonaws.secretsmanager#ResourceNotFoundException:...` → the name. */
function errorType(header: string | string[] | undefined, body: Record<string, unknown>): string {
  const raw =
    (typeof header === 'string' && header) || (typeof body.__type === 'string' && body.__type) || '';
  return raw.split(':')[0]?.split('#').at(-1) || 'UnknownError';
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function attempt(input: GetSecretValueInput, timeoutMs: number): Promise<SecretValue> {
  const env = process.env;
  const region = env.AWS_REGION || env.AWS_DEFAULT_REGION;
  if (!region) throw new SecretsManagerConfigError('Region is missing');
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new SecretsManagerConfigError('No AWS credentials in the environment');
  }
  const url = endpoint(env, region);
  const body = JSON.stringify(input);
  const { default: aws4 } = await import('aws4');
  const signed = aws4.sign(
    {
      service: 'secretsmanager',
      region,
      method: 'POST',
      host: url.hostname,
      path: url.pathname,
      body,
      headers: {
        Host: url.host,
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'secretsmanager.GetSecretValue',
      },
    },
    {
      accessKeyId,
      secretAccessKey,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    },
  );
  const answer = await httpRequest(url, {
    method: 'POST',
    headers: signed.headers as Record<string, string>,
    body,
    timeoutMs,
    idempotent: true,
    // A secret holds at most 64 KiB; its JSON answer with metadata stays far below this.
    maxBytes: 256 * 1024,
  });
  const parsed = parseJson(answer.body);
  if (answer.status >= 200 && answer.status < 300) {
    return {
      ...(typeof parsed.SecretString === 'string' ? { SecretString: parsed.SecretString } : {}),
      ...(typeof parsed.VersionId === 'string' ? { VersionId: parsed.VersionId } : {}),
    };
  }
  const message = parsed.message ?? parsed.Message;
  throw new SecretsManagerError(
    errorType(answer.headers['x-amzn-errortype'], parsed),
    typeof message === 'string' ? message : `HTTP ${answer.status}`,
    answer.status,
  );
}

/** No answer, a server fault or throttling: what the SDK's standard retry mode retries. */
export function isSecretsManagerOutage(error: unknown): boolean {
  if (error instanceof HttpRequestError) return true;
  return error instanceof SecretsManagerError && error.outage;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Secrets Manager's GetSecretValue, signed with the function's credentials from the environment (as
 * Lambda provides them). Outages are retried with jittered backoff; errors are SecretsManagerError,
 * HttpRequestError (no answer) or SecretsManagerConfigError.
 */
export async function getSecretValue(
  input: GetSecretValueInput,
  options: GetSecretValueOptions = {},
): Promise<SecretValue> {
  const attempts = options.attempts ?? 3;
  for (let tried = 1; ; tried++) {
    try {
      return await attempt(input, options.timeoutMs ?? 2500);
    } catch (error) {
      if (tried >= attempts || !isSecretsManagerOutage(error)) throw error;
      // The SDK's "full jitter": a random wait up to 100 ms, doubled at each attempt.
      await pause(Math.random() * 100 * 2 ** (tried - 1));
    }
  }
}
