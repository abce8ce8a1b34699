import { generateKeyPairSync } from 'node:crypto';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { fakeMultisigAddress, fakeVaultAddress } from '../../scripts/local/fake-squads.js';
import { TOKEN_PROGRAMS } from '../contract/facts.js';
import { CONTROL_STATE } from '../facts/stored-control.js';
import { watchWalletControl } from '../facts/watch-wallet-control.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient } from './api.js';
import { clearCollections, factsDb } from './firestore-admin.js';

// Who controls the donation wallet (behaviour §2.8, ADR 33) under other configurations than a
// matching vault: the watch reads it, and the route, loaded afresh since a function reads its
// configuration once, answers what the watch stored (ADR 11).
let rpc: FakeSolanaRpc;
beforeAll(async () => {
  rpc = await startFakeSolanaRpc();
});
afterAll(() => rpc.stop());

/** A real ed25519 public key: someone may hold its private half. */
function keyAddress(): string {
  const jwk = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' });
  return bs58.encode(Buffer.from(jwk.x as string, 'base64url'));
}

async function controlWith(env: Record<string, string>) {
  await clearCollections(CONTROL_STATE.collection);
  await watchWalletControl({
    db: factsDb(),
    rpc: new SolanaRpcClient({ url: rpc.url, timeoutMs: 5_000 }),
    target: {
      wallet: env.DONATION_WALLET as string,
      multisig: env.DONATION_MULTISIG,
      vaultIndex: Number(env.DONATION_VAULT_INDEX ?? 0),
    },
  });
  vi.resetModules();
  const call = apiClient({
    ADMIN_UID: 'control-admin',
    TOKEN_MINT: fakePublicKey('control-config-mint'),
    SOLANA_RPC_URL: rpc.url,
    RPC_TIMEOUT_MS: '1500',
    ...env,
  });
  const answer = await call('GET', '/api/facts/donation-wallet-control');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

describe('GET /api/facts/donation-wallet-control without a matching multisig', () => {
  it('says one key controls a plain wallet (a key owned by the System Program)', async () => {
    const wallet = keyAddress();
    rpc.setBalance(wallet, 3_000_000_000);
    expect(await controlWith({ DONATION_WALLET: wallet })).toMatchObject({
      wallet,
      control: { kind: 'one-key' },
    });
  });

  it("says plainly that a wallet is another program's account", async () => {
    const wallet = keyAddress();
    rpc.setRawAccount(wallet, {
      data: [Buffer.alloc(165).toString('base64'), 'base64'],
      executable: false,
      lamports: 2_039_280,
      owner: TOKEN_PROGRAMS['spl-token'],
      space: 165,
    });
    expect((await controlWith({ DONATION_WALLET: wallet })).control).toEqual({
      kind: 'unknown',
      reason: 'other-program',
      owner: TOKEN_PROGRAMS['spl-token'],
    });
  });

  it('does not call a program address one key when no multisig is named', async () => {
    const vault = fakeVaultAddress(fakeMultisigAddress(fakePublicKey('unnamed-create-key')));
    rpc.setBalance(vault, 1_000_000_000);
    expect((await controlWith({ DONATION_WALLET: vault })).control).toEqual({
      kind: 'unknown',
      reason: 'program-address',
    });
  });

  it('says the configured multisig does not match when its vault is not the wallet', async () => {
    const multisig = fakeMultisigAddress(fakePublicKey('mismatch-create-key'));
    rpc.apply({
      squads: {
        multisigs: [
          { createKey: fakePublicKey('mismatch-create-key'), threshold: 1, members: [{ key: keyAddress() }] },
        ],
      },
    });
    const wallet = keyAddress();
    expect((await controlWith({ DONATION_WALLET: wallet, DONATION_MULTISIG: multisig })).control).toEqual({
      kind: 'not-the-wallet',
      multisig,
      vault: fakeVaultAddress(multisig),
    });
  });

  it('checks the configured vault index: vault 1 of the multisig is not vault 0', async () => {
    const multisig = fakeMultisigAddress(fakePublicKey('mismatch-create-key'));
    const data = await controlWith({
      DONATION_WALLET: fakeVaultAddress(multisig, 0),
      DONATION_MULTISIG: multisig,
      DONATION_VAULT_INDEX: '1',
    });
    expect(data.control).toMatchObject({ kind: 'not-the-wallet', vault: fakeVaultAddress(multisig, 1) });
  });
});
