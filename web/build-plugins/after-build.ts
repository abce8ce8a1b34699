import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * A plugin that runs `handler` on the client build's output folder once the bundle is written, after
 * every plugin without an order (the prerender step rewrites index.html in its own closeBundle). Plugins
 * made with it run in the order they are listed in the config.
 */
export function afterBuild(name: string, handler: (outDir: string) => void): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (config.build.ssr) return;
        handler(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}
