import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractAliases, contractAliasPaths } from './contract-aliases';

const PROJECT_ROOT = join(import.meta.dirname, '..', '..');

describe('the contract aliases', () => {
  it("are tsconfig.json's, the most specific first so that a prefix match never takes the index", () => {
    expect(Object.entries(contractAliasPaths(PROJECT_ROOT))).toEqual([
      ['@contract/donate-request', 'lambdas/contract/donate-request.ts'],
      ['@contract/goal-funding', 'lambdas/contract/goal-funding.ts'],
      ['@contract/defang', 'lambdas/contract/defang.ts'],
      ['@contract', 'lambdas/contract/index.ts'],
    ]);
    expect(contractAliases(PROJECT_ROOT)['@contract']).toBe(join(PROJECT_ROOT, 'lambdas/contract/index.ts'));
  });
});
