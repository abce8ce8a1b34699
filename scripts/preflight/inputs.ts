import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';
import type { AwsClients } from './aws.js';

/**
 * The stored secrets' values the checks use, as read (Secrets Manager when deploying, the fakes'
 * own values in the local stack and the tests). A missing entry is a secret that could not be read.
 */
export interface PreflightSecrets {
  readonly rpcUrl?: string;
  readonly witnessRpcUrl?: string;
  readonly telegram?: { botToken: string; chatId: string };
  readonly discordWebhookUrl?: string;
  /** Each Google identity's key (the JSON text), by identity id (firebase.ts, IDENTITIES). */
  readonly serviceAccounts?: Readonly<Record<string, string>>;
  /** Why a secret could not be read, by its Secrets Manager name (AccessDenied, not found...). */
  readonly unreadable?: Readonly<Record<string, string>>;
}

/** Where the outside services are: their real addresses unless a test or the local stack names fakes. */
export interface PreflightEndpoints {
  /** The Telegram Bot API. @default https://api.telegram.org */
  readonly telegramApi?: string;
  /** Google's OAuth 2.0 token endpoint. @default https://oauth2.googleapis.com/token */
  readonly googleToken?: string;
  /** The Firestore admin API. @default https://firestore.googleapis.com */
  readonly firestoreApi?: string;
  /** The Cloud Resource Manager API. @default https://cloudresourcemanager.googleapis.com */
  readonly resourceManagerApi?: string;
}

/** What one preflight run reads: the configuration, the secrets, and the AWS clients (or why AWS is skipped). */
export interface PreflightInputs {
  readonly config: OperatorConfig;
  readonly secrets: PreflightSecrets;
  readonly endpoints?: PreflightEndpoints;
  /** The AWS clients of the stack's region, or the reason the AWS checks are skipped (the local stack). */
  readonly aws: AwsClients | { skip: string };
  /** The reason the Firebase checks are skipped (the local stack runs emulators, which need no key). */
  readonly skipFirebase?: string;
  /** The local stack's fakes speak plain http on loopback; deployed, every URL must be https. */
  readonly allowHttp?: boolean;
  /**
   * The operator's own Google token (GOOGLE_OAUTH_ACCESS_TOKEN), which reads the project's IAM policy:
   * no key of the site may. Absent, the conditions are not read (a warning).
   */
  readonly googleAccessToken?: string;
  /** One call that takes longer is abandoned. @default 10000 */
  readonly timeoutMs?: number;
  /**
   * How long the witness's whole-mint read may take. @default the reconciler's own RPC timeout, from
   * `deploy.holderReconcileMinutes` (infra/holder-feed/reconciler-timeouts.ts)
   */
  readonly reconcilerRpcTimeoutMs?: number;
}

/** The line for a secret that could not be read: its name, and why when Secrets Manager said. */
export function unreadableSecret(secrets: PreflightSecrets, name: string | undefined): string {
  const why = name ? secrets.unreadable?.[name] : undefined;
  return `the secret ${name ?? '(not named)'} could not be read${why ? ` (${why})` : ''}`;
}
