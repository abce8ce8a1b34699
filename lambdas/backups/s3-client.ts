import { S3Client } from '@aws-sdk/client-s3';

/** Where the S3 client connects. */
export interface S3Target {
  readonly region: string;
  /** A local S3-compatible server (local stack and tests); AWS when absent. */
  readonly endpoint?: string;
}

/** Credentials the local S3 server accepts; never used against AWS. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * An S3 client. One attempt per call: the backup code retries itself (retry.ts), so that every
 * retry is logged and tested, and retries do not multiply.
 */
export function createS3Client(target: S3Target): S3Client {
  return new S3Client({
    region: target.region,
    maxAttempts: 1,
    ...(target.endpoint
      ? { endpoint: target.endpoint, forcePathStyle: true, credentials: LOCAL_S3_CREDENTIALS }
      : {}),
  });
}
