import type { Firestore } from 'firebase-admin/firestore';
import { type BackupStore, DEFAULT_RETRY } from '../../lambdas/backups/backup-store.js';
import { createS3Client } from '../../lambdas/backups/s3-client.js';
import { openFirestore } from '../../lambdas/platform/database/standalone-firestore.js';
import { readStackState, STACK_STATE_FILE } from '../local/stack-state.js';

/** Options every content command takes to name a real project instead of the local stack. */
export const TARGET_OPTIONS = {
  project: { type: 'string' },
  bucket: { type: 'string' },
  region: { type: 'string' },
} as const;

export const TARGET_HELP = `Target (default: the local stack that \`npm start\` runs, found through .local/stack.json):
  --project <id>   a real Firebase project; credentials from GOOGLE_APPLICATION_CREDENTIALS
                   (a service-account key file with Firestore access)
  --bucket <name>  the backup bucket (stack output BackupBucketName); AWS credentials from the
                   usual chain (AWS_PROFILE, environment, SSO)
  --region <name>  the bucket's region (default AWS_REGION, then us-east-1)`;

/** A command's target: a project's Firestore and, when known, its backup bucket. */
export interface Target {
  readonly projectId: string;
  readonly local: boolean;
  /** Where the target is, for messages. */
  readonly description: string;
  database(): Promise<Firestore>;
  /** The backup bucket; throws a message saying how to name one when there is none. */
  store(bucket?: string): BackupStore;
}

/** A command failure whose message is for the person who ran it; the command exits with 1. */
export class CommandError extends Error {
  override name = 'CommandError';
}

export interface TargetArgs {
  readonly project?: string;
  readonly bucket?: string;
  readonly region?: string;
}

/** The local stack by default, a real project with --project. */
export function resolveTarget(args: TargetArgs, stateFile = STACK_STATE_FILE): Target {
  const region = args.region ?? process.env.AWS_REGION ?? 'us-east-1';
  if (args.project) {
    const projectId = args.project;
    return {
      projectId,
      local: false,
      description: `Firebase project ${projectId}`,
      database: () => openFirestore({ projectId }),
      store(bucket = args.bucket) {
        if (!bucket)
          throw new CommandError('Name the backup bucket with --bucket (stack output BackupBucketName).');
        return { client: createS3Client({ region }), bucket, retry: DEFAULT_RETRY };
      },
    };
  }
  const state = readStackState(stateFile);
  if (!state) {
    throw new CommandError(
      'No local stack is running: start one with `npm start` (in another terminal), or name a real ' +
        'project with --project (see infra/README.md, "Backups and restore").',
    );
  }
  return {
    projectId: state.projectId,
    local: true,
    description: `the local stack (project ${state.projectId}, Firestore emulator ${state.firestoreHost})`,
    database: () => openFirestore({ projectId: state.projectId, emulatorHost: state.firestoreHost }),
    store(bucket = args.bucket ?? state.backupBucket) {
      return { client: createS3Client({ region, endpoint: state.s3Endpoint }), bucket, retry: DEFAULT_RETRY };
    },
  };
}

/** `s3://bucket/key` to its parts, or undefined for a file path. */
export function parseS3Url(value: string): { bucket: string; key: string } | undefined {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(value);
  return match ? { bucket: match[1] as string, key: match[2] as string } : undefined;
}
