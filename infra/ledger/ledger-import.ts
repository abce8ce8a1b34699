import { Duration } from 'aws-cdk-lib';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { type ChainReaderProps, chainReaderProps, withWitness } from '../scheduled-function/chain-reader';
import { ScheduledFunction } from '../scheduled-function/scheduled-function';

/** The import's handler file, relative to the project root. */
export const LEDGER_IMPORT_ENTRY = 'lambdas/functions/import-donation-ledger.ts';

/** Properties of {@link LedgerImport}. */
export interface LedgerImportProps extends ChainReaderProps {
  /** The donation wallet (base58). */
  readonly donationWallet: string;
  /** The site's token: the ledger follows and totals it (ADR 30). */
  readonly tokenMint: string;
  /** The other mints the ledger follows and totals (`site.ledgerAssets`). @default none */
  readonly listedMints?: readonly string[];
  /** The Squads v4 multisig whose vault the wallet is: outflows are tied to its proposals (ADR 33). @default none */
  readonly donationMultisig?: string;
  /** Time between two runs. @default 10 minutes */
  readonly interval?: Duration;
  /** RPC calls a second at most (the provider's rate limit, with room for the other functions). @default 8 */
  readonly rpcCallsPerSecond?: number;
  /** The second provider's URL (ADR 35): each new entry is stored once it returns the same. @default none */
  readonly witnessRpcUrlSecret?: secretsmanager.ISecret;
}

/**
 * The donation ledger's scheduled import (ADR 22): a Lambda that reads the wallet's new transactions
 * over Solana JSON-RPC and stores them in the facts database; a first import of a long history goes on run
 * after run from its checkpoint (ADR 16). Its role may write its own logs and read its two secrets.
 */
export class LedgerImport extends Construct {
  public readonly scheduled: ScheduledFunction;

  constructor(scope: Construct, id: string, props: LedgerImportProps) {
    super(scope, id);
    const interval = props.interval ?? Duration.minutes(10);
    if (interval.toSeconds() < 120) throw new Error('LedgerImport: interval must be at least two minutes');
    // Always 30 s under the interval, so two runs never overlap; the run stops a minute before it.
    const timeoutS = Math.min(300, interval.toSeconds() - 30);
    const budgetS = timeoutS - 60;
    const reader = chainReaderProps(props, {
      entry: LEDGER_IMPORT_ENTRY,
      // The ledger is a believed fact: written with the watch identity in the facts database alone, never
      // with the webhook's key (ADR 37, "Amendment: the ledger among the believed facts").
      database: 'facts',
      description: "Donation wallet's ledger import over Solana JSON-RPC (scheduled)",
      roleDescription: 'Scheduled donation ledger import',
      // A page of 1,000 signatures and 100 transactions at a time: far under 512 MB at any history.
      memorySize: 512,
      timeout: Duration.seconds(timeoutS),
      environment: {
        DONATION_WALLET: props.donationWallet,
        TOKEN_MINT: props.tokenMint,
        LEDGER_LISTED_MINTS: (props.listedMints ?? []).join(','),
        ...(props.donationMultisig ? { DONATION_MULTISIG: props.donationMultisig } : {}),
        RPC_TIMEOUT_MS: '20000',
        LEDGER_BUDGET_MS: String(budgetS * 1000),
        LEDGER_RPC_PER_SECOND: String(props.rpcCallsPerSecond ?? 8),
      },
      interval,
      scheduleDescription: "Brings the donation wallet's ledger up to date",
    });
    this.scheduled = new ScheduledFunction(this, 'Default', withWitness(reader, props.witnessRpcUrlSecret));
  }
}
