import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './rpc-methods.js';
import { isHolding } from './token-holdings.js';

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
