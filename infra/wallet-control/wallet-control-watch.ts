import { Duration } from 'aws-cdk-lib';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { type ChainReaderProps, chainReaderProps, withWitness } from '../scheduled-function/chain-reader';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The watch's handler file, relative to the project root. */
export const WALLET_CONTROL_WATCH_ENTRY = 'lambdas/functions/watch-wallet-control.ts';

/** Properties of {@link WalletControlWatch}. */
export interface WalletControlWatchProps extends ChainReaderProps {
  /** The donation wallet (base58). */
  readonly donationWallet: string;
  /** The Squads v4 multisig said to control it, and its vault index. @default none */
  readonly donationControl?: { readonly squadsMultisig: string; readonly vaultIndex?: number };
  /**
   * Secret holding a second provider's RPC URL (another vendor), which must confirm a change of the
   * wallet's rules (ADR 33). @default none: the first provider is believed, with a warning line
   */
  readonly witnessRpcUrlSecret?: secretsmanager.ISecret;
  /** Time between two runs. @default 5 minutes */
  readonly interval?: Duration;
}

/**
 * The scheduled read of who controls the donation wallet (ADR 33): a Lambda that compares the rules
 * with the last run's and records a change once in the believed facts' database, once the second
 * provider sees it too, counted in the WalletControlChanges metric that an alarm watches, and stores its
 * read and the wallet's balance for the public facts routes (ADR 11). A few RPC calls a run. Its role
 * reads the watch identity's key, the RPC URL and the witness's URL, nothing else.
 */
export class WalletControlWatch extends Construct {
  public readonly scheduled: ScheduledFunction;

  constructor(scope: Construct, id: string, props: WalletControlWatchProps) {
    super(scope, id);
    const { donationControl } = props;
    const reader = chainReaderProps(props, {
      entry: WALLET_CONTROL_WATCH_ENTRY,
      description: "Donation wallet's control read over Solana JSON-RPC (scheduled)",
      roleDescription: "Scheduled read of the donation wallet's rules",
      memorySize: 256,
      // The believed facts: only the watch identity writes them (ADR 37's amendment).
      database: 'facts',
      // The first read, the witness's (up to three times, 2 s apart, when it lags) and the search of the
      // changing transaction (30 s at most), each call within 20 s: a slow node fails the run, not a hung one.
      timeout: Duration.seconds(120),
      environment: {
        DONATION_WALLET: props.donationWallet,
        ...(donationControl
          ? {
              DONATION_MULTISIG: donationControl.squadsMultisig,
              DONATION_VAULT_INDEX: String(donationControl.vaultIndex ?? 0),
            }
          : {}),
        RPC_TIMEOUT_MS: '20000',
      },
      interval: props.interval ?? Duration.minutes(5),
      scheduleDescription: "Notices a change of the donation wallet's rules",
    });
    this.scheduled = new ScheduledFunction(this, 'Default', withWitness(reader, props.witnessRpcUrlSecret));
  }
}
