import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isTestCode } from './import-direction';

// The import rules inside lambdas/ and web/src/ (docs/decisions/0025-platform-and-domains.md): each file
// belongs to a unit, and a unit may import only the units its rule lists. Test code is exempt (it
// reaches into harnesses and fakes by design).

/** Where a file sits, for the rules: its zone ('platform', 'domain', 'feature'...) and unit name. */
export interface Unit {
  readonly zone: string;
  /** The zone plus the folder's name where a zone has several units (`domain:holders`). */
  readonly name: string;
}

/** One import that breaks a rule. */
export interface InnerViolation {
  readonly file: string;
  readonly specifier: string;
  readonly from: string;
  readonly to: string;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIPPED = new Set(['node_modules', 'dist', '.local', 'cdk.out']);
const STATIC = /(?:\bfrom\s*|\bimport\s+|\brequire\s*\(\s*)['"](\.[^'"]*)['"]/g;
const DYNAMIC = /\bimport\s*\(\s*['"](\.[^'"]*)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The unit of a file under lambdas/ or web/src/ (path relative to the root, with '/'), if any. */
export function unitOf(file: string): Unit | undefined {
  const parts = file.split('/');
  if (parts[0] === 'lambdas') {
    const top = parts[1] ?? '';
    if (parts.length === 2) return { zone: 'handlers', name: 'handlers' };
    if (top === 'contract' || top === 'platform') return { zone: top, name: top };
    if (top === 'functions') return { zone: 'handlers', name: 'handlers' };
    if (top === 'test') return undefined;
    return { zone: 'domain', name: `domain:${top}` };
  }
  if (parts[0] === 'web' && parts[1] === 'src') {
    const top = parts[2] ?? '';
    if (parts.length === 3) return { zone: 'entry', name: 'entry' };
    if (['components', 'lib', 'config'].includes(top)) return { zone: 'shared', name: 'shared' };
    if (top === 'features') return { zone: 'feature', name: `feature:${parts[3]}` };
    if (top === 'admin' && parts[3] === 'features' && parts.length > 5) {
      return { zone: 'admin-feature', name: `admin-feature:${parts[4]}` };
    }
    if (top === 'admin') return { zone: 'admin', name: 'admin' };
    if (top === 'app') return { zone: 'app', name: 'app' };
  }
  return undefined;
}

/** The one door from the page into the admin tree: a dynamic import of its entry. */
const ADMIN_ENTRY = /^web\/src\/admin\/index\.tsx?$/;

/** Whether `from` may import `to`; `dynamic` for `import()` calls. */
export function allowed(from: Unit, to: Unit, toFile: string, dynamic: boolean): boolean {
  if (from.name === to.name) return true;
  switch (from.zone) {
    case 'contract':
      return false;
    case 'platform':
      return to.zone === 'contract';
    case 'domain':
      return to.zone === 'contract' || to.zone === 'platform';
    case 'handlers':
    case 'entry':
      return true;
    case 'shared':
      // The page's shared code reads the contract (its schemas' rules), as every zone of the page may
      // through the `@contract` aliases; the site schema does by path, since Node loads it unbundled.
      return to.zone === 'contract';
    case 'feature':
      return to.zone === 'shared';
    case 'admin':
      return to.zone === 'shared' || to.zone === 'admin-feature';
    case 'admin-feature':
      return to.zone === 'shared' || to.zone === 'admin';
    case 'app':
      return to.zone === 'shared' || to.zone === 'feature' || (dynamic && ADMIN_ENTRY.test(toFile));
    default:
      return false;
  }
}

function* sourceFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

function resolveTarget(root: string, file: string, specifier: string, exists: Set<string>): string {
  const base = relative(root, resolve(dirname(join(root, file)), specifier))
    .split(sep)
    .join('/');
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const ending of EXTENSIONS) if (exists.has(stem + ending)) return stem + ending;
  return base;
}

/** Every import under `root`'s lambdas/ and web/src/ that breaks the rules, test code left out. */
export function innerViolations(root: string): InnerViolation[] {
  const files = [...sourceFiles(join(root, 'lambdas')), ...sourceFiles(join(root, 'web', 'src'))].map((f) =>
    relative(root, f).split(sep).join('/'),
  );
  const exists = new Set(files);
  const found: InnerViolation[] = [];
  for (const file of files) {
    const from = unitOf(file);
    if (!from || isTestCode(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    const check = (specifier: string, dynamic: boolean) => {
      const target = resolveTarget(root, file, specifier, exists);
      const to = unitOf(target);
      if (to && !allowed(from, to, target, dynamic)) {
        found.push({ file, specifier, from: from.name, to: to.name });
      }
    };
    for (const [, specifier = ''] of text.matchAll(STATIC)) check(specifier, false);
    for (const [, specifier = ''] of text.matchAll(DYNAMIC)) check(specifier, true);
  }
  return found;
}

/**
 * Every circle of static imports among the product files under `root`'s lambdas/ and web/src/ (test
 * code left out; `import type` counts, `import()` does not: a lazy import is a one-way door), each as
 * the files it joins, in alphabetical order. Two files that import each other are one circle.
 */
export function importCycles(root: string): string[][] {
  const files = [...sourceFiles(join(root, 'lambdas')), ...sourceFiles(join(root, 'web', 'src'))]
    .map((f) => relative(root, f).split(sep).join('/'))
    .filter((file) => !isTestCode(file));
  const exists = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8').replace(DYNAMIC, '');
    const targets = [...text.matchAll(STATIC)]
      .map(([, specifier = '']) => resolveTarget(root, file, specifier, exists))
      .filter((target) => exists.has(target) && target !== file);
    edges.set(file, [...new Set(targets)].sort());
  }
  // Tarjan's strongly connected components: a component of more than one file holds a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of [...files].sort()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}
