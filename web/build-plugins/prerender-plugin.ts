import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

const MARKER = '<!--app-html-->';

/**
 * After the browser build, renders the page with react-dom/static into index.html, so it paints
 * before any script runs; the browser then hydrates it. The stylesheet is inlined (it is small),
 * which saves the render-blocking request.
 */
export function prerender(options: { entry: string; alias: Record<string, string> }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const ssrOut = path.join(outDir, '.prerender');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        envDir: config.envDir,
        resolve: { alias: options.alias },
        build: {
          ssr: options.entry,
          outDir: ssrOut,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const module = (await import(pathToFileURL(path.join(ssrOut, 'prerender.mjs')).href)) as {
          renderPage: () => Promise<string>;
        };
        const appHtml = await module.renderPage();
        const indexPath = path.join(outDir, 'index.html');
        let html = await readFile(indexPath, 'utf8');
        if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER} marker`);
        html = html.replace(MARKER, appHtml);
        html = await inlineStylesheets(html, outDir);
        // The page is already painted from HTML; the script only hydrates it, so it must not compete
        // with the HTML for the first bytes of a slow connection.
        html = html.replace(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        );
        await writeFile(indexPath, html);
      } finally {
        await rm(ssrOut, { recursive: true, force: true });
      }
    },
  };
}

async function inlineStylesheets(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)];
  for (const [tag, href] of links) {
    if (!href?.startsWith('/')) continue;
    const css = await readFile(path.join(outDir, href), 'utf8');
    html = html.replace(tag, `<style>${css}</style>`);
  }
  return html;
}
