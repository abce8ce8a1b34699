import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { loadOperatorConfig, OPERATOR_CONFIG_ENV } from '../../web/src/config/node/operator-config.js';
import { startSiteServer } from './site-server.js';
import type { WebServer } from './web-server.js';

/** Options of {@link startBuiltWebServer}. */
export interface BuiltWebOptions {
  /** Repository root. */
  readonly root: string;
  readonly port: number;
  /** Where `/api` is proxied to (the local gateway). */
  readonly apiUrl: string;
  /** The operator configuration the page is built from (the local chain's copy). */
  readonly operatorConfigFile: string;
  /**
   * Origins on loopback the page talks to besides its own (the Auth emulator, a stand-in price
   * service): the built page runs under the distribution's Content-Security-Policy, which names them.
   */
  readonly connectSources: readonly string[];
}

/**
 * Builds the page (`--mode demo`, from the local stack's configuration and the VITE_* values already in
 * process.env) into a folder of this stack's own, then serves it as the distribution does: the
 * viewer-request function, the security headers and /api on the same origin (`site-server.ts`).
 *
 * The browser tests use this instead of Vite's dev server: a fresh browser context loads 19 files
 * instead of about 120 modules, and the page they click through is the one a deploy uploads (its
 * CSP, its chunks, its prerendered HTML). `npm start` keeps the dev server, for editing.
 */
export async function startBuiltWebServer(options: BuiltWebOptions): Promise<WebServer> {
  // One folder per stack: the two halves of the browser tests build side by side in one checkout.
  // Inside the repository, where the prerender step resolves React from node_modules.
  const outDir = join(options.root, '.local', `web-build-${process.pid}-${Date.now()}`);
  const previous = process.env[OPERATOR_CONFIG_ENV];
  process.env[OPERATOR_CONFIG_ENV] = options.operatorConfigFile;
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  try {
    await build({
      configFile: join(options.root, 'web/vite.config.ts'),
      mode: 'demo',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env[OPERATOR_CONFIG_ENV];
    else process.env[OPERATOR_CONFIG_ENV] = previous;
  }
  const config = loadOperatorConfig(options.operatorConfigFile, { allowPlaceholders: true });
  const server = await startSiteServer({
    webBuildPath: outDir,
    chartHosts: config.deploy.chartHosts,
    apiUrl: options.apiUrl,
    port: options.port,
    connectSources: options.connectSources,
  }).catch((error: unknown) => {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
