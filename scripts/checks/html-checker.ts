import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Nu HTML Checker (vnu.jar, from the pinned `vnu-jar` package) over built or rendered pages, in
 * one Java run for all of them: the JVM's start is most of the time (docs/testing.md, "The HTML
 * checker").
 *
 * What fails a page: every error (markup, CSS in `<style>` elements, a file that cannot be read)
 * and every warning. No warning is accepted today: a new one is looked at, then either fixed or
 * named here with its reason. Plain notes ("info" without the warning subtype) are reported but do
 * not fail: the one the pages get is the trailing slash on void elements (`<meta ... />`, written by
 * Vite's template and by React's renderer), which the checker notes only because it misleads next to
 * unquoted attribute values, and both writers quote every attribute.
 */

/** One message of the checker about one page. */
export interface HtmlProblem {
  /** The page: its path relative to the folder checked, or the name given to `checkHtmlStrings`. */
  readonly file: string;
  /** 1-based; 0 when the checker names no line (a file it could not read). */
  readonly line: number;
  readonly column: number;
  /** `error`, `warning` or `info`: the first two fail. */
  readonly kind: 'error' | 'warning' | 'info';
  readonly message: string;
  /** The text around the place, as the checker quotes it. */
  readonly extract: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

const require = createRequire(import.meta.url);
/** The jar's path: the package's main export is that path (a String object). */
const VNU_JAR = String(require('vnu-jar'));
/** `JAVA` names another Java (17 or later); otherwise the one on the PATH. */
const JAVA = process.env.JAVA ?? 'java';

/** Whether a message fails the page (see the top of this file). */
export const fails = (problem: HtmlProblem) => problem.kind !== 'info';

/** Runs the checker once over `files` (absolute paths); each problem names its file relative to `root`. */
export async function checkHtmlFiles(files: readonly string[], root: string): Promise<HtmlProblem[]> {
  if (files.length === 0) return [];
  // --format json writes the messages to stderr; --exit-zero-always keeps a found error from looking
  // like a failed run, which is told apart by output that is not the JSON report.
  const args = ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files];
  const stderr = await new Promise<string>((resolve, reject) => {
    execFile(JAVA, args, { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, err) => {
      if (error)
        reject(
          new Error(`The Nu HTML Checker did not run (${JAVA} -jar ${VNU_JAR}): ${err || error.message}`),
        );
      else resolve(err);
    });
  });
  let report: { messages: VnuMessage[] };
  try {
    report = JSON.parse(stderr) as { messages: VnuMessage[] };
  } catch {
    throw new Error(
      `The Nu HTML Checker answered something other than its JSON report:\n${stderr.slice(0, 2000)}`,
    );
  }
  return report.messages.map((m) => ({
    file: m.url ? relative(root, fileURLToPath(m.url)).split(sep).join('/') : '(no file)',
    line: m.lastLine ?? m.firstLine ?? 0,
    column: m.firstColumn ?? m.lastColumn ?? 0,
    kind: m.type === 'info' ? (m.subType === 'warning' ? 'warning' : 'info') : 'error',
    message: m.message,
    extract: m.extract ?? '',
  }));
}

/** Every HTML page under `folder` (a web build's `dist`), sorted. */
export function htmlPagesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => join(folder, file));
}

/**
 * Checks pages given as strings (a server-rendered page, a test's sample) in one run: each is written
 * to a temporary folder under its name (`news/index.html`), and the problems name it so.
 */
export async function checkHtmlStrings(pages: Readonly<Record<string, string>>): Promise<HtmlProblem[]> {
  const folder = mkdtempSync(join(tmpdir(), 'html-check-'));
  try {
    const files = Object.entries(pages).map(([name, html], i) => {
      // Numbered files: any name may be given, and the checker reads only the file's content.
      const file = join(folder, `${i}.html`);
      writeFileSync(file, html);
      return { name, file };
    });
    const problems = await checkHtmlFiles(
      files.map((f) => f.file),
      folder,
    );
    const nameOf = new Map(files.map((f) => [relative(folder, f.file).split(sep).join('/'), f.name]));
    return problems.map((p) => ({ ...p, file: nameOf.get(p.file) ?? p.file }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** One line per problem: `file:line:column kind: message`, with the checker's extract under it. */
export function formatHtmlProblems(problems: readonly HtmlProblem[]): string[] {
  return problems.map(
    (p) =>
      `${p.file}:${p.line}:${p.column} ${p.kind}: ${p.message}\n    ${p.extract.replaceAll('\n', ' ').trim()}`,
  );
}
