import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROUTES } from '../../lambdas/routes';
import { PROJECT_ROOT } from '../api/api';
import { type DeployConfig, type DeployConfigInput, parseDeployConfig } from '../config/deploy-config';

/** The feature flags of cdk.json, so tests synthesize with the same context as the CLI. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

/** A complete configuration with real-looking (non-placeholder) values. */
export function testConfig(overrides: Partial<DeployConfigInput> = {}): DeployConfig {
  return parseDeployConfig({
    firebaseProjectId: 'token-site-test',
    adminUid: 'Xk2adminUid0001',
    ...overrides,
  });
}

function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `${prefix}-`));
}

function write(root: string, path: string, content: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** A tiny web build: a page, a hashed asset, the brand page and its zip. */
export function makeWebBuild(): string {
  const root = tempDir('web-dist');
  write(
    root,
    'index.html',
    '<!doctype html><title>t</title><script type="module" src="/assets/index-a1b2.js"></script>',
  );
  write(root, 'assets/index-a1b2.js', 'console.log(1);');
  write(root, 'brand/index.html', '<!doctype html><title>brand</title>');
  write(root, 'brand/brand-pack.zip', 'PK');
  return root;
}

/** A project root with a one-line handler at every route's entry, so bundling takes milliseconds. */
export function makeHandlerStubs(): string {
  const root = tempDir('handlers');
  write(root, 'package-lock.json', '{"lockfileVersion":3,"packages":{}}');
  // Bundling runs `npx esbuild` in the project root: the repository's own esbuild must be found there.
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(root, 'node_modules'), 'dir');
  for (const route of ROUTES) {
    write(
      root,
      route.entry,
      `export const handler = async () => ({ statusCode: 200, body: '${route.name}' });\n`,
    );
  }
  return root;
}
