import { getFactsDatabase } from '../platform/database/facts-database.js';
import { logger } from '../platform/observability/logger.js';
import { levelMetric } from '../platform/observability/metrics.js';
import { UnexpectedAnswerError } from '../platform/solana/rpc-answers.js';
import { RpcError, RpcUnavailableError } from '../platform/solana/rpc-client.js';
import { rpcClientFrom } from '../platform/solana/rpc-env.js';
import { witnessRpcFrom } from '../platform/solana/witness-rpc.js';
import { type ImportReport, importLedger } from './import-ledger.js';
import { type LedgerConfig, listedMints } from './ledger-config.js';

/**
 * One scheduled ledger import (ADR 22), with its log line. A failed run (RPC down, a rate limit, the
 * database unreachable) is logged and fails the invocation; what it stored stays, with its checkpoint,
 * and the next run goes on from there (ADR 16).
 */
export async function scheduledLedgerImport(
  config: LedgerConfig,
): Promise<ImportReport & { durationMs: number }> {
  const started = performance.now();
  try {
    const report = await importLedger({
      db: await getFactsDatabase(),
      rpc: await rpcClientFrom(config),
      wallet: config.DONATION_WALLET,
      listed: listedMints(config),
      multisig: config.DONATION_MULTISIG,
      maxAddresses: config.LEDGER_MAX_ADDRESSES,
      budgetMs: config.LEDGER_BUDGET_MS,
      pageSize: config.LEDGER_PAGE_SIZE,
      callsPerSecond: config.LEDGER_RPC_PER_SECOND,
      concurrency: config.LEDGER_RPC_CONCURRENCY,
      unreadPerRun: config.LEDGER_UNREAD_PER_RUN,
      // Its secret unreadable: the run fails, so no entry is stored on the first provider's word alone.
      witness: await witnessRpcFrom(config),
    });
    const result = { ...report, durationMs: Math.round(performance.now() - started) };
    // A run that found nothing new logs nothing.
    if (report.stored > 0 || report.unavailable > 0 || report.unreadRetried > 0 || !report.complete)
      logger.info('Donation ledger imported', { ...result });
    // Every run, 0 included: the alarm watches the most runs one has stayed unread (ADR 30).
    levelMetric('ledgerUnread', report.unread);
    levelMetric('ledgerUnreadMostRuns', report.unreadMostRuns);
    return result;
  } catch (error) {
    logger.error('Donation ledger import failed; the next run goes on from its checkpoint', {
      kind:
        error instanceof RpcUnavailableError
          ? 'rpc-unavailable'
          : error instanceof RpcError
            ? 'rpc-error'
            : error instanceof UnexpectedAnswerError
              ? 'rpc-answer'
              : 'other',
      // Our RPC errors never carry the URL (it may hold an API key).
      reason: error instanceof Error ? error.message : String(error),
      durationMs: Math.round(performance.now() - started),
    });
    throw error;
  }
}
