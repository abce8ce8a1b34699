import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { DATABASE_IDENTITIES, type DatabaseIdentity } from '../../lambdas/routes';
import { inlineHashes } from '../../web/build-plugins/build-stamp';
import {
  type DeployConfig,
  type DeployConfigInput,
  parseDeployConfig,
} from '../../web/src/config/node/deploy-config';
import { testOperatorConfig } from '../../web/src/config/node/fixtures';
import { configHash, type OperatorConfig } from '../../web/src/config/node/operator-config';
import { PROJECT_ROOT } from '../project-root';

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

/** One imported key secret per Google identity, named `<prefix>/<identity>-key` (`site/reader-key`...). */
export function identityKeys(
  stack: Stack,
  prefix = 'site',
): Record<DatabaseIdentity, secretsmanager.ISecret> {
  const key = (identity: DatabaseIdentity) =>
    [
      identity,
      secretsmanager.Secret.fromSecretNameV2(stack, `${identity}-key`, `${prefix}/${identity}-key`),
    ] as const;
  return Object.fromEntries(DATABASE_IDENTITIES.map(key)) as Record<DatabaseIdentity, secretsmanager.ISecret>;
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

/** The stamp's commit in tests: the stack options pass the same one (`commit`). */
export const TEST_COMMIT = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

/**
 * A tiny web build: a page with an inline style, a hashed asset, the brand page and its zip, the 404 page
 * and the build stamp (made from `config`, commit {@link TEST_COMMIT}); `demo` marks it as `--mode demo` does.
 */
export function makeWebBuild(
  options: { demo?: boolean; config?: OperatorConfig; commit?: string } = {},
): string {
  const root = tempDir('web-dist');
  const head = options.demo ? '<meta name="site-build" content="demo">' : '';
  const index = `<!doctype html>${head}<title>t</title><style>body{color:#fff}</style><script type="module" src="/assets/index-a1b2.js"></script>`;
  write(root, 'index.html', index);
  write(root, 'assets/index-a1b2.js', 'console.log(1);');
  write(root, 'brand/index.html', '<!doctype html><title>brand</title>');
  write(root, 'brand/brand-pack.zip', 'PK');
  write(
    root,
    '404.html',
    '<!doctype html><title>Not found</title><style>h1{color:#7cf7d4}</style><h1>404</h1>',
  );
  const styles = [
    ...inlineHashes(index).styleHashes,
    ...inlineHashes(readFileSync(join(root, '404.html'), 'utf8')).styleHashes,
  ];
  write(
    root,
    'build-stamp.json',
    JSON.stringify({
      configHash: configHash(options.config ?? testOperatorConfig()),
      commit: options.commit ?? TEST_COMMIT,
      demo: options.demo ?? false,
      styleHashes: styles.sort(),
      scriptHashes: [],
    }),
  );
  return root;
}
