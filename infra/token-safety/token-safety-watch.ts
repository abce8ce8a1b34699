import { Duration } from 'aws-cdk-lib';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { type ChainReaderProps, chainReaderProps, withWitness } from '../scheduled-function/chain-reader';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The watch's handler file, relative to the project root. */
export const TOKEN_SAFETY_WATCH_ENTRY = 'lambdas/functions/watch-token-safety.ts';

/** Properties of {@link TokenSafetyWatch}. */
export interface TokenSafetyWatchProps extends ChainReaderProps {
  /** The token's mint (base58). */
  readonly tokenMint: string;
  /**
   * Secret holding a second provider's RPC URL (another vendor), which must confirm a change of the
   * safety facts (ADR 35). @default none: the first provider is believed, as before
   */
  readonly witnessRpcUrlSecret?: secretsmanager.ISecret;
  /** Time between two runs. @default 5 minutes */
  readonly interval?: Duration;
}

/**
 * The scheduled watch of the token's safety facts (ADR 35): a Lambda that reads the mint, stores it as the
 * believed facts in the chain database when its mint and freeze authority, program and decimals are
 * unchanged, and asks the second provider before believing a change (TokenSafetyChanges) or refusing it
 * (ImplausibleAnswers). Two RPC calls a run (the mint and a slot to check it against), three or more
 * when the facts change. Its role reads the watch identity's key, the RPC URL and the witness's URL,
 * nothing else.
 */
export class TokenSafetyWatch extends Construct {
  public readonly scheduled: ScheduledFunction;

  constructor(scope: Construct, id: string, props: TokenSafetyWatchProps) {
    super(scope, id);
    const reader = chainReaderProps(props, {
      entry: TOKEN_SAFETY_WATCH_ENTRY,
      description: "Token's safety facts read over Solana JSON-RPC (scheduled)",
      roleDescription: "Scheduled watch of the token's safety facts",
      memorySize: 256,
      // The believed facts: only the watch identity writes them (ADR 37's amendment).
      database: 'facts',
      // A witness behind the first provider is asked up to three times, 2 s apart, each call within 10 s.
      timeout: Duration.seconds(60),
      environment: { TOKEN_MINT: props.tokenMint, RPC_TIMEOUT_MS: '10000' },
      interval: props.interval ?? Duration.minutes(5),
      scheduleDescription: "Believes a change of the token's safety facts when both providers see it",
    });
    this.scheduled = new ScheduledFunction(this, 'Default', withWitness(reader, props.witnessRpcUrlSecret));
  }
}
