import type { WalletControl, WalletControlFacts } from '../contract/facts.js';
import type { ReadDatabase } from '../platform/database/read-database.js';

// Who controls the donation wallet as the scheduled watch last read it (ADR 33), apart from the watch
// that writes it (watch-wallet-control.ts): the public route reads it over REST and loads nothing of the
// watch (ADR 11, "Amendment: no RPC call on a visitor's request").

/**
 * The watch's one document: the rules it compares (`key`, `rules`, `readAt`: when they were first read)
 * and the last whole read (`facts`), which the route answers. The changes it noticed are in
 * CONTROL_CHANGES (recorded-changes.ts).
 */
export const CONTROL_STATE = { collection: 'walletControl', doc: 'current' } as const;

const KINDS: readonly WalletControl['kind'][] = ['one-key', 'squads-v4', 'not-the-wallet', 'unknown'];

/** The stored read for `wallet`, or undefined for none, for another wallet, or for a document of another shape. */
export function parseStoredWalletControl(
  data: Record<string, unknown> | undefined,
  wallet: string,
): WalletControlFacts | undefined {
  const facts = data?.facts as Partial<Record<keyof WalletControlFacts, unknown>> | undefined;
  if (!facts || facts.wallet !== wallet) return undefined;
  const { control, readAt } = facts;
  const kind = (control as { kind?: unknown } | null | undefined)?.kind;
  if (typeof kind !== 'string' || !KINDS.includes(kind as WalletControl['kind'])) return undefined;
  if (typeof readAt !== 'string' || Number.isNaN(Date.parse(readAt))) return undefined;
  return {
    wallet,
    control: control as WalletControl,
    readAt,
    ...(facts.oneProvider === true ? { oneProvider: true } : {}),
  };
}

/** The last stored read of who controls `wallet`, or undefined before the watch's first run. */
export async function readStoredWalletControl(
  db: ReadDatabase,
  wallet: string,
): Promise<WalletControlFacts | undefined> {
  const state = await db.collection(CONTROL_STATE.collection).doc(CONTROL_STATE.doc).get();
  return parseStoredWalletControl(state.data(), wallet);
}
