import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatTable } from './report.js';
import { runPreflight } from './run.js';
import { awsAllOk, startWorld, type World } from './test-world.js';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());
beforeEach(() => awsAllOk());

describe('npm run preflight, every service as it should be', () => {
  it('prints an all-ok table', async () => {
    const results = await runPreflight(world.inputs());
    const table = formatTable(results);
    console.log(table);
    expect(results.filter((r) => r.outcome !== 'ok')).toEqual([]);
    expect(table).toContain('Solana: cluster');
  });
});
