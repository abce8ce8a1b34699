import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { handlerBuildOptions } from '../api/bundling';

/** Folder holding `index.mjs` for each handler entry (absolute path) bundled ahead of the stack. */
const prebuilt = new Map<string, string>();

/**
 * Bundles every entry in one esbuild run, with the settings of `handlerBuildOptions`, into a folder
 * per entry under `outdir`. One run parses the modules the handlers share (firebase-admin, gRPC,
 * the AWS SDK) once; NodejsFunction bundles each function in an esbuild process of its own, which
 * made about 40 parses of the same code the bulk of `cdk synth` (infra/README.md, "Bundling once").
 * The files are byte for byte those NodejsFunction writes with `handlerBundling()`.
 */
export function prebuildHandlerBundles(entries: readonly string[], outdir: string): void {
  const unique = [...new Set(entries.map((entry) => resolve(entry)))];
  const names = unique.map((entry, i) => [`handler-${i}`, entry] as const);
  // The single-entry options, with one output folder per entry instead of one output file.
  const { outfile: _outfile, metafile: _metafile, ...single } = handlerBuildOptions('', '');
  rmSync(outdir, { recursive: true, force: true });
  buildSync({
    ...single,
    entryPoints: Object.fromEntries(names),
    entryNames: '[name]/index',
    outExtension: { '.js': '.mjs' },
    outdir,
  });
  for (const [name, entry] of names) prebuilt.set(entry, join(outdir, name));
}

/** The folder of `entry`'s bundle when {@link prebuildHandlerBundles} made one, else undefined. */
export function prebuiltBundle(entry: string): string | undefined {
  return prebuilt.get(resolve(entry));
}
