import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The contract's import aliases (`@contract`, `@contract/defang`, ...), each with its file relative to the
 * repository root, read from tsconfig.json's `paths`: the one table, which TypeScript reads there and
 * Vite, Vitest, the local web server and the import-direction test read through this function. The most
 * specific comes first: Vite takes the first alias that is a prefix, and `@contract` is one of
 * `@contract/defang`, whose module the page loads without the index's zod.
 */
export function contractAliasPaths(root: string): Record<string, string> {
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8')) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  const entries = Object.entries(tsconfig.compilerOptions?.paths ?? {})
    .filter(([alias]) => alias === '@contract' || alias.startsWith('@contract/'))
    .map(([alias, [file = '']]) => [alias, file] as const)
    .sort(([a], [b]) => b.length - a.length);
  return Object.fromEntries(entries);
}

/** {@link contractAliasPaths} with each file as an absolute path under `root`: what Vite's `resolve.alias` takes. */
export function contractAliases(root: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(contractAliasPaths(root)).map(([alias, file]) => [alias, join(root, file)]),
  );
}
