import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { assertAdminEnv } from './build/admin-env';
import { brandAssets } from './build/brand-pack';
import { markDemoBuild } from './build/demo-build';
import { prerender } from './build/prerender-plugin';
import { siteMeta } from './build/site-meta';
import { site } from './src/config/site';
import { assertSiteConfig } from './src/config/site-schema';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = { '@contract': fileURLToPath(new URL('../lambdas/contract/index.ts', import.meta.url)) };

// The landing page. `vite build` refuses placeholder addresses; `--mode demo` and the dev
// server accept them (DESIGN decision 7).
export default defineConfig(({ command, mode }) => {
  const production = command === 'build' && mode !== 'demo';
  assertSiteConfig(site, { allowPlaceholders: !production });
  if (production) assertAdminEnv({ ...loadEnv(mode, root, 'VITE_'), ...process.env });
  process.env.VITE_SITE_TITLE ??= `${site.token.name} ($${site.token.ticker}): community meme token on Solana`;
  process.env.VITE_SITE_DESCRIPTION ??= `${site.token.name} is a community meme token on Solana. Live price, chart, roadmap and FAQ. Informational only: no financial advice, no tracking.`;
  return {
    root,
    envDir: root,
    publicDir: 'public',
    resolve: { alias },
    plugins: [
      react(),
      brandAssets({ site, brandDir: `${root}public/brand` }),
      siteMeta({ site, logoFile: `${root}public/brand/logo.svg` }),
      ...(mode === 'demo' ? [markDemoBuild()] : []),
      prerender({ entry: 'src/app/prerender.tsx', alias }),
    ],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // The page's CSS is one small file that the prerender step inlines.
      cssCodeSplit: false,
    },
  };
});
