import {
  EnvProblem,
  integer,
  localStackOnly,
  oneOf,
  optional,
  type Parsed,
  parseVariables,
  type Rule,
  text,
  withDefault,
} from '../platform/config/env-rules.js';
import { isPublicKey } from '../platform/solana/public-key.js';
import { rpcEnvRules } from '../platform/solana/rpc-env.js';
import { witnessRpcEnvRules } from '../platform/solana/witness-rpc.js';
import {
  DEFAULT_MAX_RISE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SUPPLY_TOLERANCE_SHARE,
  RPC_CREDITS,
} from './reconcile-bounds.js';
import { WITNESS_TOLERANCE } from './reconcile-options.js';

// Plain rules, not zod: the webhook and the public holder routes parse this at every cold start.

const publicKey = text({ test: [isPublicKey, 'must be a base58 Solana address (32 bytes)'] });

/** A number strictly between 0 and 1 (a share), read as zod's `coerce.number()` reads it. */
const share: Rule<number> = (raw) => {
  if (raw === undefined) throw new EnvProblem('is required');
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value >= 1)
    throw new EnvProblem('must be between 0 and 1 (exclusive)');
  return value;
};

/** A positive number (a share that may exceed 1). */
const positive: Rule<number> = (raw) => {
  if (raw === undefined) throw new EnvProblem('is required');
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new EnvProblem('must be a positive number');
  return value;
};

/**
 * The webhook's shared secret: 16 to 256 characters, as `npm run secret:holder-webhook` stores it. The edge
 * refuses a delivery whose Authorization is outside this size before it reaches the API (ADR 34).
 */
export const WEBHOOK_SECRET_LENGTH = { min: 16, max: 256 } as const;

const rules = {
  /** The token whose holders are followed. */
  TOKEN_MINT: publicKey,
  /** Secrets Manager secret holding the webhook's shared secret (deployed, webhook only). */
  HOLDER_WEBHOOK_SECRET_ARN: optional(text({ startsWith: 'arn:' })),
  /** The shared secret itself: the local stack and tests only. */
  HOLDER_WEBHOOK_SECRET: optional(
    text({
      minLength: [WEBHOOK_SECRET_LENGTH.min, `must be at least ${WEBHOOK_SECRET_LENGTH.min} characters`],
    }),
  ),
  // The RPC (the reconciler): a call that takes longer is abandoned and the run retried at the next schedule.
  ...rpcEnvRules(30_000),
  // A second RPC provider, another vendor's (ADR 35), for the reconciler. Absent: the bounds alone judge.
  ...witnessRpcEnvRules,
  /** How far apart the two providers' counts may be and still agree: this share of the larger, or 10 holders. */
  HOLDER_WITNESS_TOLERANCE: withDefault(share, WITNESS_TOLERANCE.share),
  /**
   * A full scan's balances may differ from the mint's supply by the burns and mints during it and this
   * share of the supply (transfers between pages); further apart the answer is refused (the reconciler, ADR 35).
   */
  HOLDER_SUPPLY_TOLERANCE_SHARE: withDefault(share, DEFAULT_SUPPLY_TOLERANCE_SHARE),
  /** A holder count that falls by more than this share since the last run is refused (the reconciler). */
  HOLDER_MAX_DROP_SHARE: withDefault(share, 0.25),
  /** The reconciler stops at its next checkpoint after this long, to end before the function's timeout. */
  RECONCILE_BUDGET_MS: withDefault(integer(1000, 900_000), 80_000),
  /**
   * Provider credits a month the reconciler may spend; runs are skipped when a full read more
   * often would exceed it. Absent: every scheduled run reads.
   */
  HOLDER_RPC_MONTHLY_CREDITS: optional(integer(1, Number.MAX_SAFE_INTEGER)),
  /** Credits one getProgramAccounts call costs (Helius: 10, RPC_CREDITS in token-accounts.ts). */
  HOLDER_RPC_CREDITS_PER_CALL: withDefault(
    integer(0, Number.MAX_SAFE_INTEGER),
    RPC_CREDITS.getProgramAccounts,
  ),
  /** `auto` (pages, unless the node lacks getProgramAccountsV2), `v2` or `plain`. */
  HOLDER_RPC_METHOD: withDefault(oneOf(['auto', 'v2', 'plain']), 'auto'),
  /** Accounts a getProgramAccountsV2 page asks for (1 to 10,000). */
  HOLDER_PAGE_SIZE: withDefault(integer(1, 10_000), DEFAULT_PAGE_SIZE),
  /** Minutes between full scans; the runs between read only changed accounts. 0: every run is a full scan. */
  HOLDER_FULL_SCAN_MINUTES: withDefault(integer(0, 10_080), 120),
  /** A rise of more holders than this and than HOLDER_MAX_RISE_SHARE of the count is refused. */
  HOLDER_MAX_RISE: withDefault(integer(0, Number.MAX_SAFE_INTEGER), DEFAULT_MAX_RISE.absolute),
  HOLDER_MAX_RISE_SHARE: withDefault(positive, DEFAULT_MAX_RISE.share),
  /** Newcomers a run announces at most; the others become known without a banner. */
  HOLDER_MAX_ANNOUNCED_PER_RUN: withDefault(integer(0, 100_000), 100),
  /** The webhook stops recording and answers 200 this long after a delivery arrived (Helius waits 1 s); 0 leaves every wallet to the reconciler. */
  HOLDER_WEBHOOK_DEADLINE_MS: withDefault(integer(0, 10_000), 700),
  /** Set by Lambda: the function's memory, which bounds the accounts a run keeps. */
  AWS_LAMBDA_FUNCTION_MEMORY_SIZE: optional(integer(128, 10_240)),
};

export type HolderFeedConfig = Parsed<typeof rules>;

/** Parses the holder feed's environment; a missing or bad value throws an error that names it. */
export function parseHolderFeedConfig(env: NodeJS.ProcessEnv): HolderFeedConfig {
  return parseVariables(rules, env, 'holder feed configuration', (config) =>
    // Plain secrets in the environment would show in the Lambda console: deployed, they come from Secrets Manager.
    (
      [
        ['HOLDER_WEBHOOK_SECRET', 'HOLDER_WEBHOOK_SECRET_ARN'],
        ['SOLANA_RPC_URL', 'SOLANA_RPC_URL_SECRET_ARN'],
        ['SOLANA_WITNESS_RPC_URL', 'SOLANA_WITNESS_RPC_URL_SECRET_ARN'],
      ] as const
    ).flatMap(([name, deployed]) => localStackOnly(config, [name], ` (use ${deployed})`)),
  );
}

/** Calls of one full read with the plain method: getProgramAccounts under each token program. */
export const CALLS_PER_FULL_READ = 2;
const MONTH_MS = 30 * 24 * 3600 * 1000;

/**
 * The shortest time between two full reads that keeps a month of them within the credit budget
 * (0 without a budget): a run sooner than that is skipped.
 */
export function minReadIntervalMs(config: HolderFeedConfig): number {
  if (!config.HOLDER_RPC_MONTHLY_CREDITS) return 0;
  const creditsPerRead = CALLS_PER_FULL_READ * config.HOLDER_RPC_CREDITS_PER_CALL;
  return Math.ceil((MONTH_MS * creditsPerRead) / config.HOLDER_RPC_MONTHLY_CREDITS);
}
