import type { ApiAnswer, ControlChanges, TokenFacts, WalletControlFacts, WalletFacts } from '@contract';
import { getJson } from '../../../lib/http';

/** The routes of FACTS_ROUTES in the contract (repeated: a value import would bring zod along). */
export const TOKEN_FACTS_URL = '/api/facts/token';
export const WALLET_FACTS_URL = '/api/facts/donation-wallet';
export const WALLET_CONTROL_URL = '/api/facts/donation-wallet-control';
export const CONTROL_CHANGES_URL = '/api/facts/donation-wallet-control/changes';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const isAddress = (value: unknown): value is string => typeof value === 'string' && BASE58.test(value);
const isAuthority = (value: unknown) => value === null || isAddress(value);
// The mint and wallet are compared with the configured ones, which a demo build keeps as placeholders.
const isName = (value: unknown) => typeof value === 'string' && value.length > 0;
const isTime = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));
/** How long the server says the chain has not been read (absent while fresh), in whole minutes. */
const isAge = (value: unknown) =>
  value === undefined || (Number.isSafeInteger(value) && (value as number) >= 0);

/** True when `value` has every field of TokenFacts with a sensible value. */
export function isTokenFacts(value: unknown): value is TokenFacts {
  const v = value as Partial<Record<keyof TokenFacts, unknown>> | null;
  return (
    !!v &&
    isName(v.mint) &&
    typeof v.supply === 'string' &&
    /^\d{1,20}$/.test(v.supply) &&
    Number.isInteger(v.decimals) &&
    (v.decimals as number) >= 0 &&
    (v.decimals as number) <= 18 &&
    isAuthority(v.mintAuthority) &&
    isAuthority(v.freezeAuthority) &&
    (v.tokenProgram === 'spl-token' || v.tokenProgram === 'spl-token-2022') &&
    isTime(v.readAt) &&
    isAge(v.notReadForMinutes)
  );
}

/** True when `value` has every field of WalletFacts with a sensible value. */
export function isWalletFacts(value: unknown): value is WalletFacts {
  const v = value as Partial<Record<keyof WalletFacts, unknown>> | null;
  return (
    !!v &&
    isName(v.address) &&
    Number.isSafeInteger(v.lamports) &&
    (v.lamports as number) >= 0 &&
    isTime(v.readAt) &&
    isAge(v.notReadForMinutes)
  );
}

const isAddressList = (value: unknown) => Array.isArray(value) && value.every(isAddress);
const isAmount = (value: unknown) => typeof value === 'string' && /^\d{1,20}$/.test(value);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isMember(value: unknown): boolean {
  return (
    isObject(value) &&
    isAddress(value.address) &&
    typeof value.initiate === 'boolean' &&
    typeof value.vote === 'boolean' &&
    typeof value.execute === 'boolean'
  );
}

function isSpendingLimit(value: unknown): boolean {
  return (
    isObject(value) &&
    isAddress(value.address) &&
    (value.mint === null || isAddress(value.mint)) &&
    isAmount(value.amount) &&
    isAmount(value.remainingAmount) &&
    ['one-time', 'day', 'week', 'month'].includes(value.period as string) &&
    isAddressList(value.members) &&
    isAddressList(value.destinations)
  );
}

const UNKNOWN_REASONS = ['program-address', 'other-program', 'missing', 'not-a-multisig', 'malformed'];

function isControl(value: unknown): boolean {
  if (!isObject(value)) return false;
  switch (value.kind) {
    case 'one-key':
      return true;
    case 'not-the-wallet':
      return isAddress(value.multisig) && isAddress(value.vault);
    case 'unknown':
      return (
        UNKNOWN_REASONS.includes(value.reason as string) &&
        (value.owner === undefined || isAddress(value.owner))
      );
    case 'squads-v4':
      return (
        isAddress(value.multisig) &&
        Number.isInteger(value.vaultIndex) &&
        Number.isInteger(value.threshold) &&
        Number.isInteger(value.voters) &&
        Number.isInteger(value.timeLockSeconds) &&
        (value.configAuthority === null || isAddress(value.configAuthority)) &&
        Array.isArray(value.members) &&
        value.members.every(isMember) &&
        Array.isArray(value.spendingLimits) &&
        value.spendingLimits.every(isSpendingLimit)
      );
    default:
      return false;
  }
}

/** True when `value` has every field of WalletControlFacts with a sensible value. */
export function isWalletControlFacts(value: unknown): value is WalletControlFacts {
  return (
    isObject(value) &&
    isName(value.wallet) &&
    isControl(value.control) &&
    isTime(value.readAt) &&
    isAge(value.notReadForMinutes)
  );
}

const CHANGE_FIELDS = ['kind', 'threshold', 'members', 'timeLock', 'configAuthority', 'spendingLimits'];

/** True when `value` lists changes of the wallet's rules, each with its fields. */
export function isControlChanges(value: unknown): value is ControlChanges {
  return (
    isObject(value) &&
    Array.isArray(value.changes) &&
    value.changes.every(
      (change) =>
        isObject(change) &&
        isTime(change.at) &&
        (change.signature === null ||
          (typeof change.signature === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32,90}$/.test(change.signature))) &&
        Array.isArray(change.changes) &&
        change.changes.every(
          (item) =>
            isObject(item) &&
            CHANGE_FIELDS.includes(item.field as string) &&
            typeof item.before === 'string' &&
            typeof item.after === 'string',
        ),
    )
  );
}

/** GETs a facts route; an error, a failed answer or a malformed payload all throw. */
async function getFacts<T>(url: string, valid: (value: unknown) => value is T): Promise<T> {
  const { body } = await getJson<ApiAnswer<unknown>>(url);
  if (body?.success !== true) throw new Error(body?.message ?? `${url} gave no facts`);
  // Nothing stored yet (before the watch's first run): shown as not known, never made up.
  if (body.data === null) throw new Error(`${url} has no facts read yet`);
  if (!valid(body.data)) throw new Error(`${url} answered a malformed payload`);
  return body.data;
}

export const getTokenFacts = () => getFacts(TOKEN_FACTS_URL, isTokenFacts);
export const getWalletFacts = () => getFacts(WALLET_FACTS_URL, isWalletFacts);
export const getWalletControl = () => getFacts(WALLET_CONTROL_URL, isWalletControlFacts);
export const getControlChanges = () => getFacts(CONTROL_CHANGES_URL, isControlChanges);
