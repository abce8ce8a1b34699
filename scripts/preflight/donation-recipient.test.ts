import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenAccountAddress } from '../local/fake-solana-rpc.js';
import { runPreflight } from './run.js';
import { MINT, startWorld, VAULT, type World } from './test-world.js';

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world?.stop());

const recipient = async () => {
  const results = await runPreflight(world.inputs());
  return results.find((r) => r.check === 'Solana: donation recipient');
};

describe('the preflight’s donation recipient check (ADR 40)', () => {
  it('passes the configured vault, a native SOL account', async () => {
    expect(await recipient()).toMatchObject({ outcome: 'ok', found: expect.stringContaining(VAULT) });
  });

  it('blocks a token account as the donation wallet', async () => {
    const account = tokenAccountAddress(MINT, VAULT);
    world.chain.setHolding(MINT, VAULT, 5n);
    world.raw.site.donationWallet = account;
    expect(await recipient()).toMatchObject({
      outcome: 'blocking',
      found: `${account} is a token program's token account, not a native SOL account`,
    });
  });

  it('blocks the mint as the donation wallet', async () => {
    world.raw.site.donationWallet = MINT;
    expect(await recipient()).toMatchObject({ outcome: 'blocking', found: `${MINT} is the token's mint` });
  });
});
