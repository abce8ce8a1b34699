import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { importCycles, innerViolations, unitOf } from './inner-imports';

// docs/decisions/0025-platform-and-domains.md: the platform never imports a domain, no domain
// another; web features never import each other, and the page and the admin tree meet at one door.
describe('import rules inside lambdas/ and web/src/', () => {
  const violations = innerViolations(PROJECT_ROOT).map(
    (v) => `${v.file} imports ${v.specifier} (${v.from} -> ${v.to})`,
  );

  it('finds no forbidden import in the backend', () => {
    expect(violations.filter((v) => v.startsWith('lambdas/'))).toEqual([]);
  });

  it('finds no forbidden import in the web page or the admin tree', () => {
    expect(violations.filter((v) => v.startsWith('web/'))).toEqual([]);
  });

  it('places the folders in the units the rules name', () => {
    expect(unitOf('lambdas/platform/http/http.ts')).toEqual({ zone: 'platform', name: 'platform' });
    expect(unitOf('lambdas/holders/reconcile.ts')).toEqual({ zone: 'domain', name: 'domain:holders' });
    expect(unitOf('lambdas/routes.ts')?.zone).toBe('handlers');
    expect(unitOf('web/src/features/faq/components/faq.tsx')?.name).toBe('feature:faq');
    expect(unitOf('web/src/admin/features/roadmap/roadmap-tab.tsx')?.name).toBe('admin-feature:roadmap');
    expect(unitOf('web/src/lib/http.ts')?.zone).toBe('shared');
  });

  it('reports each kind of forbidden import, and accepts the allowed ones', () => {
    const root = mkdtempSync(join(tmpdir(), 'inner-imports-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('lambdas/contract/index.ts', 'export const a = 1;\n');
    write('lambdas/platform/http/http.ts', "import { reconcile } from '../../holders/reconcile.js';\n");
    write('lambdas/platform/config/config.ts', "import { a } from '../../contract/index.js';\n");
    write(
      'lambdas/holders/reconcile.ts',
      "import { x } from '../content/history.js';\nexport const reconcile = 1;\n",
    );
    write(
      'lambdas/content/history.ts',
      "import { json } from '../platform/http/http.js';\nexport const x = 1;\n",
    );
    write('lambdas/functions/ping.ts', "import { x } from '../content/history.js';\n");
    write('web/src/lib/http.ts', 'export const get = 1;\n');
    write(
      'web/src/features/faq/faq.tsx',
      "import { Roadmap } from '../roadmap/roadmap';\nimport { get } from '../../lib/http';\n",
    );
    write('web/src/features/roadmap/roadmap.tsx', 'export const Roadmap = 1;\n');
    write('web/src/admin/index.tsx', "import { Page } from '../app/page';\n");
    write('web/src/admin/features/faq/faq-tab.tsx', "import { RoadmapTab } from '../roadmap/roadmap-tab';\n");
    write('web/src/admin/features/roadmap/roadmap-tab.tsx', 'export const RoadmapTab = 1;\n');
    write(
      'web/src/app/page.tsx',
      "import { Faq } from '../features/faq/faq';\nimport { Panel } from '../admin/panel';\nconst Admin = () => import('../admin');\n",
    );
    write('web/src/admin/panel.tsx', 'export const Panel = 1;\n');
    write('web/src/features/faq/faq.test.tsx', "import { Roadmap } from '../roadmap/roadmap';\n");

    expect(
      innerViolations(root)
        .map((v) => `${v.file} -> ${v.specifier}`)
        .sort(),
    ).toEqual([
      'lambdas/holders/reconcile.ts -> ../content/history.js',
      'lambdas/platform/http/http.ts -> ../../holders/reconcile.js',
      'web/src/admin/features/faq/faq-tab.tsx -> ../roadmap/roadmap-tab',
      'web/src/admin/index.tsx -> ../app/page',
      'web/src/app/page.tsx -> ../admin/panel',
      'web/src/features/faq/faq.tsx -> ../roadmap/roadmap',
    ]);
  });

  it('finds no two product files importing each other, directly or round a longer circle', () => {
    expect(importCycles(PROJECT_ROOT).map((circle) => circle.join(' -> '))).toEqual([]);
  });

  it('reports a circle of imports, type-only ones too, and not a lazy import or test code', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('lambdas/holders/reconcile.ts', "import { merge } from './known-merge.js';\n");
    write('lambdas/holders/known-merge.ts', "import type { Options } from './reconcile.js';\n");
    write('lambdas/platform/a.ts', "import { b } from './b.js';\n");
    write('lambdas/platform/b.ts', "import { c } from './c';\n");
    write('lambdas/platform/c.ts', "export { a } from './a.js';\n");
    write('lambdas/platform/logger.ts', "const load = () => import('./powertools.js');\n");
    write('lambdas/platform/powertools.ts', "import { line } from './logger.js';\n");
    write('lambdas/holders/reconcile.test.ts', "import { merge } from './known-merge.js';\n");
    write('web/src/lib/x.ts', "import { y } from './y.js';\n");
    write('web/src/lib/y.ts', "import { x } from './x.js';\n");
    expect(importCycles(root)).toEqual([
      ['lambdas/holders/known-merge.ts', 'lambdas/holders/reconcile.ts'],
      ['lambdas/platform/a.ts', 'lambdas/platform/b.ts', 'lambdas/platform/c.ts'],
      ['web/src/lib/x.ts', 'web/src/lib/y.ts'],
    ]);
  });
});
