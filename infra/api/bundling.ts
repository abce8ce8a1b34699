import * as lambda from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, LogLevel, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';

/** The newest Node.js runtime aws-cdk-lib offers; bundles target the same version. */
export const LAMBDA_RUNTIME = lambda.Runtime.NODEJS_24_X;

/**
 * ESM bundles carry CommonJS dependencies (firebase-admin, gRPC, protobufjs): they call `require` and read
 * `__dirname`, which ES modules lack, so the banner defines all three from the module's own URL.
 */
export const ESM_CJS_SHIM = [
  "import { createRequire as __createRequire } from 'node:module';",
  "import { fileURLToPath as __fileURLToPath } from 'node:url';",
  "import { dirname as __pathDirname } from 'node:path';",
  'const require = __createRequire(import.meta.url);',
  'const __filename = __fileURLToPath(import.meta.url);',
  'const __dirname = __pathDirname(__filename);',
].join(' ');

/**
 * The esbuild settings of every handler, in one place: `cdk synth` (below), the bundle test and
 * `npm run bench:api` build with them, so what is tested and measured is what is deployed.
 * - One ES module: the format the runtime loads without a wrapper, and the one tree shaking works best
 *   on. `module` before `main` picks a dependency's ES build where it ships one (zod, jose, the AWS
 *   SDK), whose unused exports are dropped.
 * - Minified: less to read and parse at every cold start.
 * - No source map: running with --enable-source-maps made the first answer of a cold start about 200 ms
 *   slower (measured against the emulator: 140 ms without, 300-400 ms with), for every visitor who
 *   meets a cold function. Unexpected errors are rare and logged with their message.
 * - The AWS SDK is bundled too (its ES build, tree-shaken), not left to the one the runtime ships:
 *   the runtime's copy loads as hundreds of CommonJS files, and `npm run bench:api` measured about
 *   60 ms more CPU at every cold start with it (ping: 185 against 121 ms); the version is also ours.
 * What each function carries is what its handler imports: the route wrappers (public-route.ts,
 * admin-route.ts) are separate modules, so a public route never loads the token check.
 */
export const HANDLER_BUILD = {
  target: 'node24',
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: false,
  externalModules: [] as string[],
} as const;

/**
 * How every handler is bundled: one self-contained, minified ES module. firebase-admin
 * and Firestore are bundled too (their protos load from JSON that esbuild inlines), since installing
 * node_modules per function would need the npm registry at synth time.
 */
export function handlerBundling(): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    target: HANDLER_BUILD.target,
    mainFields: [...HANDLER_BUILD.mainFields],
    banner: ESM_CJS_SHIM,
    minify: HANDLER_BUILD.minify,
    sourceMap: HANDLER_BUILD.sourceMap,
    externalModules: [...HANDLER_BUILD.externalModules],
    logLevel: LogLevel.WARNING,
    forceDockerBundling: false,
  };
}

/**
 * The same bundle built with esbuild's own API (outside `cdk synth`): `entry` to `outfile`, with the
 * metafile that lists every module the bundle carries.
 */
export function handlerBuildOptions(entry: string, outfile: string): BuildOptions & { metafile: true } {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: HANDLER_BUILD.target,
    mainFields: [...HANDLER_BUILD.mainFields],
    banner: { js: ESM_CJS_SHIM },
    minify: HANDLER_BUILD.minify,
    sourcemap: HANDLER_BUILD.sourceMap,
    external: [...HANDLER_BUILD.externalModules],
    metafile: true,
    logLevel: 'warning',
  };
}
