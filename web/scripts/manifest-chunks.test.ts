// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportLazyTree } from './manifest-chunks';

function fakeBuild(manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(join(tmpdir(), 'manifest-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest) as { file: string }[]) {
    writeFileSync(join(dist, chunk.file), 'x'.repeat(100));
  }
  return dist;
}

describe('reportLazyTree', () => {
  it('separates what the lazy tree downloads from what the first load already has', async () => {
    const dist = fakeBuild({
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['src/admin/index.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'src/admin/index.tsx': { file: 'assets/admin.js', imports: ['_react.js', '_firebase.js'] },
      '_firebase.js': { file: 'assets/firebase.js' },
    });
    const report = await reportLazyTree(dist, 'src/admin/index.tsx');
    expect(report.entryInInitial).toBe(false);
    expect(report.own.map((c) => c.file).sort()).toEqual(['assets/admin.js', 'assets/firebase.js']);
    expect(report.shared).toEqual(['assets/react.js']);
    expect(report.initial.sort()).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('says so when the first load imports the lazy tree statically', async () => {
    const dist = fakeBuild({
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['src/admin/index.tsx'] },
      'src/admin/index.tsx': { file: 'assets/admin.js' },
    });
    expect((await reportLazyTree(dist, 'src/admin/index.tsx')).entryInInitial).toBe(true);
  });
});
