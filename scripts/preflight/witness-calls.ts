import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { reconcilerTimeouts } from '../../infra/holder-feed/reconciler-timeouts.js';
import { MAX_ACCOUNTS } from '../../lambdas/holders/holder-set.js';
import { witnessHolderCount } from '../../lambdas/holders/witness-count.js';
import { RpcError, type SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import type { PreflightInputs } from './inputs.js';
import { blocking, type CheckResult, ok, warning } from './report.js';
import { rpcClient } from './solana.js';

// The calls the deployed functions make of the witness (ADR 35, "Amendment: the preflight asks what the
// functions ask"): a vendor that refuses one of them, or answers it too slowly, leaves every newcomer held
// back and every fact shown as one provider's, so each refusal is blocking.

/** Keys a newcomer check asks in one getMultipleAccounts call (a node takes 100 at most). */
export const NEWCOMER_KEYS_PER_CALL = 100;
/** How far ahead the refused read asks: about four days of slots, which no node has reached. */
const FAR_AHEAD_SLOTS = 1_000_000;
/** The JSON-RPC error a node answers a `minContextSlot` it has not reached with (solana-rpc-client-api). */
export const MIN_CONTEXT_SLOT_NOT_REACHED = -32016;

const FIX =
  'choose a plan or vendor that serves getProgramAccounts, getMultipleAccounts and minContextSlot, then npm run secret:solana-witness-rpc-url -- <file with its URL>';

/** An address no account has: 32 bytes of a hash, so the answer for it must be null. */
const absentKey = (index: number) =>
  bs58.encode(createHash('sha256').update(`preflight-absent-account-${index}`).digest());

/**
 * How long the reconciler lets one witness call run before it abandons it, from the deployed interval
 * (infra/holder-feed/reconciler-timeouts.ts), unless a test names a shorter one.
 */
export function reconcilerRpcTimeoutMs(inputs: PreflightInputs): number {
  return (
    inputs.reconcilerRpcTimeoutMs ??
    reconcilerTimeouts(inputs.config.deploy.holderReconcileMinutes * 60).rpcTimeoutMs
  );
}

/** Why a call failed, in one line: the vendor's code and message, or its HTTP status or silence. */
const why = (error: unknown) => (error as Error).message;

/**
 * The witness's answers to what the functions ask: the whole-mint read within the reconciler's RPC
 * timeout, the newcomer check (getMultipleAccounts, jsonParsed, up to 100 keys, minContextSlot), and a
 * minContextSlot it has not reached refused with -32016 rather than ignored.
 */
export async function witnessCallChecks(
  inputs: PreflightInputs,
  witnessUrl: string,
  host: string,
): Promise<CheckResult[]> {
  const mint = inputs.config.site.token.mintAddress;
  const budgetMs = reconcilerRpcTimeoutMs(inputs);
  const results: CheckResult[] = [];
  const whole = rpcClient(witnessUrl, { ...inputs, timeoutMs: budgetMs });
  const started = performance.now();
  try {
    const { count } = await witnessHolderCount(whole, mint, MAX_ACCOUNTS);
    const tookMs = Math.round(performance.now() - started);
    results.push(
      ok(
        'Witness: whole-mint read',
        `getProgramAccounts of the mint: ${count} holders in ${tookMs} ms (the reconciler waits ${budgetMs} ms)`,
      ),
    );
  } catch (error) {
    results.push(
      blocking(
        'Witness: whole-mint read',
        `${host} does not answer getProgramAccounts of the mint within the reconciler's ${budgetMs} ms: ${why(error)}`,
        FIX,
      ),
    );
  }
  const witness = rpcClient(witnessUrl, inputs);
  results.push(await newcomerCheck(inputs, witness, host));
  results.push(await minContextSlotCheck(witness, mint, host));
  return results;
}

/** Token accounts of the mint the first provider lists (its largest), or none when it cannot say. */
async function knownTokenAccounts(inputs: PreflightInputs, mint: string): Promise<string[]> {
  if (!inputs.secrets.rpcUrl) return [];
  try {
    const answer = await rpcClient(inputs.secrets.rpcUrl, inputs).request<{
      value?: { address?: unknown }[];
    }>('getTokenLargestAccounts', [mint, { commitment: 'confirmed' }]);
    return (answer.value ?? []).map((a) => a.address).filter((a): a is string => typeof a === 'string');
  } catch {
    return [];
  }
}

interface ParsedAccount {
  data?: { parsed?: { type?: unknown; info?: { mint?: unknown } } } | unknown[];
}

/** The newcomer check: token accounts the first provider named, padded to 100 keys of absent accounts. */
async function newcomerCheck(
  inputs: PreflightInputs,
  witness: SolanaRpcClient,
  host: string,
): Promise<CheckResult> {
  const check = 'Witness: newcomer check';
  const mint = inputs.config.site.token.mintAddress;
  const known = (await knownTokenAccounts(inputs, mint)).slice(0, NEWCOMER_KEYS_PER_CALL);
  const keys = [...known];
  for (let i = 0; keys.length < NEWCOMER_KEYS_PER_CALL; i++) keys.push(absentKey(i));
  try {
    const slot = await witness.request<number>('getSlot', [{ commitment: 'confirmed' }]);
    const answer = await witness.request<{ value?: unknown }>('getMultipleAccounts', [
      keys,
      { encoding: 'jsonParsed', commitment: 'confirmed', minContextSlot: slot },
    ]);
    const value = answer.value;
    if (!Array.isArray(value) || value.length !== keys.length) {
      return blocking(
        check,
        `${host} answers getMultipleAccounts of ${keys.length} keys with ${Array.isArray(value) ? `${value.length} entries` : 'no list'}`,
        FIX,
      );
    }
    const entries = value as (ParsedAccount | null)[];
    const unparsed = entries.find((e) => e !== null && Array.isArray(e.data));
    if (unparsed) {
      return blocking(check, `${host} answers getMultipleAccounts in base64, not jsonParsed`, FIX);
    }
    const unseen = known.filter((_, i) => {
      const data = entries[i]?.data as { parsed?: { type?: unknown; info?: { mint?: unknown } } } | undefined;
      return data?.parsed?.type !== 'account' || data.parsed.info?.mint !== mint;
    });
    if (unseen.length > 0) {
      return warning(
        check,
        `${host} does not see ${unseen.length} of the first provider's ${known.length} largest token accounts (${unseen[0]}…)`,
        'run the preflight again; if it stays, the two providers disagree about the mint: check both',
      );
    }
    return ok(
      check,
      `getMultipleAccounts (jsonParsed, minContextSlot) of ${keys.length} keys, ${known.length} of them the mint's token accounts`,
    );
  } catch (error) {
    return blocking(check, `${host} refuses the newcomer check: ${why(error)}`, FIX);
  }
}

/** A read at a slot far ahead: a node answers -32016; a vendor that answers anyway ignores the bound. */
async function minContextSlotCheck(
  witness: SolanaRpcClient,
  mint: string,
  host: string,
): Promise<CheckResult> {
  const check = 'Witness: minContextSlot';
  let asked = 0;
  try {
    asked = (await witness.request<number>('getSlot', [{ commitment: 'confirmed' }])) + FAR_AHEAD_SLOTS;
    const answer = await witness.request<{ context?: { slot?: unknown } }>('getAccountInfo', [
      mint,
      { encoding: 'jsonParsed', commitment: 'confirmed', minContextSlot: asked },
    ]);
    return blocking(
      check,
      `${host} ignores minContextSlot: asked for slot ${asked} or later, it answered slot ${String(answer.context?.slot ?? 'unsaid')}`,
      FIX,
    );
  } catch (error) {
    if (error instanceof RpcError && error.code === MIN_CONTEXT_SLOT_NOT_REACHED) {
      return ok(
        check,
        `a read at slot ${asked}, not yet reached, is refused (${MIN_CONTEXT_SLOT_NOT_REACHED})`,
      );
    }
    return blocking(check, `${host} refuses minContextSlot: ${why(error)}`, FIX);
  }
}
