import { mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { handlerBuildOptions } from '../../infra/api/bundling.js';

/** A handler bundle, built as `cdk synth` builds it. */
export interface HandlerBundle {
  readonly file: string;
  readonly bytes: number;
}

/**
 * Bundles one handler with the deployed esbuild settings, into a folder whose node_modules holds only
 * what the Lambda runtime provides (@aws-sdk), so the process loads what a Lambda would load.
 */
export async function bundleHandler(entry: string): Promise<HandlerBundle> {
  const dir = mkdtempSync(join(tmpdir(), 'handler-bundle-'));
  const file = join(dir, 'index.mjs');
  const result = await build(handlerBuildOptions(entry, file));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(resolve('node_modules/@aws-sdk'), join(dir, 'node_modules', '@aws-sdk'), 'dir');
  const output = Object.values(result.metafile.outputs)[0];
  return { file, bytes: output?.bytes ?? 0 };
}
