import type { DonationReceipt } from '../contract/donate.js';
import type { ReadDatabase, ReadDocument } from '../platform/database/read-database.js';
import { isoTime } from '../platform/iso-time.js';
import type { DonationDatabases } from './donation-databases.js';
import { RECEIPTS } from './receipt-store.js';

const LEDGER = 'donationLedger';
const BASE58_KEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const LAMPORTS = /^\d{1,20}$/;

interface Arrived {
  signature: string;
  lamports: string;
  references: string[];
  confirmedAt: string;
}

/** A receipt the webhook recorded (chain database), checked field by field. */
function fromWebhook(doc: ReadDocument): Arrived | null {
  if (!doc.exists) return null;
  return arrived(doc.get('signature'), doc.get('lamports'), doc.get('references'), doc.get('confirmedAt'));
}

/** The first transfer the ledger import counted for the reference (facts database). */
function fromLedger(doc: ReadDocument): Arrived | null {
  if (!doc.exists) return null;
  const first = doc.get('first') as Record<string, unknown> | undefined;
  return first ? arrived(first.signature, first.received, first.references, first.blockTime) : null;
}

function arrived(signature: unknown, lamports: unknown, references: unknown, at: unknown): Arrived | null {
  if (typeof signature !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(signature)) return null;
  if (typeof lamports !== 'string' || !LAMPORTS.test(lamports)) return null;
  const keys = Array.isArray(references)
    ? references.filter((k) => typeof k === 'string' && BASE58_KEY.test(k))
    : [];
  return { signature, lamports, references: keys as string[], confirmedAt: isoTime(at) ?? '' };
}

/** The goal whose reference the transfer carried besides `reference`, if any (ADR 40). */
async function goalAmong(content: ReadDatabase, references: string[]): Promise<string | null> {
  for (const candidate of references.slice(0, 8)) {
    const found = await content.collection('donations').where('reference', '==', candidate).limit(1).get();
    if (!found.empty) return candidate;
  }
  return null;
}

/**
 * Whether a transfer carrying `reference` reached the wallet (ADR 40): the webhook's receipt, else the
 * ledger import's count of the reference, one document read in each; never the chain. Only an arrived
 * transfer with other references reads the goals, so a poll of an invented reference costs two reads.
 */
export async function readReceipt(
  dbs: DonationDatabases,
  wallet: string,
  reference: string,
): Promise<DonationReceipt> {
  const [webhook, ledger] = await Promise.all([
    dbs.chain.collection(RECEIPTS).doc(reference).get(),
    dbs.facts.collection(LEDGER).doc(wallet).collection('references').doc(reference).get(),
  ]);
  const found = fromWebhook(webhook) ?? fromLedger(ledger);
  if (!found) return { status: 'pending' };
  const others = found.references.filter((key) => key !== reference);
  return {
    status: 'arrived',
    signature: found.signature,
    lamports: found.lamports,
    goalReference: others.length > 0 ? await goalAmong(dbs.content, others) : null,
    confirmedAt: found.confirmedAt,
  };
}
