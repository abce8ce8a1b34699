import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contentProblems } from '../../scripts/content/restore-check.js';
import { type FakeSolanaRpc, fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import { startFirestoreEmulator } from '../../scripts/local/firestore-emulator.js';
import { buildBackup } from '../backups/run-backup.js';
import { type DonationLedger, LEDGER_NOTES, type LedgerTransaction } from '../contract/ledger.js';
import {
  type AdminLedgerOutflows,
  LEDGER_NOTE_LIMITS,
  LEDGER_NOTE_MESSAGES,
} from '../contract/ledger-notes.js';
import { MESSAGES } from '../contract/messages.js';
import { apiClient, type Call } from './api.js';
import { emulatorIdToken } from './auth-emulator-users.js';
import { clearCollections, seedDocs, storedDocs, testDb } from './firestore-admin.js';
import { importedLedger } from './imported-ledger.js';

// The notes on the donation wallet's outflows (ADR 22), through the real handlers, over a ledger
// imported from the local chain, on an emulator of this file's own (other files clear the history).
const ADMIN = 'ledger-notes-admin';
const ADMIN_EMAIL = `${ADMIN}@example.test`;
const WALLET = fakePublicKey('ledger-notes-wallet');
let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let rpc: FakeSolanaRpc;
let call: Call;
let token: string;
let signatures: Record<string, string>;

beforeAll(async () => {
  emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  process.env.FIRESTORE_REST_EMULATOR_HOST = emulator.restHost;
  ({ rpc, signatures } = await importedLedger('ledger-notes'));
  call = apiClient({ ADMIN_UID: ADMIN, ACCOUNT_CACHE_MS: '0', DONATION_WALLET: WALLET });
  token = await emulatorIdToken(ADMIN);
});
afterAll(async () => {
  await rpc.stop();
  await emulator.stop();
});

beforeEach(() => clearCollections(LEDGER_NOTES, 'contentHistory', 'idempotencyKeys'));

const outflow = () => signatures.solOut as string;
const save = (signature: string, json: unknown, headers: Record<string, string> = {}) =>
  call('PUT', `/api/admin/ledger/notes/${signature}`, { token, json, headers });
const publicLedger = async () => {
  const answer = await call('GET', '/api/ledger/donation-wallet');
  expect(answer.status).toBe(200);
  return answer;
};
const shown = async (signature: string): Promise<LedgerTransaction | undefined> =>
  ((await publicLedger()).body.data as DonationLedger).transactions.find((t) => t.signature === signature);
const stored = async () => ({
  notes: await storedDocs(LEDGER_NOTES),
  history: await storedDocs('contentHistory'),
});

describe('PUT /api/admin/ledger/notes/{signature}', () => {
  it('saves a note and its link, recorded in the history, and the page shows it', async () => {
    const answer = await save(outflow(), {
      note: '  Paid the artist for the banner  ',
      link: 'https://example.test/invoice/42',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      message: LEDGER_NOTE_MESSAGES.saved,
      data: {
        signature: outflow(),
        note: 'Paid the artist for the banner',
        link: 'https://example.test/invoice/42',
      },
    });
    const { notes, history } = await stored();
    expect(notes).toEqual([
      expect.objectContaining({
        id: outflow(),
        note: 'Paid the artist for the banner',
        updatedBy: ADMIN_EMAIL,
      }),
    ]);
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'ledgerNotes',
        entryId: outflow(),
        action: 'create',
        changed: ['link', 'note'],
        byEmail: ADMIN_EMAIL,
      }),
    ]);

    const transfer = await shown(outflow());
    expect(transfer).toMatchObject({
      direction: 'out',
      explanation: { note: 'Paid the artist for the banner', link: 'https://example.test/invoice/42' },
      unexplainedSince: null,
    });
    expect(Date.parse(transfer?.explanation?.explainedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('edits a note (an update record naming the changed field) and reverts it to the first version', async () => {
    await save(outflow(), { note: 'Listing fee', link: null });
    const edited = await save(outflow(), { note: 'Listing fee for the second exchange' });
    expect(edited.status).toBe(200);
    expect((await shown(outflow()))?.explanation).toMatchObject({
      note: 'Listing fee for the second exchange',
      link: null,
    });
    const history = (await storedDocs('contentHistory')) as {
      id: string;
      action: string;
      changed: string[];
    }[];
    expect(history.map((r) => r.action).sort()).toEqual(['create', 'update']);
    expect(history.find((r) => r.action === 'update')?.changed).toEqual(['note']);

    const created = history.find((r) => r.action === 'create') as { id: string };
    const reverted = await call('POST', `/api/admin/versions/${created.id}/revert`, { token });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ signature: outflow(), note: 'Listing fee', link: null });
    expect((await shown(outflow()))?.explanation?.note).toBe('Listing fee');
    const [note] = await storedDocs(LEDGER_NOTES);
    expect(note).not.toHaveProperty('order');
    expect((await storedDocs('contentHistory')).map((r) => r.action).sort()).toEqual([
      'create',
      'revert',
      'update',
    ]);
  });

  it('is safe to retry: the same key stores once, and the same note again records nothing', async () => {
    const key = { 'Idempotency-Key': 'ledger-note-key-0000000001' };
    const first = await save(outflow(), { note: 'Paid the moderator' }, key);
    const again = await save(outflow(), { note: 'Paid the moderator' }, key);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    const unchanged = await save(outflow(), { note: 'Paid the moderator' });
    expect(unchanged.status).toBe(200);
    expect(await storedDocs('contentHistory')).toHaveLength(1);
  });

  it.each([
    ['a note too short', { note: 'ok' }, 'note', LEDGER_NOTE_MESSAGES.noteMin],
    [
      'a note over the limit',
      { note: 'x'.repeat(LEDGER_NOTE_LIMITS.noteMax + 1) },
      'note',
      LEDGER_NOTE_MESSAGES.noteMax,
    ],
    [
      'a note with control characters',
      { note: 'Paid\u0000 the \u001bartist' },
      'note',
      MESSAGES.controlChars,
    ],
    ['a note that is not text', { note: { $gt: '' } }, 'note', 'Must be text'],
    [
      'a script link',
      { note: 'Paid the artist', link: 'javascript:alert(1)' },
      'link',
      LEDGER_NOTE_MESSAGES.linkInvalid,
    ],
    [
      'a plain http link',
      { note: 'Paid the artist', link: 'http://example.test/x' },
      'link',
      LEDGER_NOTE_MESSAGES.linkInvalid,
    ],
    [
      'a link with credentials',
      { note: 'Paid the artist', link: 'https://user:pass@example.test/' },
      'link',
      LEDGER_NOTE_MESSAGES.linkInvalid,
    ],
    [
      'a link over the limit',
      { note: 'Paid the artist', link: `https://example.test/${'a'.repeat(LEDGER_NOTE_LIMITS.linkMax)}` },
      'link',
      LEDGER_NOTE_MESSAGES.linkMax,
    ],
  ])('refuses %s with 400, naming the field, and writes nothing', async (_, body, field, message) => {
    const answer = await save(outflow(), body);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors).toContainEqual({ field, message });
    expect(await stored()).toEqual({ notes: [], history: [] });
  });

  it('refuses unknown fields and a body over 16 KiB, writing nothing', async () => {
    const extra = await save(outflow(), { note: 'Paid the artist', updatedBy: 'someone@else.test' });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body.errors)).toContain('updatedBy');
    const huge = await save(outflow(), { note: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(await stored()).toEqual({ notes: [], history: [] });
  });

  it('answers 404 for an inflow or an unknown signature, writing nothing', async () => {
    for (const signature of [signatures.solInAlice as string, 'NotASignatureOfThisWallet1111111111']) {
      const answer = await save(signature, { note: 'Paid the artist' });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, message: LEDGER_NOTE_MESSAGES.notAnOutflow });
    }
    expect(await stored()).toEqual({ notes: [], history: [] });
  });

  it('refuses to revert to a note changed in the database since, naming the field (422)', async () => {
    await save(outflow(), { note: 'Listing fee' });
    const [record] = (await storedDocs('contentHistory')) as { id: string }[];
    await testDb()
      .collection('contentHistory')
      .doc(record?.id as string)
      .update({ 'after.link': 'javascript:alert(1)' });
    const before = await stored();
    const answer = await call('POST', `/api/admin/versions/${record?.id}/revert`, { token });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ field: 'link', message: LEDGER_NOTE_MESSAGES.linkInvalid });
    expect(await stored()).toEqual(before);
  });
});

