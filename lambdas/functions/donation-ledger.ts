import type { DonationLedgerPayload } from '../contract/ledger.js';
import { parseLedgerWallet } from '../ledger/ledger-config.js';
import { readDonationLedger } from '../ledger/public-ledger.js';
import { withFactsAndContentRestDatabases } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const wallet = parseLedgerWallet(process.env);

/**
 * GET /api/ledger/donation-wallet: the donation wallet's ledger read from the chain (ADR 22): month
 * totals per asset, the latest transfers, and when it was brought up to date. The CDN keeps it a minute.
 */
export const handler = publicReadRoute(
  async () => {
    const data = await withFactsAndContentRestDatabases((db) => readDonationLedger(db, wallet));
    const payload: DonationLedgerPayload = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
