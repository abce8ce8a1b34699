import type { FakeTokenAccount } from './fake-solana-rpc.js';

// Two reads of several accounts at once, at a node's wire format: getMultipleAccounts (the second
// provider's newcomer check asks up to 100 token accounts a call) and getTokenLargestAccounts.

/** What a node's getMultipleAccounts takes at most, as its "Too many inputs" error says. */
export const MAX_MULTIPLE_ACCOUNTS = 100;

class ListFault extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A JSON-RPC error of these reads, to answer as the node's own. */
export const isListFault = (error: unknown): error is ListFault => error instanceof ListFault;

/**
 * getMultipleAccounts, as a node answers it: `{context, value}`, one entry a key in the order asked, null
 * for an account that does not exist; each entry as getAccountInfo gives it in the encoding asked
 * (`accountInfo`, which also refuses a `minContextSlot` the node has not reached, -32016).
 */
export function multipleAccounts(
  params: unknown[],
  slot: number,
  accountInfo: (params: unknown[]) => { value: unknown },
): unknown {
  const [keys, config = {}] = params as [unknown, Record<string, unknown>?];
  if (!Array.isArray(keys) || keys.some((k) => typeof k !== 'string'))
    throw new ListFault(-32602, 'Invalid params: expected an array of account addresses');
  if (keys.length > MAX_MULTIPLE_ACCOUNTS)
    throw new ListFault(-32602, `Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
  const minContextSlot = config.minContextSlot;
  if (typeof minContextSlot === 'number' && slot < minContextSlot)
    throw new ListFault(-32016, 'Minimum context slot has not been reached');
  return {
    context: { apiVersion: '2.2.0', slot },
    value: keys.map((key) => accountInfo([key, config]).value),
  };
}

/**
 * getTokenLargestAccounts, as a node answers it: the mint's 20 largest token accounts, largest first, each
 * `{address, amount, decimals, uiAmount, uiAmountString}`. Of the accounts set one by one; generated holders
 * are not listed.
 */
export function largestAccounts(
  params: unknown[],
  slot: number,
  mintOf: (address: string) => { decimals: number; accounts: readonly FakeTokenAccount[] } | undefined,
): unknown {
  const [address] = params as [unknown];
  if (typeof address !== 'string') throw new ListFault(-32602, 'Invalid params: expected a mint address');
  const mint = mintOf(address);
  if (!mint) throw new ListFault(-32602, 'Invalid param: could not find mint');
  const value = [...mint.accounts]
    .sort((a, b) => (a.amount > b.amount ? -1 : a.amount < b.amount ? 1 : 0))
    .slice(0, 20)
    .map((account) => {
      const ui = Number(account.amount) / 10 ** mint.decimals;
      return {
        address: account.address,
        amount: account.amount.toString(),
        decimals: mint.decimals,
        uiAmount: ui,
        uiAmountString: String(ui),
      };
    });
  return { context: { apiVersion: '2.2.0', slot }, value };
}
