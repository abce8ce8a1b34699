import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.js';

/** Written into the build folder; read at synth, never uploaded. */
export const BUILD_STAMP_FILE = 'build-stamp.json';

/** What a build was made from, and the hashes its inline code needs in the CSP. */
export interface BuildStamp {
  /** Hash of the validated operator configuration (web/src/config/node/operator-config.ts `configHash`). */
  readonly configHash: string;
  /** Git commit of the sources, with `-dirty` when the work tree had uncommitted changes. */
  readonly commit: string;
  /** True for `--mode demo`, which accepts placeholders and must never be deployed. */
  readonly demo: boolean;
  /** CSP sources (`'sha256-…'`) of every inline `<style>` in the build's HTML files. */
  readonly styleHashes: string[];
  /** CSP sources of every inline `<script>`. */
  readonly scriptHashes: string[];
}

/** The commit of the work tree at `root`, `-dirty` when it has changes; `unknown` outside a git checkout. */
export function sourceCommit(root: string): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain') === '' ? commit : `${commit}-dirty`;
  } catch {
    return 'unknown';
  }
}

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The CSP hashes of the inline styles and scripts of one HTML document. Style attributes and inline event
 * handlers are refused: a CSP without 'unsafe-inline' blocks them, and 'unsafe-hashes' is not worth it.
 */
export function inlineHashes(html: string, name = 'page'): { styleHashes: string[]; scriptHashes: string[] } {
  const attributes = html.match(/<[a-z][^>]*\s(style|on[a-z]+)=["'][^>]*>/i);
  if (attributes) {
    throw new Error(
      `${name} has an inline ${attributes[1]} attribute (${attributes[0].slice(0, 80)}), which the CSP blocks: use a class or a script file.`,
    );
  }
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => cspHash(m[1] ?? ''));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\ssrc=/i.test(m[1] ?? ''))
    .map((m) => cspHash(m[2] ?? ''));
  return { styleHashes: styles, scriptHashes: scripts };
}

/** Every .html file under `dir`, relative paths with `/`. */
export function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return htmlFiles(dir, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** The hashes every HTML file of the build at `dir` needs, without duplicates, sorted. */
export function buildHashes(dir: string): { styleHashes: string[]; scriptHashes: string[] } {
  const styles = new Set<string>();
  const scripts = new Set<string>();
  for (const file of htmlFiles(dir)) {
    const hashes = inlineHashes(readFileSync(path.join(dir, file), 'utf8'), file);
    for (const h of hashes.styleHashes) styles.add(h);
    for (const h of hashes.scriptHashes) scripts.add(h);
  }
  return { styleHashes: [...styles].sort(), scriptHashes: [...scripts].sort() };
}

/** The stamp of the build at `dir`, or undefined when it has none. */
export function readBuildStamp(dir: string): BuildStamp | undefined {
  const file = path.join(dir, BUILD_STAMP_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildStamp) : undefined;
}

/**
 * Writes the build stamp once every other plugin is done with the HTML (the prerender step inlines the
 * stylesheet in its own closeBundle), so the hashes are those of the files that ship.
 */
export function stampBuild(options: { configHash: string; demo: boolean; repositoryRoot: string }): Plugin {
  return afterBuild('stamp-build', (outDir) => {
    const stamp: BuildStamp = {
      configHash: options.configHash,
      commit: sourceCommit(options.repositoryRoot),
      demo: options.demo,
      ...buildHashes(outDir),
    };
    writeFileSync(path.join(outDir, BUILD_STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  });
}
