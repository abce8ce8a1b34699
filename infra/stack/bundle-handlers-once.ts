import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { HandlerFunction } from '../handler-function/handler-function';
import { prebuildHandlerBundles } from '../handler-function/prebuilt-bundles';

/**
 * Bundles every handler that `addStacks` deploys in one esbuild run, before `app` is built: the
 * stacks are first added to an app that bundles nothing and never synthesizes, only to list their
 * handlers (infra/README.md, "Bundling once"). Nothing is bundled when `app` bundles no stack (the
 * CLI's `cdk ls`, `cdk destroy`). The bundles' folder is removed at exit; the stack's assets are
 * copies of them in cdk.out.
 */
export function bundleHandlersOnce(app: App, addStacks: (app: App) => void): void {
  const bundled = app.node.tryGetContext(BUNDLING_STACKS) as string[] | undefined;
  if (bundled !== undefined && bundled.length === 0) return;
  const listing = new App({ autoSynth: false });
  listing.node.setContext(BUNDLING_STACKS, []);
  addStacks(listing);
  const entries = listing.node
    .findAll()
    .filter((c): c is HandlerFunction => c instanceof HandlerFunction && c.defaultBundling)
    .map((handler) => handler.entry);
  const outdir = mkdtempSync(join(tmpdir(), 'handler-bundles-'));
  process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
  prebuildHandlerBundles(entries, outdir);
}
