import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeMint,
  type FakeSolanaRpc,
  fakePublicKey,
  startFakeSolanaRpc,
} from '../../scripts/local/fake-solana-rpc.js';
import { TOKEN_SAFETY } from '../facts/token-safety.js';
import {
  logTokenSafetyFailure,
  TokenSafetyRefusedError,
  type TokenSafetyWatchOptions,
  watchTokenSafety,
} from '../facts/watch-token-safety.js';
import { publishMetrics } from '../platform/observability/metrics.js';
import { FutureSlotError } from '../platform/solana/checked-slot.js';
import { SolanaRpcClient } from '../platform/solana/rpc-client.js';
import { apiClient, type Call } from './api.js';
import { captureLogs } from './captured-logs.js';
import { clearCollections, factsDb } from './firestore-admin.js';
import { FAR_FUTURE_SLOT, startSlotLiar } from './slot-liar.js';

// ADR 35: a change of the token's safety facts is believed only when the second provider sees it at the
// first one's slot, and the facts route answers the last believed facts, never a read of its own (ADR 11).
// Two local chains: the first
// provider (which may lie) and the witness (the chain as it is).
const MINT = fakePublicKey('safety-test-mint');
const AUTHORITY = fakePublicKey('safety-test-mint-authority');
const SUPPLY = 1_000_000_000_000n;
const HELD: FakeMint = {
  address: MINT,
  supply: SUPPLY,
  decimals: 6,
  mintAuthority: AUTHORITY,
  freezeAuthority: null,
};
const REVOKED: FakeMint = { ...HELD, mintAuthority: null };

let first: FakeSolanaRpc;
let witness: FakeSolanaRpc;
let call: Call;
const env = () => ({
  ADMIN_UID: 'safety-admin',
  TOKEN_MINT: MINT,
  SOLANA_RPC_URL: first.url,
  SOLANA_WITNESS_RPC_URL: witness.url,
});

beforeAll(async () => {
  [first, witness] = await Promise.all([startFakeSolanaRpc(), startFakeSolanaRpc()]);
  call = apiClient(env());
});
afterAll(() => Promise.all([first.stop(), witness.stop()]));
beforeEach(async () => {
  await clearCollections(TOKEN_SAFETY);
  for (const chain of [first, witness]) {
    chain.setOutage('none');
    chain.setMint(HELD);
  }
  // The witness a little ahead, as an honest second node usually is when asked just after the first.
  witness.setSlot(first.slot() + 1000);
});
afterEach(() => vi.restoreAllMocks());

const client = (chain: FakeSolanaRpc) => new SolanaRpcClient({ url: chain.url, timeoutMs: 5_000 });

/** One scheduled run, its log lines and the metrics it published (ImplausibleAnswers, TokenSafetyChanges). */
async function run(extra: Partial<TokenSafetyWatchOptions> = {}) {
  const logs = captureLogs();
  const outcome = await watchTokenSafety({
    db: factsDb(),
    rpc: client(first),
    witness: async () => client(witness),
    mint: MINT,
    behindRetries: { attempts: 2, delayMs: 10 },
    ...extra,
  }).catch((error: unknown) => error);
  await publishMetrics();
  await logs.settled();
  const counted = (name: string) =>
    logs
      .lines()
      .filter((line) => '_aws' in line)
      .reduce((sum, line) => sum + Number(line[name] ?? 0), 0);
  const result = {
    outcome,
    changes: counted('TokenSafetyChanges'),
    refusals: counted('ImplausibleAnswers'),
    futureSlots: counted('FutureSlots'),
    warnings: logs.lines('warn'),
  };
  vi.restoreAllMocks();
  return result;
}

const stored = async () => (await factsDb().collection(TOKEN_SAFETY).doc(MINT).get()).data();
const token = async () => (await call('GET', '/api/facts/token')).body;

