import type { ApiSuccess } from '../contract/api.js';
import type { GoalGifts } from '../contract/donate.js';
import { parseDonationReadConfig } from '../donations/donation-config.js';
import { readGoalGifts } from '../donations/read-goal-gifts.js';
import { withFactsAndContentRestDatabases } from '../platform/database/facts-rest-database.js';
import { json } from '../platform/http/http.js';
import { publicReadRoute } from '../platform/http/public-read-route.js';

const { DONATION_WALLET } = parseDonationReadConfig(process.env);

/**
 * GET /api/ledger/donation-wallet/goals: what each goal received, as the ledger import read it from the
 * chain (ADR 40). Read from Firestore only; the CDN keeps it a minute, as the ledger.
 */
export const handler = publicReadRoute(
  async () => {
    const data = await withFactsAndContentRestDatabases((db) => readGoalGifts(db, db, DONATION_WALLET));
    const payload: ApiSuccess<GoalGifts> = { success: true, data };
    return json(200, payload);
  },
  { sMaxAge: 60 },
);
