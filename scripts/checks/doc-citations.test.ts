import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../infra/project-root';
import {
  citationProblems,
  decisionNumbers,
  findCitations,
  formatProblems,
  sectionNumbers,
} from './doc-citations';

// Citations that must not resolve, and references to outside documents, are assembled at run time so
// that this file does not cite them itself.
const cite = (section: string) => `behaviour §${section}`;
const adr = (n: number) => `ADR ${n}`;
const outsideName = `${'SP'}EC`;
const outsideFolder = `${'shared'}/`;

describe('citations of the documentation', () => {
  it('finds no broken citation and no outside document in the repository', () => {
    const problems = citationProblems(PROJECT_ROOT);
    expect(formatProblems(problems)).toEqual([]);
    // The scan sees the citations that exist: the decision records and the behaviour reference.
    expect(decisionNumbers(PROJECT_ROOT).size).toBeGreaterThanOrEqual(26);
    expect(sectionNumbers('## 2. Screens\n### 2.4 Admin panel\n## 10. The API\n')).toEqual(
      new Set(['2', '2.4', '10']),
    );
  });

  it('reads section lists, decision lists and possessives', () => {
    const text = [
      `// ${cite('3')}, §4: legacy values`,
      `/** ${cite('8')}'s messages (ADRs 2 and 13) */`,
      `see ${cite('5')} and §2.4, then ${adr(1)}; ADRs 9, 15 or 18`,
      'a SPECIFIER, a DESIGNER, the spec and the shared folder are none of them',
    ].join('\n');
    expect(findCitations(text).map((c) => `${c.line} ${c.kind} ${c.target}`)).toEqual([
      '1 section 3',
      '1 section 4',
      '2 section 8',
      '2 decision 2',
      '2 decision 13',
      '3 section 5',
      '3 section 2.4',
      '3 decision 1',
      '3 decision 9',
      '3 decision 15',
      '3 decision 18',
    ]);
  });

  it('reports a missing section, a missing decision and an outside document, with file and line', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-citations-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('docs/behaviour.md', '# Behaviour\n\n## 1. Purpose\n\n## 2. Screens\n\n### 2.4 Admin panel\n');
    write('docs/decisions/0001-first.md', '# ADR 1: First\n');
    write('docs/decisions/0018-private.md', '# ADR 18: Private\n');
    write('docs/decisions/notes.md', '# not a record\n');
    write('README.md', `Valid: ${cite('2.4')}, ${adr(18)}.\nBroken: ${cite('2.5')}.\n`);
    write('lambdas/a.ts', `// ${cite('1')} and §3\n// ${adr(1)}, then ${adr(2)}\n`);
    write('web/src/b.tsx', `/** ${outsideName} §5 */\nconst x = 1;\n// see ../${outsideFolder}notes\n`);
    write('infra/test/c.ts', 'const SPECIFIER = /x/; // not a citation\n');
    write('scripts/node_modules/d.ts', `// ${adr(99)}: skipped with node_modules\n`);
    write('web/dist/e.js', `// ${adr(99)}: skipped with dist\n`);
    write('web/public/f.png', `${adr(99)}`);
    write('package-lock.json', `"${outsideFolder}"`);

    expect(formatProblems(citationProblems(root)).sort()).toEqual([
      'README.md:2: missing section: behaviour §2.5',
      'lambdas/a.ts:1: missing section: behaviour §3',
      'lambdas/a.ts:2: missing decision: ADR 2',
      `web/src/b.tsx:1: outside document: ${outsideName}`,
      `web/src/b.tsx:3: outside document: ${outsideFolder}`,
    ]);
  });

  it('reports every citation when the documentation is missing', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-citations-'));
    mkdirSync(join(root, 'web'));
    writeFileSync(join(root, 'web/a.ts'), `// ${cite('1')}, ${adr(1)}\n`);
    expect(formatProblems(citationProblems(root))).toEqual([
      'web/a.ts:1: missing section: behaviour §1',
      'web/a.ts:1: missing decision: ADR 1',
    ]);
  });
});
