import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The import of the site sections only the lazily loaded part of the page reads. */
export const BELOW_FOLD_CONFIG = '@operator-config-below-fold';
const VIRTUAL_ID = `\0${BELOW_FOLD_CONFIG}`;
/**
 * Site sections read only below the fold: the official links, supply and labelled addresses, the
 * tokenomics claims, the AI moderator's text, who controls the donation wallet (behaviour §2.8) and the donate settings
 * (ADR 40).
 */
export const BELOW_FOLD_KEYS = [
  'official',
  'supply',
  'tokenomics',
  'aiModerator',
  'donationControl',
  'donate',
] as const;

/** Links whose descriptions only the community and buy sections read; the first load keeps their URLs. */
const LINK_GROUPS = ['communityChat', 'social', 'buy'] as const;

type Link = Record<string, unknown>;
const withoutDescription = ({ description: _, ...link }: Link): Link => link;

/** The links with no `description`: its translations in every locale would cost the first load (ADR 21). */
function firstLoadLinks(links: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...links };
  for (const group of LINK_GROUPS) {
    const value = links[group];
    if (Array.isArray(value)) out[group] = value.map((link: Link) => withoutDescription(link));
    else if (value && typeof value === 'object') out[group] = withoutDescription(value as Link);
  }
  return out;
}

/**
 * Keeps the site sections that only the sections below the hero read out of the first load: the
 * operator configuration imported as `@operator-config` loses them, and `@operator-config-below-fold`
 * is a module of only them, so they ship in the lazy chunk. Elsewhere (tests, the prerender, tsx)
 * both names are the whole file.
 */
export function siteSections(): Plugin {
  let configFile = '';
  return {
    name: 'site-sections',
    enforce: 'pre',
    configResolved(config) {
      const entry = config.resolve.alias.find((alias) => alias.find === '@operator-config');
      if (!entry) throw new Error('site-sections: no @operator-config alias');
      configFile = path.resolve(String(entry.replacement));
    },
    resolveId(source) {
      return source === BELOW_FOLD_CONFIG ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      this.addWatchFile(configFile);
      const { site } = JSON.parse(readFileSync(configFile, 'utf8')) as { site: Record<string, unknown> };
      // The links come too, with their descriptions (the community and buy sections read them there).
      const later = {
        ...Object.fromEntries(BELOW_FOLD_KEYS.map((key) => [key, site[key]])),
        links: site.links,
      };
      return `export const site = ${JSON.stringify(later)};\n`;
    },
    transform(code, id) {
      if (id !== configFile) return null;
      const { site, ...rest } = JSON.parse(code) as { site: Record<string, unknown> };
      const first = Object.fromEntries(
        Object.entries(site).filter(([key]) => !(BELOW_FOLD_KEYS as readonly string[]).includes(key)),
      );
      if (first.links) first.links = firstLoadLinks(first.links as Record<string, unknown>);
      return { code: JSON.stringify({ ...rest, site: first }), map: null };
    },
  };
}
