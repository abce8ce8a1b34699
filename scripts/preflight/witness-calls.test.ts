import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreflightInputs } from './inputs.js';
import type { CheckResult } from './report.js';
import { runPreflight } from './run.js';
import { startWorld, type World } from './test-world.js';

// The witness is asked what the deployed functions ask of it (infra/README.md, "The preflight"): each
// refusal a vendor's plan makes, at its wire format, gives a blocking line with the fix.

let world: World;
beforeEach(async () => {
  world = await startWorld();
});
afterEach(() => world?.stop());

async function line(check: string, inputs: PreflightInputs = world.inputs()): Promise<CheckResult> {
  const results = await runPreflight(inputs);
  const found = results.find((r) => r.check === check);
  if (!found) throw new Error(`No line "${check}" in ${JSON.stringify(results, null, 1)}`);
  return found;
}

describe('npm run preflight, the calls the functions make of the witness', () => {
  it('asks the whole-mint read, the newcomer check and a minContextSlot read, and says what each answered', async () => {
    const results = await runPreflight(world.inputs());
    const witness = results.filter((r) => r.check.startsWith('Witness: '));
    expect(witness.map((r) => [r.check, r.outcome])).toEqual([
      ['Witness: provider', 'ok'],
      ['Witness: cluster', 'ok'],
      ['Witness: slot', 'ok'],
      ['Witness: whole-mint read', 'ok'],
      ['Witness: newcomer check', 'ok'],
      ['Witness: minContextSlot', 'ok'],
    ]);
    expect(witness[3]?.found).toMatch(/^getProgramAccounts of the mint: 3 holders in \d+ ms/);
    expect(witness[4]?.found).toBe(
      "getMultipleAccounts (jsonParsed, minContextSlot) of 100 keys, 3 of them the mint's token accounts",
    );
    expect(witness[5]?.found).toContain('is refused (-32016)');
    const asked = world.witness.calls.find((c) => c.method === 'getMultipleAccounts');
    expect(asked?.params).toEqual([
      expect.arrayContaining(world.chain.tokenAccounts().map((a) => a.address)),
      { encoding: 'jsonParsed', commitment: 'confirmed', minContextSlot: expect.any(Number) },
    ]);
    expect((asked?.params as string[][] | undefined)?.[0]).toHaveLength(100);
  });

  it('times the whole-mint read against the reconciler’s RPC timeout, from the deployed interval', async () => {
    expect((await line('Witness: whole-mint read')).found).toContain('(the reconciler waits 45000 ms)');
    world.raw.deploy.holderReconcileMinutes = 5;
    expect((await line('Witness: whole-mint read')).found).toContain('(the reconciler waits 120000 ms)');
  });

  it('blocks a witness that does not serve getProgramAccounts: method not found, HTTP 403', async () => {
    world.vendor.rules.refused.getProgramAccounts = 'method-not-found';
    const notFound = await line('Witness: whole-mint read');
    expect(notFound).toMatchObject({
      outcome: 'blocking',
      fix: expect.stringContaining('npm run secret:solana-witness-rpc-url'),
    });
    expect(notFound.found).toContain('JSON-RPC error -32601: Method not found');
    world.vendor.rules.refused.getProgramAccounts = 'forbidden';
    const forbidden = await line('Witness: whole-mint read');
    expect(forbidden.outcome).toBe('blocking');
    expect(forbidden.found).toContain('403');
  });

  it('blocks a whole-mint read that outlasts the reconciler’s timeout', async () => {
    world.vendor.rules.refused.getProgramAccounts = 'hang';
    const slow = await line('Witness: whole-mint read', { ...world.inputs(), reconcilerRpcTimeoutMs: 300 });
    expect(slow.outcome).toBe('blocking');
    expect(slow.found).toContain("within the reconciler's 300 ms");
  });

  it('blocks a witness whose plan refuses the newcomer check', async () => {
    world.vendor.rules.refused.getMultipleAccounts = 'plan';
    const refused = await line('Witness: newcomer check');
    expect(refused.outcome).toBe('blocking');
    expect(refused.found).toContain('getMultipleAccounts is not available on the free tier');
    world.vendor.rules.refused.getMultipleAccounts = 'method-not-found';
    expect((await line('Witness: newcomer check')).found).toContain('Method not found');
  });

  it('warns when the witness does not see a token account the first provider lists', async () => {
    const [largest] = world.chain.tokenAccounts().sort((a, b) => (a.amount > b.amount ? -1 : 1));
    world.witness.removeTokenAccount(largest?.address ?? '');
    const unseen = await line('Witness: newcomer check');
    expect(unseen.outcome).toBe('warning');
    expect(unseen.found).toContain(
      `does not see 1 of the first provider's 3 largest token accounts (${largest?.address}…)`,
    );
  });

  it('blocks a witness that ignores minContextSlot, or refuses it', async () => {
    world.vendor.rules.ignoresMinContextSlot = true;
    const ignored = await line('Witness: minContextSlot');
    expect(ignored.outcome).toBe('blocking');
    expect(ignored.found).toMatch(
      /ignores minContextSlot: asked for slot \d+ or later, it answered slot \d+/,
    );
    world.vendor.rules.ignoresMinContextSlot = false;
    world.vendor.rules.refused.getAccountInfo = 'plan';
    const refused = await line('Witness: minContextSlot');
    expect(refused.outcome).toBe('blocking');
    expect(refused.found).toContain('refuses minContextSlot');
  });
});
