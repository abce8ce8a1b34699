import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import {
  localStablecoinMint,
  type SeededLedger,
  seedDonationLedger,
} from '../../scripts/local/ledger-seed.js';
import { importLedger } from '../ledger/import-ledger.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { factsDb } from './firestore-admin.js';

/** A donation wallet on a local chain of its own, its ledger imported: see {@link importedLedger}. */
export interface ImportedLedger extends SeededLedger {
  readonly rpc: FakeSolanaRpc;
  /** The donation wallet, `fakePublicKey('<prefix>-wallet')`. */
  readonly wallet: string;
}

/**
 * Starts a fake chain, seeds the local donation history of wallet `<prefix>-wallet` on it (from
 * 20 September 2026, every address named after `prefix`, so files never share one) and imports it
 * into the emulator `FIRESTORE_EMULATOR_HOST` names, as the scheduled import does. The caller stops `rpc`.
 */
export async function importedLedger(prefix: string): Promise<ImportedLedger> {
  const rpc = await startFakeSolanaRpc();
  const wallet = fakePublicKey(`${prefix}-wallet`);
  rpc.setBalance(wallet, 12_500_000_000);
  const token = fakePublicKey(`${prefix}-token`);
  const seeded = seedDonationLedger(rpc, wallet, token, {
    prefix,
    startTime: Date.UTC(2026, 8, 20) / 1000,
  });
  await importLedger({
    db: factsDb(),
    rpc: new SolanaRpcClient({ url: rpc.url }),
    wallet,
    // As the local stack lists them: the token and the stand-in stablecoin (ADR 30).
    listed: new Set([token, localStablecoinMint()]),
    budgetMs: 60_000,
    callsPerSecond: 1000,
  });
  return { ...seeded, rpc, wallet };
}
