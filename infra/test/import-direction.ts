import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { contractAliasPaths } from '../../web/build-plugins/contract-aliases';
import { PROJECT_ROOT } from '../project-root';

/** The folders of the repository whose imports between each other are checked. */
export const TOP_FOLDERS = ['web', 'lambdas', 'infra', 'scripts'] as const;

/** Aliases of tsconfig.json and the Vite configurations that point into a folder: the project's one table. */
const ALIASES: Readonly<Record<string, string>> = contractAliasPaths(PROJECT_ROOT);

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.local', 'cdk.out']);
// Static and dynamic imports, re-exports and require calls.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** One import of a file in one top-level folder from another top-level folder. */
export interface CrossImport {
  readonly from: string;
  readonly to: string;
  /** The importing file, relative to the root. */
  readonly file: string;
  readonly specifier: string;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

function topFolder(root: string, path: string): string | undefined {
  const [first] = relative(root, path).split(sep);
  return TOP_FOLDERS.find((folder) => folder === first);
}

/** Every import, under `root`, of a file in one of {@link TOP_FOLDERS} from another of them. */
export function crossImports(root: string): CrossImport[] {
  const found: CrossImport[] = [];
  for (const folder of TOP_FOLDERS) {
    for (const file of sourceFiles(join(root, folder))) {
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const alias = ALIASES[specifier];
        const target = alias
          ? join(root, alias)
          : specifier.startsWith('.')
            ? resolve(dirname(file), specifier)
            : undefined;
        const to = target && topFolder(root, target);
        if (to && to !== folder) found.push({ from: folder, to, file: relative(root, file), specifier });
      }
    }
  }
  return found;
}

/**
 * Tests, their harnesses (`test/`, `testing/`, `e2e/`, global setups) and fixtures: they may reach into the
 * local stack of scripts/local/ and its fakes from any folder, so only product code is held to one way.
 */
export function isTestCode(file: string): boolean {
  return /\.test\.tsx?$|(^|\/)(test|testing|e2e)\/|global-setup\.ts$|(^|\/)fixtures(\/|\.ts$)/.test(file);
}

/** Pairs of folders that import each other, each with one file of each direction. */
export function twoWayImports(imports: readonly CrossImport[]): string[] {
  const first = new Map<string, CrossImport>();
  for (const entry of imports) {
    const key = `${entry.from}->${entry.to}`;
    if (!first.has(key)) first.set(key, entry);
  }
  return [...first.values()]
    .filter((entry) => entry.from < entry.to && first.has(`${entry.to}->${entry.from}`))
    .map((entry) => {
      const back = first.get(`${entry.to}->${entry.from}`) as CrossImport;
      return `${entry.from} <-> ${entry.to}: ${entry.file} imports ${entry.specifier}, ${back.file} imports ${back.specifier}`;
    });
}
