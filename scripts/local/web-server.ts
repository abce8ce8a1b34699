import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type InlineConfig, type Plugin } from 'vite';
import { ACTIONS_MANIFEST_CORS, ACTIONS_MANIFEST_PATH } from '../../infra/static-site/security-headers.js';
import { contractAliases } from '../../web/build-plugins/contract-aliases.js';
import { DEFAULT_LOCALE, splitLocalePath } from '../../web/src/lib/i18n/locales.js';
import { viewerRequestMiddleware } from './viewer-request.js';

export interface WebServerOptions {
  /** Repository root. */
  readonly root: string;
  readonly port: number;
  /** Where `/api` is proxied to (the local gateway). */
  readonly apiUrl: string;
  readonly quiet?: boolean;
  /** The operator configuration the page imports, instead of the one web/vite.config.ts names. @default that one */
  readonly operatorConfigFile?: string;
}

/** A running Vite dev server for web/. */
export interface WebServer {
  readonly url: string;
  stop(): Promise<void>;
}

/**
 * Starts Vite on loopback with /api on the page's origin and the CDN's viewer-request function in
 * front, so local URLs behave like the deployed ones. VITE_* values must be in process.env first.
 */
export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const configFile = join(options.root, 'web/vite.config.ts');
  const edgeFunction = join(options.root, 'infra/edge/viewer-request.js');
  const cloudFront: Plugin = {
    name: 'local-cloudfront-viewer-request',
    // Registered directly (not returned), so it runs before Vite's own middlewares and the proxy.
    configureServer(server) {
      server.middlewares.use(viewerRequestMiddleware(edgeFunction));
      // The Solana Actions manifest (web/public/actions.json) with its behaviour's any-origin CORS (ADR 40).
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] === ACTIONS_MANIFEST_PATH) {
          for (const [name, value] of Object.entries(ACTIONS_MANIFEST_CORS)) res.setHeader(name, value);
        }
        next();
      });
      // ADR 21: a build has a page per locale (`/es/index.html`); the dev server has the one page, which
      // reads the locale from the address bar and loads that catalog itself.
      server.middlewares.use((req, _res, next) => {
        const { locale, rest } = splitLocalePath(req.url?.split('?')[0] ?? '/');
        if (locale !== DEFAULT_LOCALE && rest === '/index.html') req.url = req.url?.slice(locale.length + 1);
        next();
      });
    },
  };
  const common: InlineConfig = {
    clearScreen: false,
    logLevel: options.quiet ? 'silent' : 'warn',
    plugins: [cloudFront],
    server: {
      port: options.port,
      strictPort: true,
      host: '127.0.0.1',
      // Vite's own CORS would answer every OPTIONS itself: the Solana Action's preflight goes to the API,
      // as CloudFront sends it (ADR 40). The page is on the API's origin and needs no CORS.
      cors: false,
      // Only /api and /api/...: a page route such as /apiary must stay with the page.
      proxy: { '^/api(/|$|\\?)': { target: options.apiUrl } },
    },
    // Merged over the config file's aliases, key by key.
    ...(options.operatorConfigFile
      ? { resolve: { alias: { '@operator-config': options.operatorConfigFile } } }
      : {}),
  };
  const config: InlineConfig = existsSync(configFile)
    ? { ...common, configFile }
    : {
        ...common,
        // Until web/ has its own config: the page under web/, React, and the contract alias.
        configFile: false,
        root: join(options.root, 'web'),
        plugins: [react(), cloudFront],
        resolve: {
          alias: contractAliases(options.root),
        },
      };
  // Vite 8 warns that its future native config loader will not take our extensionless imports; the
  // config runs through Vite's bundling loader here, so the warning is only noise in the output.
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
  const server = await createServer(config);
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null;
  if (!address) throw new Error('Vite did not start listening');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => server.close(),
  };
}
