import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running local S3-compatible server (the backups bucket of the local stack and the tests). */
export interface S3Server {
  /** What `BACKUP_S3_ENDPOINT` expects, e.g. `http://127.0.0.1:4568`. */
  readonly endpoint: string;
  readonly bucket: string;
  stop(): Promise<void>;
}

export interface S3ServerOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** Bucket created at start. @default 'local-content-backups' */
  readonly bucket?: string;
  /** Folder the objects are kept in; a temporary folder, removed at stop, when absent. */
  readonly directory?: string;
}

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

// CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/**
 * Starts s3rver (a fork kept up to date for Node 20) on loopback. It stores objects as files; it
 * has no versioning, lifecycle or encryption, which the deployed bucket has. Signature checks are
 * off: s3rver computes bucket-level (ListObjectsV2) signatures differently from the current SDK,
 * and a local server has no secret to protect.
 */
export async function startS3Server(options: S3ServerOptions = {}): Promise<S3Server> {
  const bucket = options.bucket ?? 'local-content-backups';
  const temporary = options.directory === undefined;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), 'local-s3-'));
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let stopped = false;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
  };
}
