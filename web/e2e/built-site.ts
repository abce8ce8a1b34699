import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type SiteServer, startSiteServer } from '../../scripts/local/site-server.js';
import { BUILD_STAMP_FILE } from '../build-plugins/build-stamp.js';
import { DEFAULT_OPERATOR_CONFIG, loadOperatorConfig } from '../src/config/node/operator-config.js';
import { launchBrowser, stack } from './harness.js';

/** The web build a deploy uploads. */
export const WEB_BUILD_PATH = join(import.meta.dirname, '..', 'dist');

/**
 * Serves the built site (web/dist) as the distribution serves it, headers and viewer-request function
 * included, with /api on the local stack. The build must exist: `npm run build:web -- --mode demo`.
 */
export async function serveBuiltSite(): Promise<SiteServer> {
  if (!existsSync(join(WEB_BUILD_PATH, BUILD_STAMP_FILE))) {
    throw new Error('web/dist has no stamped build: run `npm run build:web -- --mode demo` first');
  }
  const config = loadOperatorConfig(DEFAULT_OPERATOR_CONFIG, { allowPlaceholders: true });
  return startSiteServer({
    webBuildPath: WEB_BUILD_PATH,
    chartHosts: config.deploy.chartHosts,
    apiUrl: stack().apiUrl,
  });
}

/** The built site and a browser for a test file: started before its tests, stopped after them. */
export function builtSiteForTests(): { readonly browser: Browser; readonly server: SiteServer } {
  const held = {} as { browser: Browser; server: SiteServer };
  beforeAll(async () => {
    held.server = await serveBuiltSite();
    held.browser = await launchBrowser();
  });
  afterAll(async () => {
    await held.browser?.close();
    await held.server?.stop();
  });
  return held;
}
