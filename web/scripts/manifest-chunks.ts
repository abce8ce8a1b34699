import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest: true`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What a lazily loaded tree adds, and whether any of it is in the first load. */
export interface LazyTreeReport {
  /** The tree's own entry chunk. */
  entryFile: string;
  /** True when the first load (statically) includes the tree's entry chunk: it must not. */
  entryInInitial: boolean;
  /** Files the tree downloads beyond the first load, with their sizes. */
  own: { file: string; raw: number; gzip: number }[];
  /** Files of the tree the first load already has (shared code such as React). */
  shared: string[];
  /** Files of the first load: the entry and its static imports. */
  initial: string[];
}

/** The files a manifest key loads statically: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string): Set<string> {
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

/**
 * Reads the build's manifest and splits the lazy tree whose source is `lazyKey` (e.g.
 * `src/admin/index.tsx`) into what the first load already has and what only the tree downloads.
 */
export async function reportLazyTree(distDir: string, lazyKey: string): Promise<LazyTreeReport> {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  if (!manifest[lazyKey]) throw new Error(`The manifest has no chunk for ${lazyKey}`);
  const initial = staticClosure(manifest, entry);
  const tree = staticClosure(manifest, lazyKey);
  const own = await Promise.all(
    [...tree]
      .filter((file) => !initial.has(file))
      .map(async (file) => {
        const content = await readFile(join(distDir, file));
        return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      }),
  );
  const entryFile = (manifest[lazyKey] as ManifestChunk).file;
  return {
    entryFile,
    entryInInitial: initial.has(entryFile),
    own,
    shared: [...tree].filter((file) => initial.has(file)),
    initial: [...initial],
  };
}