describe("the scheduled watch of the token's safety facts", () => {
  it('stores the first read as the believed facts once the witness agrees, then refreshes it without asking', async () => {
    const baseline = await run();
    expect(baseline).toMatchObject({
      outcome: { outcome: 'baseline', witness: 'agreed' },
      changes: 0,
      refusals: 0,
    });
    expect(await stored()).toMatchObject({
      facts: { mint: MINT, mintAuthority: AUTHORITY, supply: String(SUPPLY) },
      believedBy: 'both-providers',
    });
    // A mint of more tokens is no safety fact, but the supply moved: asked of the witness at the first
    // provider's slot, and believed once it sees the same (ADR 35, "the witness's silence believes nothing").
    const asked = () => witness.calls.filter((c) => c.method === 'getAccountInfo').length;
    for (const chain of [first, witness]) chain.setMint({ ...HELD, supply: SUPPLY + 5n });
    const before = asked();
    expect((await run()).outcome).toMatchObject({ outcome: 'unchanged', witness: 'not-asked' });
    expect(asked()).toBe(before + 1);
    expect(await stored()).toMatchObject({
      facts: { supply: String(SUPPLY + 5n) },
      believedBy: 'both-providers',
    });
    // The same supply again: nobody is asked.
    await run();
    expect(asked()).toBe(before + 1);
  });

  it('keeps the last confirmed supply when the first provider inflates it and the witness does not see it', async () => {
    await run();
    first.setMint({ ...HELD, supply: SUPPLY * 10n });
    const inflated = await run();
    expect(inflated.outcome).toMatchObject({ outcome: 'unchanged' });
    expect(inflated.warnings.map((line) => line.message)).toContain(
      "The second RPC provider does not see the first one's supply; the stored supply stays",
    );
    expect((await stored())?.facts).toMatchObject({ supply: String(SUPPLY) });
    expect((await token()).data).toMatchObject({ supply: String(SUPPLY) });
    // With the witness down, the first provider's supply is shown, as one provider's.
    witness.setOutage('rpc-error');
    await run();
    expect((await token()).data).toMatchObject({ supply: String(SUPPLY * 10n), oneProvider: true });
  });

  it('believes a revoked mint authority both providers see: stored, logged, counted, and answered', async () => {
    await run();
    for (const chain of [first, witness]) chain.setMint(REVOKED);
    witness.setSlot(first.slot() + 1000);
    const changed = await run();
    expect(changed).toMatchObject({
      outcome: { outcome: 'changed', witness: 'agreed', previous: { mintAuthority: AUTHORITY } },
      changes: 1,
      refusals: 0,
    });
    expect(changed.warnings).toContainEqual(
      expect.objectContaining({
        message: "The token's safety facts changed",
        before: expect.objectContaining({ mintAuthority: AUTHORITY }),
        after: expect.objectContaining({ mintAuthority: null }),
        believedBy: 'both-providers',
      }),
    );
    expect(await stored()).toMatchObject({ facts: { mintAuthority: null }, believedBy: 'both-providers' });
    expect((await token()).data).toMatchObject({ mintAuthority: null });
    // Noticed once: the next run finds nothing new.
    expect(await run()).toMatchObject({ outcome: { outcome: 'unchanged' }, changes: 0 });
  });

  it('refuses a first provider that says the mint authority is revoked while the witness still sees it', async () => {
    await run();
    const before = await stored();
    first.setMint(REVOKED);
    const refused = await run();
    expect(refused.outcome).toBeInstanceOf(TokenSafetyRefusedError);
    expect(refused.outcome).toMatchObject({
      first: { mintAuthority: null },
      second: { mintAuthority: AUTHORITY },
      stored: { mintAuthority: AUTHORITY },
    });
    expect(refused).toMatchObject({ refusals: 1, changes: 0 });
    expect(await stored()).toEqual(before);

    // The route answers the believed facts whole, with their own (older) time.
    expect((await token()).data).toEqual((before as { facts: unknown }).facts);
  });

  it('keeps the stored facts while the witness has not reached the first provider’s slot, and believes them once it has', async () => {
    await run();
    for (const chain of [first, witness]) chain.setMint(REVOKED);
    // A lagging witness, or a first provider that claims a slot nobody has reached yet.
    witness.setSlot(first.slot() - 1000);
    const kept = await run();
    expect(kept).toMatchObject({ outcome: { outcome: 'kept', witness: 'behind' }, changes: 0, refusals: 0 });
    expect(kept.warnings.map((line) => line.message)).toContain(
      "The second RPC provider has not reached the first one's slot; the token's safety facts are kept until the next run",
    );
    expect(await stored()).toMatchObject({ facts: { mintAuthority: AUTHORITY } });
    expect((await token()).data).toMatchObject({ mintAuthority: AUTHORITY });
    witness.setSlot(first.slot() + 1000);
    expect(await run()).toMatchObject({ outcome: { outcome: 'changed' }, changes: 1 });
  });

  it.each([
    ['down (HTTP 503)', () => witness.setOutage('http-503'), {}],
    ['answering a JSON-RPC error', () => witness.setOutage('rpc-error'), {}],
    [
      'unreadable (its secret)',
      () => undefined,
      {
        witness: async () => {
          throw new Error('The second Solana RPC URL secret is empty');
        },
      },
    ],
  ])(
    'believes the first provider, as before, with the witness %s, and says so',
    async (_what, fault, extra) => {
      await run();
      for (const chain of [first, witness]) chain.setMint(REVOKED);
      fault();
      const believed = await run(extra);
      expect(believed).toMatchObject({
        outcome: { outcome: 'changed', witness: 'unreadable' },
        changes: 1,
        refusals: 0,
      });
      expect(believed.warnings.map((line) => line.message)).toContain(
        "The second RPC provider could not be read; the first one's safety facts are believed as one provider's until it answers",
      );
      expect(await stored()).toMatchObject({
        facts: { mintAuthority: null },
        believedBy: 'witness-unreadable',
      });
    },
  );

  it('asks again at every run about facts believed while the witness was down: a lie refused, the truth confirmed', async () => {
    await run();
    // The first provider lies (revoked) while the witness is down: believed as one provider's word.
    first.setMint(REVOKED);
    witness.setOutage('rpc-error');
    expect((await run()).outcome).toMatchObject({ outcome: 'changed', witness: 'unreadable' });
    expect(await stored()).toMatchObject({ believedBy: 'witness-unreadable' });
    expect((await token()).data).toMatchObject({ mintAuthority: null, oneProvider: true });
    // The witness is back, the lie goes on: asked again, refused and counted, the page still says one provider.
    witness.setOutage('none');
    const refused = await run();
    expect(refused.outcome).toBeInstanceOf(TokenSafetyRefusedError);
    expect(refused.refusals).toBe(1);
    expect((await run()).refusals).toBe(1);
    expect((await token()).data).toMatchObject({ oneProvider: true });
    // The chain itself changes so, and the witness sees it: confirmed, both providers' word from now on.
    witness.setMint(REVOKED);
    expect((await run()).outcome).toMatchObject({ outcome: 'unchanged', witness: 'agreed' });
    expect(await stored()).toMatchObject({ facts: { mintAuthority: null }, believedBy: 'both-providers' });
    const answered = (await token()).data as Record<string, unknown>;
    expect(answered.oneProvider).toBeUndefined();
  });

  it('without a second provider, believes the first one, as before', async () => {
    const none = { witness: async () => undefined };
    expect((await run(none)).outcome).toMatchObject({ outcome: 'baseline', witness: 'none' });
    first.setMint(REVOKED);
    expect(await run(none)).toMatchObject({ outcome: { outcome: 'changed', witness: 'none' }, changes: 1 });
    expect(await stored()).toMatchObject({ facts: { mintAuthority: null }, believedBy: 'no-witness' });
  });

  it('records a change once when two runs meet it at once', async () => {
    await run();
    for (const chain of [first, witness]) chain.setMint(REVOKED);
    const logs = captureLogs();
    const runOnce = () =>
      watchTokenSafety({
        db: factsDb(),
        rpc: client(first),
        witness: async () => client(witness),
        mint: MINT,
      });
    const reports = await Promise.all([runOnce(), runOnce()]);
    await publishMetrics();
    await logs.settled();
    expect(reports.filter((report) => report.outcome === 'changed')).toHaveLength(1);
    const counted = logs
      .lines()
      .filter((line) => '_aws' in line)
      .reduce((sum, line) => sum + Number(line.TokenSafetyChanges ?? 0), 0);
    expect(counted).toBe(1);
    expect(
      logs.lines('warn').filter((line) => line.message === "The token's safety facts changed"),
    ).toHaveLength(1);
  });

  it('fails the invocation on a refusal, with an error line naming what each provider said', async () => {
    Object.assign(process.env, env());
    vi.resetModules();
    const { handler } = (await import('../functions/watch-token-safety.js')) as {
      handler: (event: unknown, context: Context) => Promise<unknown>;
    };
    const context = { awsRequestId: 'safety-check' } as Context;
    await handler({}, context);
    first.setMint(REVOKED);
    const logs = captureLogs();
    await expect(handler({}, context)).rejects.toBeInstanceOf(Error);
    await logs.settled();
    expect(logs.lines('error')).toContainEqual(
      expect.objectContaining({
        message: "The token's safety facts refused: the two RPC providers disagree; the stored facts stand",
        kind: 'implausible-answer',
        first: expect.objectContaining({ mintAuthority: null }),
        second: expect.objectContaining({ mintAuthority: AUTHORITY }),
      }),
    );
    expect(JSON.stringify(logs.lines())).not.toContain(first.url);
    expect(logs.lines().some((line) => '_aws' in line && line.ImplausibleAnswers === 1)).toBe(true);
  });
});

