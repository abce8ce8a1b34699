import { createHash } from 'node:crypto';
import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './rpc-methods.js';
import { isHolding, isParsedHolding } from './token-holdings.js';

// ADR 35: a newcomer is believed only when the second provider lists a token account of the mint,
// belonging to it, holding more than zero, read at the token programs' own layout.
const key = (seed: string) => createHash('sha256').update(seed).digest();
const MINT = key('mint');
const OWNER = key('owner');

/** A token account's bytes: mint, owner, amount (u64 LE) at 64, state at 108; Token-2022 extensions after 165. */
function accountData(options: {
  mint?: Buffer;
  owner?: Buffer;
  amount?: bigint;
  state?: number;
  extra?: Buffer;
}) {
  const data = Buffer.alloc(165);
  (options.mint ?? MINT).copy(data, 0);
  (options.owner ?? OWNER).copy(data, 32);
  data.writeBigUInt64LE(options.amount ?? 5n, 64);
  data.writeUInt8(options.state ?? 1, 108);
  return options.extra ? Buffer.concat([data, options.extra]) : data;
}
const listed = (data: Buffer, program: string = TOKEN_PROGRAM_ID) => ({
  data: [data.toString('base64'), 'base64'],
  executable: false,
  lamports: 2_039_280,
  owner: program,
  space: data.length,
});
// AccountType::Account, then ImmutableOwner (type 7, no value).
const EXTENSION = Buffer.from([2, 7, 0, 0, 0]);

describe('isHolding', () => {
  it('confirms a classic account and a Token-2022 account with extensions, initialized or frozen', () => {
    expect(isHolding(listed(accountData({})), MINT, OWNER)).toBe(true);
    expect(isHolding(listed(accountData({ state: 2 })), MINT, OWNER)).toBe(true);
    expect(isHolding(listed(accountData({ extra: EXTENSION }), TOKEN_2022_PROGRAM_ID), MINT, OWNER)).toBe(
      true,
    );
  });

  it.each([
    ['an empty account', listed(accountData({ amount: 0n }))],
    ['another mint', listed(accountData({ mint: key('other mint') }))],
    ['another owner', listed(accountData({ owner: key('someone else') }))],
    ['an uninitialized account', listed(accountData({ state: 0 }))],
    ['an account of another program', listed(accountData({}), '11111111111111111111111111111111')],
    ['a classic account longer than 165 bytes', listed(accountData({ extra: EXTENSION }))],
    [
      'a Token-2022 account whose type is not an account',
      listed(accountData({ extra: Buffer.from([1, 0]) }), TOKEN_2022_PROGRAM_ID),
    ],
    ['a short account', listed(accountData({}).subarray(0, 164))],
    ['data in another encoding', { ...listed(accountData({})), data: ['x', 'base58'] }],
    ['no account at all', null],
  ])('refuses %s', (_what, account) => {
    expect(isHolding(account, MINT, OWNER)).toBe(false);
  });
});

describe('isParsedHolding (getMultipleAccounts, jsonParsed)', () => {
  const mint = bs58.encode(MINT);
  const owner = bs58.encode(OWNER);
  const parsed = (
    info: Record<string, unknown> = {},
    program: string = TOKEN_PROGRAM_ID,
    type = 'account',
  ) => ({
    data: {
      parsed: {
        type,
        info: {
          isNative: false,
          mint,
          owner,
          state: 'initialized',
          tokenAmount: { amount: '5', decimals: 0, uiAmount: 5, uiAmountString: '5' },
          ...info,
        },
      },
      program: 'spl-token',
      space: 165,
    },
    executable: false,
    lamports: 2_039_280,
    owner: program,
    rentEpoch: 0,
    space: 165,
  });

  it('believes a token account of the mint, of that owner, with a balance, frozen or not, under either program', () => {
    expect(isParsedHolding(parsed(), mint, owner)).toBe(true);
    expect(isParsedHolding(parsed({ state: 'frozen' }), mint, owner)).toBe(true);
    expect(isParsedHolding(parsed({}, TOKEN_2022_PROGRAM_ID), mint, owner)).toBe(true);
  });

  it.each([
    ['a closed or missing account (null)', null],
    ['another mint', parsed({ mint: bs58.encode(key('other mint')) })],
    ['another owner', parsed({ owner: bs58.encode(key('other owner')) })],
    ['an empty balance', parsed({ tokenAmount: { amount: '0', decimals: 0 } })],
    ['an uninitialized account', parsed({ state: 'uninitialized' })],
    ['a balance that is not a u64', parsed({ tokenAmount: { amount: 5 } })],
    ['a mint, not an account', parsed({}, TOKEN_PROGRAM_ID, 'mint')],
    ['another program’s account', parsed({}, '11111111111111111111111111111111')],
    ['base64 data', listed(accountData({}))],
  ])('refutes %s', (_what, value) => {
    expect(isParsedHolding(value, mint, owner)).toBe(false);
  });
});
