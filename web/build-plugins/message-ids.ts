import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** The catalog keys in their canonical order (English's): a key's id is its position. */
export function messageKeys(root: string): string[] {
  return Object.keys(JSON.parse(readFileSync(path.join(root, 'src/locales/en.json'), 'utf8')));
}

/** A catalog as its page carries it once keys are ids: the messages in key order. */
export function catalogByIds(keys: readonly string[], catalog: Readonly<Record<string, string>>): string[] {
  return keys.map((key) => {
    const message = catalog[key];
    if (message === undefined) throw new Error(`The catalog has no message for ${key}`);
    return message;
  });
}

/**
 * ADR 21: in the browser build, every catalog key written as a string in the page's code ('nav.home')
 * becomes its id (a small number), and each page's inline catalog is the list of its messages in the
 * same order. The keys then cost nothing in the first load's JavaScript. The prerender and the dev
 * server keep the keys (their catalogs are objects); the runtime reads either.
 */
export function messageIds(): Plugin {
  let config: ResolvedConfig;
  let ids: Map<string, number>;
  let pattern: RegExp;
  return {
    name: 'message-ids',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      ids = new Map(messageKeys(config.root).map((key, i) => [key, i]));
      const alternatives = [...ids.keys()].map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      pattern = new RegExp(`(['"])(${alternatives.join('|')})\\1`, 'g');
    },
    transform(code, id) {
      if (config.build.ssr || !/\/web\/src\/.*\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      if (!pattern.test(code)) return null;
      pattern.lastIndex = 0;
      return { code: code.replace(pattern, (_, _quote, key: string) => String(ids.get(key))), map: null };
    },
  };
}
