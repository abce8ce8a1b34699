import { FACTS_ROUTES } from '@contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetEtags } from '../../../lib/http';
import {
  getTokenFacts,
  getWalletFacts,
  isControlChanges,
  isWalletControlFacts,
  TOKEN_FACTS_URL,
  WALLET_CONTROL_URL,
  WALLET_FACTS_URL,
} from './get-chain-facts';

const MINT = 'So11111111111111111111111111111111111111112';
const TOKEN = {
  mint: MINT,
  supply: '1000000000000000',
  decimals: 6,
  mintAuthority: null,
  freezeAuthority: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  tokenProgram: 'spl-token-2022',
  readAt: '2026-01-01T00:00:00.000Z',
};

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('chain facts client', () => {
  afterEach(() => forgetEtags());

  it("asks the contract's routes", () => {
    expect([TOKEN_FACTS_URL, WALLET_FACTS_URL, WALLET_CONTROL_URL]).toEqual([
      FACTS_ROUTES.token,
      FACTS_ROUTES.donationWallet,
      FACTS_ROUTES.donationWalletControl,
    ]);
  });

  it('returns the facts of a successful answer', async () => {
    const fetchMock = answer({ success: true, data: TOKEN });
    expect(await getTokenFacts()).toEqual(TOKEN);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/facts/token');
  });

  it('throws on an unavailable answer, so nothing is shown as known', async () => {
    answer({ success: false, message: 'Chain data unavailable' }, 503);
    await expect(getTokenFacts()).rejects.toThrow();
    answer({ success: false, message: 'Chain data unavailable' });
    await expect(getWalletFacts()).rejects.toThrow('Chain data unavailable');
  });

  it.each([
    ['a supply as a number', { ...TOKEN, supply: 1e15 }],
    ['an unknown token program', { ...TOKEN, tokenProgram: 'other' }],
    ['an authority that is not an address', { ...TOKEN, mintAuthority: '' }],
    ['a missing read time', { ...TOKEN, readAt: undefined }],
    ['an age that is not whole minutes', { ...TOKEN, notReadForMinutes: 1.5 }],
  ])('refuses %s', async (_case, data) => {
    answer({ success: true, data });
    await expect(getTokenFacts()).rejects.toThrow('malformed');
  });

  it('takes the age the server gives past its bound, and says there is nothing before the first read', async () => {
    answer({ success: true, data: { ...TOKEN, notReadForMinutes: 47 } });
    expect(await getTokenFacts()).toEqual({ ...TOKEN, notReadForMinutes: 47 });
    // Stored by no watch yet: not known, never made up.
    answer({ success: true, data: null });
    await expect(getTokenFacts()).rejects.toThrow('no facts read yet');
  });

  it('refuses a wallet balance that is negative or not whole lamports', async () => {
    const wallet = { address: MINT, lamports: 5, readAt: TOKEN.readAt };
    answer({ success: true, data: wallet });
    expect(await getWalletFacts()).toEqual(wallet);
    answer({ success: true, data: { ...wallet, lamports: -1 } });
    await expect(getWalletFacts()).rejects.toThrow('malformed');
    answer({ success: true, data: { ...wallet, lamports: 1.5 } });
    await expect(getWalletFacts()).rejects.toThrow('malformed');
  });

  it.each([
    ['an unknown kind', { kind: 'two-keys' }],
    [
      'a vault without its members',
      {
        kind: 'squads-v4',
        multisig: MINT,
        vaultIndex: 0,
        threshold: 2,
        voters: 3,
        timeLockSeconds: 0,
        configAuthority: null,
        spendingLimits: [],
      },
    ],
    [
      'a spending limit of an unknown period',
      {
        kind: 'squads-v4',
        multisig: MINT,
        vaultIndex: 0,
        threshold: 1,
        voters: 1,
        timeLockSeconds: 0,
        configAuthority: null,
        members: [],
        spendingLimits: [
          {
            address: MINT,
            mint: null,
            amount: '1',
            remainingAmount: '1',
            period: 'year',
            members: [],
            destinations: [],
          },
        ],
      },
    ],
    ['an unknown reason', { kind: 'unknown', reason: 'looks-fine' }],
  ])('refuses a wallet control with %s', (_case, control) => {
    expect(isWalletControlFacts({ wallet: MINT, control, readAt: TOKEN.readAt })).toBe(false);
  });

  it('accepts each kind of wallet control the route answers', () => {
    const vault = {
      kind: 'squads-v4',
      multisig: MINT,
      vaultIndex: 0,
      threshold: 1,
      voters: 1,
      timeLockSeconds: 60,
      configAuthority: MINT,
      members: [{ address: MINT, initiate: true, vote: true, execute: false }],
      spendingLimits: [
        {
          address: MINT,
          mint: null,
          amount: '1',
          remainingAmount: '0',
          period: 'day',
          members: [MINT],
          destinations: [],
        },
      ],
    };
    for (const control of [
      { kind: 'one-key' },
      { kind: 'not-the-wallet', multisig: MINT, vault: MINT },
      { kind: 'unknown', reason: 'other-program', owner: MINT },
      vault,
    ]) {
      expect(isWalletControlFacts({ wallet: MINT, control, readAt: TOKEN.readAt })).toBe(true);
    }
  });

  it('accepts the changes of the rules and refuses a malformed one', () => {
    const change = {
      at: TOKEN.readAt,
      signature: null,
      changes: [{ field: 'threshold', before: '3/5', after: '2/5' }],
    };
    expect(isControlChanges({ changes: [change] })).toBe(true);
    expect(
      isControlChanges({ changes: [{ ...change, changes: [{ field: 'owner', before: 'a', after: 'b' }] }] }),
    ).toBe(false);
    expect(isControlChanges({ changes: [{ ...change, at: 'yesterday' }] })).toBe(false);
    expect(isControlChanges({ changes: [{ ...change, signature: '<script>' }] })).toBe(false);
    expect(isControlChanges(null)).toBe(false);
  });
});
