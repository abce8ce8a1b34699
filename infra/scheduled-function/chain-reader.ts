import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { CHAIN_DATABASE_ID } from '../../lambdas/platform/database/chain-collections';
import { FACTS_DATABASE_ID } from '../../lambdas/platform/database/facts-collections';
import type { HandlerFunctionProps } from '../handler-function/handler-function';
import type { ScheduledFunctionProps } from './scheduled-function';

/** What every scheduled reader of the chain is given: the holder reconciler and the ledger import alike. */
export interface ChainReaderProps {
  /** Firebase project whose Firestore holds what the function reads from the chain. */
  readonly firebaseProjectId: string;
  /** Firebase Auth uid of the administrator (the shared handler configuration requires it). */
  readonly adminUid: string;
  /** Secret holding the service-account JSON key. */
  readonly serviceAccountSecret: secretsmanager.ISecret;
  /** Secret holding the Solana JSON-RPC URL (it may carry an API key): read by the chain readers and the two facts routes only. */
  readonly rpcUrlSecret: secretsmanager.ISecret;
  /** Folder the entry is relative to. @default the repository root */
  readonly projectRoot?: string;
  /** Days the function's logs are kept. @default 30 */
  readonly logRetention?: logs.RetentionDays;
}

/** The function itself: its handler, what it is, its size and its own environment, and how often it runs. */
export interface ChainReaderFunction
  extends Pick<HandlerFunctionProps, 'entry' | 'description' | 'roleDescription' | 'memorySize' | 'timeout'> {
  /** Its own variables, besides the project, the administrator and the two secrets' ARNs. */
  readonly environment: Readonly<Record<string, string>>;
  /**
   * The one database it opens: `chain` for the holder feed's reader (the reconciler), `facts` for the
   * watches and the ledger import, whose believed facts only the watch identity may write (ADR 37).
   * @default 'chain'
   */
  readonly database?: 'chain' | 'facts';
  /** Time between two runs. */
  readonly interval: Duration;
  /** What the schedule is for. */
  readonly scheduleDescription: string;
}

/**
 * The {@link ScheduledFunctionProps} of a function that reads Solana JSON-RPC into Firestore on a fixed
 * interval: it reads the service-account key and the RPC URL by ARN (never the URL itself), and runs on
 * one rule, `Schedule`, without retries: a failed run is logged and counted, and the next run goes on
 * from its checkpoint (ADR 16); a retry a minute or two later could overlap it.
 */
export function chainReaderProps(props: ChainReaderProps, fn: ChainReaderFunction): ScheduledFunctionProps {
  return {
    entry: fn.entry,
    projectRoot: props.projectRoot,
    description: fn.description,
    roleDescription: fn.roleDescription,
    logRetention: props.logRetention,
    secrets: [props.serviceAccountSecret, props.rpcUrlSecret],
    memorySize: fn.memorySize,
    timeout: fn.timeout,
    environment: {
      FIREBASE_PROJECT_ID: props.firebaseProjectId,
      ADMIN_UID: props.adminUid,
      FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: props.serviceAccountSecret.secretArn,
      SOLANA_RPC_URL_SECRET_ARN: props.rpcUrlSecret.secretArn,
      // ADR 37: they write what they read from the chain into its one database, and open no other.
      ...(fn.database === 'facts'
        ? { FACTS_DATABASE: FACTS_DATABASE_ID, DATABASE: 'facts' }
        : { CHAIN_DATABASE: CHAIN_DATABASE_ID, DATABASE: 'chain' }),
      ...fn.environment,
    },
    schedules: [
      {
        id: 'Schedule',
        description: fn.scheduleDescription,
        schedule: events.Schedule.rate(fn.interval),
      },
    ],
    retryAttempts: 0,
    maxEventAge: Duration.minutes(1),
  };
}

/**
 * A chain reader's props with a second provider's URL secret (ADR 35), when the operator named one: read
 * by ARN, like the first provider's, and granted to this function alone.
 */
export function withWitness(
  reader: ScheduledFunctionProps,
  witness: secretsmanager.ISecret | undefined,
): ScheduledFunctionProps {
  if (!witness) return reader;
  return {
    ...reader,
    secrets: [...(reader.secrets ?? []), witness],
    environment: { ...reader.environment, SOLANA_WITNESS_RPC_URL_SECRET_ARN: witness.secretArn },
  };
}
