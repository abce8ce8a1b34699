import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * Bundles one handler the way a Lambda would receive it: one minified ESM file with every
 * dependency inside, a `require` for the CommonJS ones, for Node 20.
 */
export async function bundleHandler(entry: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'handler-bundle-'));
  const outfile = join(dir, 'index.mjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    mainFields: ['module', 'main'],
    logLevel: 'error',
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; import { fileURLToPath as __fu } from 'node:url'; import { dirname as __dn } from 'node:path'; const require = __cr(import.meta.url); const __filename = __fu(import.meta.url); const __dirname = __dn(__filename);",
    },
  });
  return outfile;
}