describe('a slot from the future (ADR 35, "A slot is checked")', () => {
  let liar: Awaited<ReturnType<typeof startSlotLiar>>;
  beforeAll(async () => {
    liar = await startSlotLiar(first.url);
  });
  afterAll(() => liar.stop());
  /** The first provider behind the liar: the same chain, and the answers it is told to misdate. */
  const lying = () => ({ rpc: new SolanaRpcClient({ url: liar.url, timeoutMs: 5_000 }) });

  it('is refused, counted and stored nowhere, and a later real change both providers see is still believed', async () => {
    await run(lying());
    const before = await stored();
    liar.lieOnce('getAccountInfo');
    const refused = await run(lying());
    expect(refused.outcome).toBeInstanceOf(FutureSlotError);
    expect(refused.outcome).toMatchObject({ slot: FAR_FUTURE_SLOT, by: 'witness' });
    expect(refused).toMatchObject({ futureSlots: 1, changes: 0 });
    expect(await stored()).toEqual(before);
    // The watch keeps working: the mint authority revoked on the chain, both providers see it.
    for (const chain of [first, witness]) chain.setMint(REVOKED);
    witness.setSlot(first.slot() + 1000);
    expect(await run(lying())).toMatchObject({
      outcome: { outcome: 'changed', witness: 'agreed' },
      changes: 1,
    });
    expect(await stored()).toMatchObject({ facts: { mintAuthority: null } });
  });

  it("is checked against the first provider's own slot without a second provider", async () => {
    const none = { ...lying(), witness: async () => undefined };
    await run(none);
    liar.lieOnce('getAccountInfo');
    const refused = await run(none);
    expect(refused.outcome).toMatchObject({ slot: FAR_FUTURE_SLOT, by: 'first provider' });
    expect(refused.futureSlots).toBe(1);
    first.setMint(REVOKED);
    expect(await run(none)).toMatchObject({ outcome: { outcome: 'changed', witness: 'none' }, changes: 1 });
  });

  it('stored by a run before slots were checked, is replaced by the next checked read', async () => {
    await run();
    await factsDb().collection(TOKEN_SAFETY).doc(MINT).update({ slot: FAR_FUTURE_SLOT });
    for (const chain of [first, witness]) chain.setMint({ ...HELD, supply: SUPPLY + 9n });
    expect((await run()).outcome).toMatchObject({ outcome: 'unchanged' });
    expect(await stored()).toMatchObject({ facts: { supply: String(SUPPLY + 9n) } });
    expect((await stored())?.slot).toBeLessThan(FAR_FUTURE_SLOT);
  });

  it('fails the invocation with an error line naming the slot and whose slot it was checked against', async () => {
    await run(lying());
    liar.lieOnce('getAccountInfo');
    const { outcome } = await run(lying());
    const logs = captureLogs();
    logTokenSafetyFailure(outcome);
    await logs.settled();
    expect(logs.lines('error')).toContainEqual(
      expect.objectContaining({
        message:
          "A slot from the future refused: the token's safety facts not stored; the stored record stands",
        kind: 'future-slot',
        slot: FAR_FUTURE_SLOT,
        by: 'witness',
      }),
    );
  });
});

describe('GET /api/facts/token with the believed facts', () => {
  it('answers null while nothing is stored, and asks no provider', async () => {
    const asked = first.calls.length + witness.calls.length;
    expect(await token()).toEqual({ success: true, data: null });
    expect(first.calls.length + witness.calls.length).toBe(asked);
  });

  it("answers the last run's read, its supply, not the chain's since", async () => {
    first.setMint({ ...HELD, supply: 88n });
    await run();
    first.setMint({ ...HELD, supply: 99n });
    expect((await token()).data).toMatchObject({ supply: '88', mintAuthority: AUTHORITY });
  });

  it('answers the believed facts with their time while the chain cannot be read', async () => {
    await run();
    const believed = (await stored())?.facts;
    first.setOutage('http-503');
    await expect(run()).resolves.toMatchObject({ outcome: expect.any(Error) });
    const answer = await call('GET', '/api/facts/token');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(believed);
  });
});
