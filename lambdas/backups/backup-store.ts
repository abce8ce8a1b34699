import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { logger } from '../platform/observability/logger.js';
import {
  type BackupDocument,
  backupDocument,
  describeIssues,
  HISTORY_PREFIX,
  historyKey,
  LATEST_KEY,
} from './backup-document.js';
import { canonicalJson } from './field-codec.js';
import { type RetryOptions, withRetries } from './retry.js';

/** Where backups go, and how S3 calls are retried. */
export interface BackupStore {
  readonly client: S3Client;
  readonly bucket: string;
  readonly retry: RetryOptions;
}

/** S3 retries: 5 attempts, waiting 250, 500, 1000, 2000 ms at most between them (full jitter). */
export const DEFAULT_RETRY: RetryOptions = { attempts: 5, baseDelayMs: 250, maxDelayMs: 4000 };

/** A backup that was not written: `stage` says which step failed, the message says why. */
export class BackupError extends Error {
  constructor(
    readonly stage: 'read' | 'validate' | 'upload' | 'check',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BackupError';
  }
}

const META_HASH = 'content-sha256';

/** The file's text: canonical, indented JSON (stable, readable, diffable). */
export function serialiseBackup(document: BackupDocument): string {
  return `${canonicalJson(document, 2)}\n`;
}

/**
 * Validates the document, then proves the exact bytes to upload parse back to the same valid
 * document: only a complete, valid file ever leaves this function.
 */
export function validatedBody(document: BackupDocument): string {
  const checked = backupDocument.safeParse(document);
  if (!checked.success) {
    throw new BackupError('validate', `The backup is not valid: ${describeIssues(checked.error).join('; ')}`);
  }
  const body = serialiseBackup(checked.data);
  const reread = backupDocument.safeParse(JSON.parse(body));
  if (!reread.success || canonicalJson(reread.data) !== canonicalJson(checked.data)) {
    throw new BackupError('validate', 'The serialised backup does not read back as the same document');
  }
  return body;
}

function logRetry(what: string) {
  return (error: unknown, attempt: number, delayMs: number) =>
    logger.warn(`${what} failed, retrying`, {
      attempt,
      delayMs,
      error: (error as Error)?.name,
      reason: (error as Error)?.message,
    });
}

function describeError(error: unknown): string {
  const e = error as { name?: string; message?: string; lastError?: { name?: string } };
  const name = e.lastError?.name ?? e.name;
  return name && !e.message?.startsWith(name) ? `${name}: ${e.message}` : (e.message ?? String(error));
}

/**
 * Uploads the backup under its time-sorted key, then as `latest.json` (whose versions keep every
 * earlier latest). The history object is written first: a failure never leaves a newer latest
 * than history.
 */
export async function uploadBackup(
  store: BackupStore,
  document: BackupDocument,
): Promise<{ key: string; bytes: number }> {
  const body = validatedBody(document);
  const key = historyKey(new Date(document.exportedAt), document.reason);
  const put = (Key: string) =>
    withRetries(
      () =>
        store.client.send(
          new PutObjectCommand({
            Bucket: store.bucket,
            Key,
            Body: body,
            ContentType: 'application/json; charset=utf-8',
            // S3 checks the body against this checksum and refuses a damaged or truncated upload.
            ChecksumAlgorithm: 'SHA256',
            Metadata: {
              [META_HASH]: document.contentSha256,
              'schema-version': String(document.schemaVersion),
              reason: document.reason,
            },
          }),
        ),
      { ...store.retry, onRetry: store.retry.onRetry ?? logRetry(`Upload of ${Key}`) },
    );
  for (const Key of [key, LATEST_KEY]) {
    try {
      await put(Key);
    } catch (error) {
      throw new BackupError(
        'upload',
        `Upload of s3://${store.bucket}/${Key} failed: ${describeError(error)}`,
        {
          cause: error,
        },
      );
    }
  }
  return { key, bytes: Buffer.byteLength(body) };
}

/** The content hash of the newest backup, or undefined when there is none yet. */
export async function latestContentHash(store: BackupStore): Promise<string | undefined> {
  try {
    const head = await withRetries(
      () => store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: LATEST_KEY })),
      {
        ...store.retry,
        onRetry: store.retry.onRetry ?? logRetry(`Reading s3://${store.bucket}/${LATEST_KEY}`),
      },
    );
    return head.Metadata?.[META_HASH];
  } catch (error) {
    const last = (error as { lastError?: { name?: string; $metadata?: { httpStatusCode?: number } } })
      .lastError;
    if (last?.name === 'NotFound' || last?.$metadata?.httpStatusCode === 404) return undefined;
    throw new BackupError(
      'check',
      `Reading s3://${store.bucket}/${LATEST_KEY} failed: ${describeError(error)}`,
      {
        cause: error,
      },
    );
  }
}

/** A stored backup. */
export interface StoredBackup {
  readonly key: string;
  readonly bytes: number;
  readonly lastModified?: Date;
}

/** Every timestamped backup, oldest first (keys sort by time). */
export async function listBackups(store: BackupStore): Promise<StoredBackup[]> {
  const found: StoredBackup[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await withRetries(
      () =>
        store.client.send(
          new ListObjectsV2Command({ Bucket: store.bucket, Prefix: HISTORY_PREFIX, ContinuationToken }),
        ),
      store.retry,
    );
    for (const item of page.Contents ?? []) {
      if (item.Key) found.push({ key: item.Key, bytes: item.Size ?? 0, lastModified: item.LastModified });
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The text of one stored backup. */
export async function readBackupObject(store: BackupStore, key: string): Promise<string> {
  const object = await withRetries(
    () => store.client.send(new GetObjectCommand({ Bucket: store.bucket, Key: key })),
    store.retry,
  );
  if (!object.Body) throw new Error(`s3://${store.bucket}/${key} is empty`);
  return object.Body.transformToString('utf-8');
}
