import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../project-root';
import { crossImports, isTestCode, twoWayImports } from './import-direction';

// infra/ deploys what web/ builds, so infra imports web (its build modules, the operator configuration
// in web/src/config/node/) and never the reverse (infra/README.md).
describe('import direction between the top-level folders', () => {
  const imports = crossImports(PROJECT_ROOT);

  it('finds no file under web/ importing from infra/', () => {
    const offenders = imports.filter((i) => i.from === 'web' && i.to === 'infra');
    expect(offenders.map((i) => `${i.file}: ${i.specifier}`)).toEqual([]);
    // The scan sees the arrows that exist: infra reads the operator configuration from web/src/config/node/.
    expect(imports).toContainEqual(
      expect.objectContaining({ from: 'infra', to: 'web', file: 'infra/bin/app.ts' }),
    );
  });

  it('finds no two folders importing each other in product code', () => {
    expect(twoWayImports(imports.filter((i) => !isTestCode(i.file)))).toEqual([]);
  });

  it('reports a file of web/ importing infra/, and the two-way arrow it makes', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-direction-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('web/vite.config.ts', "import { loadOperatorConfig } from '../infra/config/operator-config';\n");
    write('web/src/page.tsx', "const lazy = () => import('../../lambdas/contract');\n");
    write(
      'infra/bin/app.ts',
      "import { stamp } from '../../web/build/build-stamp';\nimport type { X } from '@contract';\n",
    );
    write('lambdas/routes.ts', "import { z } from 'zod';\nimport { y } from './local';\n");
    write('scripts/deploy.ts', "export { a } from '../infra/bin/app.js';\n");

    const found = crossImports(root);
    expect(found).toEqual(
      expect.arrayContaining([
        {
          from: 'web',
          to: 'infra',
          file: 'web/vite.config.ts',
          specifier: '../infra/config/operator-config',
        },
        { from: 'web', to: 'lambdas', file: 'web/src/page.tsx', specifier: '../../lambdas/contract' },
        { from: 'infra', to: 'lambdas', file: 'infra/bin/app.ts', specifier: '@contract' },
        { from: 'scripts', to: 'infra', file: 'scripts/deploy.ts', specifier: '../infra/bin/app.js' },
      ]),
    );
    expect(found).toHaveLength(5);
    expect(['web/e2e/a.e2e.test.ts', 'lambdas/test/api.ts', 'web/config/fixtures.ts'].every(isTestCode)).toBe(
      true,
    );
    expect(['web/vite.config.ts', 'infra/testament.ts', 'scripts/deploy.ts'].some(isTestCode)).toBe(false);
    expect(twoWayImports(found)).toEqual([
      'infra <-> web: infra/bin/app.ts imports ../../web/build/build-stamp, web/vite.config.ts imports ../infra/config/operator-config',
    ]);
  });
});
