import path from 'node:path';
import type { Plugin } from 'vite';

/** The import of the site sections only the lazily loaded part of the page reads. */
export const BELOW_FOLD_CONFIG = '@operator-config-below-fold';
/** The query that marks the operator configuration imported as {@link BELOW_FOLD_CONFIG}. */
export const BELOW_FOLD_QUERY = 'below-fold';
/** Site sections read only below the fold (the official links, supply and labelled addresses). */
const BELOW_FOLD_KEYS = ['official', 'supply'] as const;

/**
 * Keeps the site sections that only the sections below the hero read out of the first load: the
 * operator configuration as `@operator-config` loses them, and `@operator-config-below-fold` (the
 * same file with `?below-fold`) holds only them, so they ship in the lazy chunk.
 */
export function siteSections(): Plugin {
  let configFile = '';
  return {
    name: 'site-sections',
    enforce: 'pre',
    configResolved(config) {
      const entry = config.resolve.alias.find((alias) => alias.find === '@operator-config');
      configFile = entry ? path.resolve(String(entry.replacement)) : '';
    },
    transform(code, id) {
      const [file, query] = id.split('?');
      const belowFold = query === BELOW_FOLD_QUERY;
      if (!belowFold && (!configFile || file !== configFile || query)) return null;
      const { site, ...rest } = JSON.parse(code) as { site: Record<string, unknown> };
      const first: Record<string, unknown> = { ...site };
      const later: Record<string, unknown> = {};
      for (const key of BELOW_FOLD_KEYS) {
        later[key] = site[key];
        delete first[key];
      }
      return { code: JSON.stringify(belowFold ? { site: later } : { ...rest, site: first }), map: null };
    },
  };
}
