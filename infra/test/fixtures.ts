import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { PROJECT_ROOT } from '../api/api';
import { type DeployConfig, type DeployConfigInput, parseDeployConfig } from '../config/deploy-config';

/**
 * The feature flags of cdk.json, so tests synthesize with the same context as the CLI. Bundling is
 * skipped (as `cdk deploy --exclusively` does for other stacks): the template is the same, and the
 * bundles themselves are tested against the emulator in infra/api/bundling.int.test.ts.
 */
export function cdkJsonContext({ bundle = false } = {}): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(join(PROJECT_ROOT, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return bundle ? cdkJson.context : { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] };
}

/**
 * An App for construct tests. CDK's built-in CloudFormation schema validation costs seconds a synthesis,
 * so only the whole-stack test (infra/stack/site-stack.test.ts) runs it.
 */
export function testApp({ validate = false } = {}): App {
  return new App({ context: cdkJsonContext(), builtinCloudFormationValidation: validate });
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

/** A tiny web build: a page, a hashed asset, the brand page and its zip; `demo` marks it as `--mode demo` does. */
export function makeWebBuild(options: { demo?: boolean } = {}): string {
  const root = tempDir('web-dist');
  const head = options.demo ? '<meta name="site-build" content="demo">' : '';
  write(
    root,
    'index.html',
    `<!doctype html>${head}<title>t</title><script type="module" src="/assets/index-a1b2.js"></script>`,
  );
  write(root, 'assets/index-a1b2.js', 'console.log(1);');
  write(root, 'brand/index.html', '<!doctype html><title>brand</title>');
  write(root, 'brand/brand-pack.zip', 'PK');
  return root;
}
