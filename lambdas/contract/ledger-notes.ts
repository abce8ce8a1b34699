import { z } from 'zod';
import type { Translations } from './content-locales.js';
import { boundedText } from './entities.js';
import { withoutHiddenCharacters } from './hidden-characters.js';
import type { LedgerTransaction } from './ledger.js';
import { atLeast, translationsInput } from './translation-inputs.js';

/**
 * The administrator's note on an outflow of the donation wallet (ADR 22, behaviour §3): why the
 * money left, with an optional https link to what proves it. Stored as content (kind `ledgerNotes`,
 * one document per transaction signature), so it has a history, a revert and a place in the backups.
 */
export const LEDGER_NOTE_LIMITS = { noteMin: 3, noteMax: 280, linkMax: 500 } as const;

export const LEDGER_NOTE_MESSAGES = {
  noteMin: `Note must be at least ${LEDGER_NOTE_LIMITS.noteMin} characters`,
  noteMax: `Note must be less than ${LEDGER_NOTE_LIMITS.noteMax} characters`,
  linkMax: `Link must be less than ${LEDGER_NOTE_LIMITS.linkMax} characters`,
  linkInvalid: 'Link must be an https address (an invoice, an announcement, a post)',
  notAnOutflow: 'No outflow of the donation wallet has this signature',
  saved: 'Note saved',
} as const;

/** An https address without credentials: nothing a browser would run, nothing that hides a login. */
function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const link = withoutHiddenCharacters(
  z
    .string({ error: LEDGER_NOTE_MESSAGES.linkInvalid })
    .trim()
    .max(LEDGER_NOTE_LIMITS.linkMax, LEDGER_NOTE_MESSAGES.linkMax),
  undefined,
  { singleLine: true },
)
  .refine((value) => value === '' || isHttpsLink(value), LEDGER_NOTE_MESSAGES.linkInvalid)
  .transform((value) => (value === '' ? null : value));

/** PUT /api/admin/ledger/notes/{signature}: the note, and a link or none (empty or null removes it). */
export const ledgerNoteInput = z.strictObject({
  note: boundedText(
    LEDGER_NOTE_LIMITS.noteMin,
    LEDGER_NOTE_LIMITS.noteMax,
    LEDGER_NOTE_MESSAGES.noteMin,
    LEDGER_NOTE_MESSAGES.noteMax,
  ),
  link: link.nullable().optional(),
  /** The note in other languages, as content is translated (ADR 28); the link is the same in all. */
  translations: translationsInput((say, minimum) => ({
    note: boundedText(
      minimum(LEDGER_NOTE_LIMITS.noteMin),
      LEDGER_NOTE_LIMITS.noteMax,
      say(
        atLeast(
          LEDGER_NOTE_MESSAGES.noteMin,
          LEDGER_NOTE_LIMITS.noteMin,
          minimum(LEDGER_NOTE_LIMITS.noteMin),
        ),
      ),
      say(LEDGER_NOTE_MESSAGES.noteMax),
      say,
    ),
  })).optional(),
});
export type LedgerNoteInput = z.input<typeof ledgerNoteInput>;

/** A stored note as the admin panel reads it (the public ledger serves only note, link and time). */
export interface LedgerNote {
  signature: string;
  note: string;
  link: string | null;
  translations?: Translations<'note'>;
  /** ISO 8601. */
  updatedAt: string;
  updatedBy?: string;
}

/**
 * GET /api/admin/ledger/outflows[?before=<next>]: the outflows of listed assets, newest first, a page
 * at a time, each with its explanation or none.
 */
export interface AdminLedgerOutflows {
  syncedAt: string | null;
  outflows: LedgerTransaction[];
  /** The `before` of the next page, or null at the end. */
  next: string | null;
}
