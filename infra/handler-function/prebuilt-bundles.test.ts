import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { ASSET_RESOURCE_METADATA_ENABLED_CONTEXT } from 'aws-cdk-lib/cx-api';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handlerBuildOptions, handlerBundling } from '../api/bundling';
import { PROJECT_ROOT } from '../project-root';
import { testApp } from '../test/fixtures';
import { HandlerFunction } from './handler-function';
import { prebuildHandlerBundles, prebuiltBundle } from './prebuilt-bundles';

// ping: a handler without firebase-admin, quick to bundle.
const ENTRY = 'lambdas/functions/ping.ts';
const dir = mkdtempSync(join(tmpdir(), 'prebuilt-bundles-test-'));
const bundleOf = (folder: string) => readFileSync(join(folder, 'index.mjs'), 'utf8');

beforeAll(() => prebuildHandlerBundles([join(PROJECT_ROOT, ENTRY)], join(dir, 'bundles')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('prebuilt handler bundles', () => {
  it('are byte for byte the bundle that the handler build options make for one entry', () => {
    const single = join(dir, 'single');
    buildSync({
      ...handlerBuildOptions(join(PROJECT_ROOT, ENTRY), join(single, 'index.mjs')),
      metafile: false,
    });
    const folder = prebuiltBundle(join(PROJECT_ROOT, ENTRY));
    expect(folder).toBeDefined();
    expect(bundleOf(folder as string)).toBe(bundleOf(single));
    expect(prebuiltBundle(join(PROJECT_ROOT, 'lambdas/functions/token-facts.ts'))).toBeUndefined();
  });

  it('stand in for a HandlerFunction bundling its entry, not for one with bundling options of its own', () => {
    const app = testApp();
    // The CLI's setting: each function's template entry then says whether its code was bundled.
    app.node.setContext(ASSET_RESOURCE_METADATA_ENABLED_CONTEXT, true);
    const stack = new Stack(app, 'PrebuiltBundlesTest');
    const prebuilt = new HandlerFunction(stack, 'Ping', { entry: ENTRY, description: 'GET /api/ping' });
    const own = new HandlerFunction(stack, 'OwnPing', {
      entry: ENTRY,
      description: 'GET /api/ping, bundled by itself',
      bundling: { ...handlerBundling(), minify: false },
    });
    const template = Template.fromStack(stack);
    const functions = template.findResources('AWS::Lambda::Function');
    // A bundled asset's path is its source folder (for tools that bundle again); the others' is the copy.
    const asset = (handler: HandlerFunction) =>
      functions[stack.getLogicalId(handler.fn.node.defaultChild as lambda.CfnFunction)]?.Metadata as Record<
        string,
        string | boolean
      >;
    const expected = bundleOf(prebuiltBundle(join(PROJECT_ROOT, ENTRY)) as string);
    expect(asset(prebuilt)['aws:asset:is-bundled']).toBe(false);
    expect(bundleOf(join(app.outdir, asset(prebuilt)['aws:asset:path'] as string))).toBe(expected);
    expect(asset(own)['aws:asset:is-bundled']).toBe(true);
    template.allResourcesProperties('AWS::Lambda::Function', { Handler: 'index.handler' });
  });
});
