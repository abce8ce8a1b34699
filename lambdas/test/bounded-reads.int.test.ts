import { randomBytes } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePublicKey } from '../../scripts/local/fake-solana-rpc.js';
import { captureLogs } from './captured-logs.js';
import { startHostileRpc } from './hostile-rpc.js';

// What a provider sends is read within limits and logged without the API key its URL carries: the
// reconciler's streamed holder read and the token-safety watch's read of the mint (what the facts route
// then answers: no route reads the chain, ADR 11), against a provider of the test's own.
const PROJECT_ID = 'demo-bounded-reads';
const API_KEY = randomBytes(24).toString('base64url');

let rpc: Awaited<ReturnType<typeof startHostileRpc>>;
let reconcile: () => Promise<unknown>;
let watchSafety: () => Promise<unknown>;
let logs: ReturnType<typeof captureLogs>;

/** Every 8-character piece of the key found in `text`. */
const keyPieces = (text: string) =>
  Array.from({ length: API_KEY.length - 7 }, (_, i) => API_KEY.slice(i, i + 8)).filter((piece) =>
    text.includes(piece),
  );

/** The reason of the one error line logged. */
async function loggedReason(): Promise<string> {
  await logs.settled();
  const errors = logs.lines('error');
  expect(errors).toHaveLength(1);
  return String(errors[0]?.reason);
}

beforeAll(async () => {
  rpc = await startHostileRpc();
  const env = {
    FIREBASE_PROJECT_ID: PROJECT_ID,
    ADMIN_UID: 'bounded-admin',
    TOKEN_MINT: fakePublicKey('bounded-reads-mint'),
    DONATION_WALLET: fakePublicKey('bounded-reads-wallet'),
    // Where providers put the key: a path segment and a query value.
    SOLANA_RPC_URL: `${rpc.url}/v2/${API_KEY}?api-key=${API_KEY}`,
    RPC_TIMEOUT_MS: '10000',
    HOLDER_FULL_SCAN_MINUTES: '0',
  };
  Object.assign(process.env, env);
  const module = await import('../functions/reconcile-holders.js');
  reconcile = () => module.handler({}, { awsRequestId: 'bounded-reads' } as Context);
  const watch = await import('../functions/watch-token-safety.js');
  watchSafety = () => watch.handler({}, { awsRequestId: 'bounded-reads' } as Context);
});
afterAll(() => rpc.stop());
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => vi.restoreAllMocks());

describe('a provider that echoes the API key in a 200 JSON-RPC error', () => {
  beforeEach(() => rpc.setMode('echo-key'));

  it("fails the streamed holder read, logging the provider's message without the key", async () => {
    await expect(reconcile()).rejects.toThrow(/invalid api key/);
    expect(rpc.requests()).toContain('getProgramAccountsV2');
    const reason = await loggedReason();
    expect(reason).toMatch(/JSON-RPC error -32401: invalid api key: POST .*\[redacted\]/);
    expect(keyPieces(logs.text())).toEqual([]);
  });

  it("fails the watch's read of the mint, logging the message without the key", async () => {
    await expect(watchSafety()).rejects.toThrow(/invalid api key/);
    expect(await loggedReason()).toMatch(/invalid api key: POST .*\[redacted\]/);
    expect(keyPieces(logs.text())).toEqual([]);
  });
});

describe('a provider that answers more than the limits', () => {
  it("refuses a well-formed 5 MiB answer to the watch's read of the mint, saying how large is too large", async () => {
    rpc.setMode('huge-result');
    await expect(watchSafety()).rejects.toThrow(/larger than 4194304 bytes/);
    expect(await loggedReason()).toBe(
      'getAccountInfo: RPC unavailable: the answer is larger than 4194304 bytes',
    );
  });

  it('stops reading a streamed error answer at 64 KiB, failing the run with that reason', async () => {
    rpc.setMode('huge-error');
    await expect(reconcile()).rejects.toThrow(/larger than 65536 bytes/);
    expect(await loggedReason()).toMatch(
      /^getProgramAccountsV2: RPC unavailable: the answer is larger than 65536 bytes$/,
    );
  });
});
