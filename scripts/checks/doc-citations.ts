import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The folders of the repository whose files may cite the documentation (docs/README.md, "Citing"). */
export const CITING_FOLDERS = ['web', 'lambdas', 'infra', 'scripts', 'docs'] as const;

/** The behaviour reference and the folder of decision records, relative to the root. */
export const BEHAVIOUR_FILE = 'docs/behaviour.md';
export const DECISIONS_FOLDER = 'docs/decisions';

const TEXT = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|md|css|html|svg|txt|rules|ya?ml)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'cdk.out', '.local', '.git', 'test-results']);
// Generated, and full of third parties' names.
const SKIPPED_ROOT_FILES = new Set(['package-lock.json']);

// `behaviour §2.4`, and more sections in a row: `behaviour §3, §4`, `behaviour §5 and §8`.
const BEHAVIOUR = /\bbehaviour\s+(§\d+(?:\.\d+)*(?:(?:\s*,\s*|\s+(?:and|or)\s+)§\d+(?:\.\d+)*)*)/g;
const SECTION = /§(\d+(?:\.\d+)*)/g;
// `ADR 18`, and lists after the plural: `ADRs 9 and 15`, `ADRs 2, 13 and 18`.
const DECISION = /\bADR\s+(\d+)\b|\bADRs\s+(\d+(?:(?:\s*,\s*|\s+(?:and|or)\s+)\d+)*)\b/g;
// A document kept outside the repository: its names as whole upper-case words, or its folder. Spelt
// with a character class so that this file does not match itself.
const OUTSIDE = /\b(?:S[P]EC|D[E]SIGN)\b|share[d]\//g;

/** One citation the repository cannot resolve, or a reference to a document outside it. */
export interface CitationProblem {
  /** The citing file, relative to the root, with `/` separators. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  /** What was found: the citation of one section or one decision, or the outside reference. */
  readonly citation: string;
  readonly problem: 'missing section' | 'missing decision' | 'outside document';
}

/** One citation found in a text. */
export interface Citation {
  readonly line: number;
  /** `section` is `5` or `2.4`; `decision` is the record's number. */
  readonly kind: 'section' | 'decision' | 'outside';
  readonly target: string;
  readonly text: string;
}

/** The section numbers of the behaviour reference: `5` for `## 5. …`, `2.4` for `### 2.4 …`. */
export function sectionNumbers(behaviour: string): Set<string> {
  const found = new Set<string>();
  for (const [, number = ''] of behaviour.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)) found.add(number);
  return found;
}

/** The numbers of the decision records: `18` for `0018-<slug>.md`. */
export function decisionNumbers(root: string): Set<number> {
  const folder = join(root, DECISIONS_FOLDER);
  if (!existsSync(folder)) return new Set();
  const found = new Set<number>();
  for (const name of readdirSync(folder)) {
    const match = /^(\d{4})-[a-z0-9-]+\.md$/.exec(name);
    if (match) found.add(Number(match[1]));
  }
  return found;
}

/** Every citation of the behaviour reference or a decision, and every outside reference, in `text`. */
export function findCitations(text: string): Citation[] {
  const found: Citation[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    for (const match of content.matchAll(BEHAVIOUR)) {
      for (const [, target = ''] of (match[1] ?? '').matchAll(SECTION)) {
        found.push({ line, kind: 'section', target, text: `behaviour §${target}` });
      }
    }
    for (const match of content.matchAll(DECISION)) {
      for (const [target] of (match[1] ?? match[2] ?? '').matchAll(/\d+/g)) {
        found.push({ line, kind: 'decision', target: String(Number(target)), text: `ADR ${target}` });
      }
    }
    for (const [outside] of content.matchAll(OUTSIDE)) {
      found.push({ line, kind: 'outside', target: outside, text: outside });
    }
  });
  return found;
}

function* textFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

/** The files that may cite: everything textual under {@link CITING_FOLDERS}, and the root's own files. */
export function citingFiles(root: string): string[] {
  const rootFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.test(entry.name) && !SKIPPED_ROOT_FILES.has(entry.name))
    .map((entry) => join(root, entry.name));
  return [...rootFiles, ...CITING_FOLDERS.flatMap((folder) => [...textFiles(join(root, folder))])];
}

/** Every citation under `root` that does not resolve, and every reference to a document outside it. */
export function citationProblems(root: string): CitationProblem[] {
  const behaviourPath = join(root, BEHAVIOUR_FILE);
  const sections = existsSync(behaviourPath)
    ? sectionNumbers(readFileSync(behaviourPath, 'utf8'))
    : new Set<string>();
  const decisions = decisionNumbers(root);
  const problems: CitationProblem[] = [];
  for (const path of citingFiles(root)) {
    const file = relative(root, path).split(sep).join('/');
    for (const { line, kind, target, text } of findCitations(readFileSync(path, 'utf8'))) {
      if (kind === 'section' && !sections.has(target)) {
        problems.push({ file, line, citation: text, problem: 'missing section' });
      } else if (kind === 'decision' && !decisions.has(Number(target))) {
        problems.push({ file, line, citation: text, problem: 'missing decision' });
      } else if (kind === 'outside') {
        problems.push({ file, line, citation: text, problem: 'outside document' });
      }
    }
  }
  return problems;
}

/** `file:line: problem: citation`, one line per problem, for a test's or a script's output. */
export function formatProblems(problems: readonly CitationProblem[]): string[] {
  return problems.map((p) => `${p.file}:${p.line}: ${p.problem}: ${p.citation}`);
}