describe('GET /api/admin/ledger/outflows', () => {
  it('lists every outflow, newest first, each with its note or "unexplained since" its time', async () => {
    await save(signatures.tokenOut as string, { note: 'Market maker deposit' });
    const answer = await call('GET', '/api/admin/ledger/outflows', { token });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const { outflows, syncedAt } = answer.body.data as AdminLedgerOutflows;
    expect(syncedAt).not.toBeNull();
    expect(outflows.map((t) => t.signature)).toEqual([
      signatures.stableOut,
      signatures.tokenOut,
      signatures.solOut,
    ]);
    expect(outflows[1]?.explanation?.note).toBe('Market maker deposit');
    expect(outflows[0]?.unexplainedSince).toBe(outflows[0]?.time);
    expect(outflows[2]?.explanation).toBeNull();
    expect((answer.body.data as AdminLedgerOutflows).next).toBeNull();
  });

  it('pages from the cursor it is given, newest first, and refuses a cursor of another shape (400, saying which)', async () => {
    const first = (await call('GET', '/api/admin/ledger/outflows', { token })).body
      .data as AdminLedgerOutflows;
    const newest = first.outflows[0] as (typeof first.outflows)[number];
    const before = `${String(newest.slot).padStart(12, '0')}-${newest.signature}`;
    const older = await call('GET', `/api/admin/ledger/outflows?before=${before}`, { token });
    expect(older.status).toBe(200);
    expect((older.body.data as AdminLedgerOutflows).outflows.map((t) => t.signature)).toEqual([
      signatures.tokenOut,
      signatures.solOut,
    ]);
    for (const bad of ['not-a-cursor', "999999999999-'or'1'='1", 'x'.repeat(5000)]) {
      const answer = await call('GET', `/api/admin/ledger/outflows?before=${encodeURIComponent(bad)}`, {
        token,
      });
      expect(answer.status, bad).toBe(400);
      expect(answer.body).toMatchObject({
        success: false,
        message: 'before must be the next of a page of outflows',
      });
    }
  });
});

