import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SolanaRpcClient } from '../../lambdas/platform/solana/rpc-client.js';
import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
  tokenAccountAddress,
} from '../local/fake-solana-rpc.js';
import { donationRecipientCheck } from './donation-recipient.js';

const MINT = fakePublicKey('recipient-check-mint');
const WALLET = fakePublicKey('recipient-check-wallet');
let chain: FakeSolanaRpc;
beforeAll(async () => {
  chain = await startFakeSolanaRpc({
    mints: [{ address: MINT, supply: 1_000n, decimals: 6, mintAuthority: null, freezeAuthority: null }],
    balances: { [WALLET]: 2_000_000_000 },
  });
  chain.setHolding(MINT, WALLET, 5n);
});
afterAll(() => chain.stop());

/** The check alone, for `donationWallet`: the rest of the configuration is the other checks' subject. */
const recipient = (donationWallet: string) =>
  donationRecipientCheck(new SolanaRpcClient({ url: chain.url }), {
    site: { donationWallet, token: { mintAddress: MINT } },
  } as OperatorConfig);

describe('the preflight’s donation recipient check (ADR 40)', () => {
  it('passes a native SOL account, and one that does not exist yet', async () => {
    expect(await recipient(WALLET)).toMatchObject({
      outcome: 'ok',
      found: expect.stringContaining('native SOL'),
    });
    expect(await recipient(fakePublicKey('recipient-check-fresh'))).toMatchObject({ outcome: 'ok' });
  });

  it('blocks a token account as the donation wallet', async () => {
    const account = tokenAccountAddress(MINT, WALLET);
    expect(await recipient(account)).toMatchObject({
      outcome: 'blocking',
      found: `${account} is a token program's token account, not a native SOL account`,
    });
  });

  it('blocks the mint as the donation wallet', async () => {
    expect(await recipient(MINT)).toMatchObject({
      outcome: 'blocking',
      found: `${MINT} is the token's mint`,
    });
  });
});
