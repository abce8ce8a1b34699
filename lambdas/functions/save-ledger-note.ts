import { adminBodyRouteWithSecondFactor } from '../admin/admin-routes.js';
import { idempotencyOf } from '../content/idempotency.js';
import { saveLedgerNote } from '../content/ledger-notes.js';
import { LEDGER_NOTE_MESSAGES, ledgerNoteInput } from '../contract/ledger-notes.js';
import { parseLedgerWallet } from '../ledger/ledger-config.js';
import { isListedOutflow } from '../ledger/outflows.js';
import { withFactsDatabase } from '../platform/database/facts-database.js';
import { NotFoundError } from '../platform/http/errors.js';
import { json } from '../platform/http/http.js';
import { idParam } from '../platform/http/path-params.js';

const wallet = parseLedgerWallet(process.env);

/**
 * PUT /api/admin/ledger/notes/{id}: the note (and link) of the outflow whose signature is `id`,
 * recorded in the history (ADR 22). A stored transaction never changes, so checking it before the
 * write's transaction is enough; 404 for anything but a listed outflow.
 */
export const handler = adminBodyRouteWithSecondFactor(
  () => ledgerNoteInput,
  async (event) => {
    const signature = idParam(event);
    const request = idempotencyOf(event, event.input);
    const outflow = await withFactsDatabase((db) => isListedOutflow(db, wallet, signature));
    if (!outflow) throw new NotFoundError(LEDGER_NOTE_MESSAGES.notAnOutflow);
    const data = await saveLedgerNote(signature, event.input, event.admin, request);
    return json(200, { success: true, message: LEDGER_NOTE_MESSAGES.saved, data });
  },
);
