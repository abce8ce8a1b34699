import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { brandAssets } from './build-plugins/brand-pack.js';
import { stampBuild } from './build-plugins/build-stamp.js';
import { contractAliases } from './build-plugins/contract-aliases.js';
import { markDemoBuild } from './build-plugins/demo-build.js';
import { messageIds } from './build-plugins/message-ids.js';
import { notFoundPage } from './build-plugins/not-found-page.js';
import { prerender } from './build-plugins/prerender-plugin.js';
import { siteMeta } from './build-plugins/site-meta.js';
import { BELOW_FOLD_CONFIG, siteSections } from './build-plugins/site-sections.js';
import { subresourceIntegrity } from './build-plugins/subresource-integrity.js';
import {
  configHash,
  firebaseWebEnv,
  loadOperatorConfig,
  operatorConfigPath,
} from './src/config/node/operator-config.js';
import { missingTranslations } from './src/config/operator-texts.js';

// Every module this config loads names its file (`.js` for a `.ts` file, as lambdas/ does): Vite's
// native config loader, planned as its default, resolves no extensionless import, and warned of each.

const root = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

// The landing page, from the operator configuration (operator-config.json, or $OPERATOR_CONFIG).
// `vite build` refuses placeholders; `--mode demo` and the dev server accept them (ADR 7).
export default defineConfig(({ command, mode }) => {
  const production = command === 'build' && mode !== 'demo';
  const configPath = operatorConfigPath();
  const operator = loadOperatorConfig(configPath, { allowPlaceholders: !production });
  const { site } = operator;
  // A text the operator has not translated shows in English, marked so, on that locale's page: the build
  // names each one and goes on (ADR 28, amendment of #49).
  const missing = command === 'build' ? missingTranslations(site) : [];
  if (missing.length > 0) {
    console.warn(
      `${configPath}: ${missing.length} operator texts have no translation (shown in English):\n  ${missing.join('\n  ')}`,
    );
  }
  const alias = {
    // The contract, and the defanging helpers alone: the contract's index carries zod, which the page
    // must not load (its check for eval breaks the CSP, and it would cost the first-load budget).
    ...contractAliases(fileURLToPath(new URL('..', import.meta.url))),
    // The page imports only the `site` section of this JSON: the other sections are tree-shaken away.
    '@operator-config': configPath,
  };
  // The admin sign-in's Firebase settings come from the configuration; a production build takes them from
  // there only. The local stack points the admin tree at the Auth emulator (and its local administrator)
  // instead: then none of the configured values apply.
  const emulator = !production && Boolean(process.env.VITE_FIREBASE_AUTH_EMULATOR_URL);
  for (const [name, value] of Object.entries(firebaseWebEnv(operator))) {
    if (production) process.env[name] = value;
    else if (!emulator) process.env[name] ??= value;
  }
  process.env.VITE_SITE_TITLE ??= `${site.token.name} ($${site.token.ticker}): community meme token on Solana`;
  process.env.VITE_SITE_DESCRIPTION ??= `${site.token.name} is a community meme token on Solana. Live price, chart, roadmap and FAQ. Informational only: no financial advice, no tracking.`;
  return {
    root,
    envDir: root,
    publicDir: 'public',
    resolve: { alias },
    plugins: [
      react(),
      siteSections(),
      messageIds(),
      brandAssets({ site, brandDir: `${root}public/brand` }),
      siteMeta({ site, logoFile: `${root}public/brand/logo.svg` }),
      notFoundPage({ site }),
      ...(mode === 'demo' ? [markDemoBuild()] : []),
      // The prerender renders every section from the whole file (build-plugins/site-sections.ts splits the
      // browser's).
      prerender({
        entry: 'src/app/prerender.tsx',
        alias: { ...alias, [BELOW_FOLD_CONFIG]: configPath },
        siteUrl: site.share.siteUrl,
      }),
      // After the prerender, before the stamp: the integrity of every script the HTML loads (ADR 11).
      subresourceIntegrity(),
      stampBuild({ configHash: configHash(operator), demo: !production, repositoryRoot }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // Every browser of the es2022 target runs modules; those few without `modulepreload` (Safari
      // before 17) only fetch the lazy parts when needed instead of ahead. The polyfill cost half a
      // KB of the 75 KB first-load budget (ADR 21).
      modulePreload: { polyfill: false },
      // The page's CSS is one small file that the prerender step inlines.
      cssCodeSplit: false,
    },
  };
});