describe('the public ledger and a note', () => {
  it('never carries who wrote it, nor anything of the stored note but its text, link and time', async () => {
    await seedDocs(LEDGER_NOTES, {
      [outflow()]: {
        note: 'Paid the artist',
        link: 'https://example.test/invoice',
        updatedAt: new Date(),
        updatedBy: ADMIN_EMAIL,
        byUid: ADMIN,
        secret: 'not for visitors',
      },
    });
    const answers = [await publicLedger()];
    const first = answers[0]?.body.data as DonationLedger;
    const cursor = `${String(first.transactions[2]?.slot).padStart(12, '0')}-${first.transactions[2]?.signature}`;
    answers.push(await call('GET', `/api/ledger/donation-wallet/page/${cursor}`));
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      for (const secret of [ADMIN_EMAIL, ADMIN, 'updatedBy', 'byUid', 'not for visitors']) {
        expect(text).not.toContain(secret);
      }
    }
    expect(JSON.stringify(answers[0]?.body)).toContain('Paid the artist');
  });
});

describe('a backup', () => {
  it('holds the notes, and a restore refuses a note the route would refuse, naming it', async () => {
    await save(outflow(), { note: 'Listing fee', link: 'https://example.test/listing' });
    const backup = await buildBackup(testDb(), 'demo-ledger-notes', 'manual');
    expect(backup.schemaVersion).toBe(4);
    const [entry] = 'ledgerNotes' in backup.collections ? backup.collections.ledgerNotes : [];
    expect(entry).toMatchObject({
      id: outflow(),
      fields: { note: 'Listing fee', link: 'https://example.test/listing' },
    });
    expect(contentProblems(backup, [])).toEqual([]);
    (entry as { fields: Record<string, unknown> }).fields.link = 'javascript:alert(1)';
    expect(contentProblems(backup, [])).toEqual([
      `ledgerNotes/${outflow()}: link: ${LEDGER_NOTE_MESSAGES.linkInvalid}`,
    ]);
  });
});
