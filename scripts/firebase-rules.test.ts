import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAIN_DATABASE_ID } from '../lambdas/platform/database/chain-collections.js';
import { FACTS_DATABASE_ID } from '../lambdas/platform/database/facts-collections.js';

const root = join(import.meta.dirname, '..');

// The rules cannot be exercised here (the Firestore emulator in use does not evaluate rules; Google's
// needs Java and a download): this checks what ships.
describe('firestore.rules', () => {
  it('is the rules file firebase.json deploys, to the content database, the chain one and the facts one (ADR 37)', () => {
    const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
    expect(config.firestore).toEqual([
      { database: '(default)', rules: 'firestore.rules' },
      { database: CHAIN_DATABASE_ID, rules: 'firestore.rules' },
      { database: FACTS_DATABASE_ID, rules: 'firestore.rules' },
    ]);
  });

  it('allows nothing to any client, on every document', () => {
    const rules = readFileSync(join(root, 'firestore.rules'), 'utf8').replace(/\/\/.*$/gm, '');
    expect(rules).toMatch(/match \/databases\/\{database\}\/documents \{\s*match \/\{document=\*\*\} \{/);
    expect([...rules.matchAll(/\ballow\b[^;]*;/g)].map((m) => m[0])).toEqual([
      'allow read, write: if false;',
    ]);
  });
});
