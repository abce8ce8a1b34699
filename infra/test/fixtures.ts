import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { inlineHashes } from '../../web/build/build-stamp';
import { type DeployConfig, type DeployConfigInput, parseDeployConfig } from '../config/deploy-config';
import { configHash, type OperatorConfig, parseOperatorConfig } from '../config/operator-config';
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

/** A complete configuration with real-looking (non-placeholder) values. */
export function testConfig(overrides: Partial<DeployConfigInput> = {}): DeployConfig {
  return parseDeployConfig({
    firebaseProjectId: 'token-site-test',
    adminUid: 'Xk2adminUid0001',
    ...overrides,
  });
}

/** The committed operator configuration (placeholders: a demo). */
export function committedOperatorConfigRaw(): {
  firebase: Record<string, unknown>;
  deploy: Record<string, unknown>;
  site: Record<string, unknown>;
} {
  return JSON.parse(readFileSync(join(PROJECT_ROOT, 'operator-config.json'), 'utf8'));
}

/** A complete operator configuration with real-looking values: what an operator would deploy. */
export function completeOperatorRaw() {
  const raw = committedOperatorConfigRaw();
  const address = (seed: string) => seed.padEnd(44, 'x').replace(/[0OIl]/g, 'x');
  return {
    firebase: {
      apiKey: 'AIzaSyTestKey0000000000000000000000000',
      projectId: 'token-site-test',
      adminUid: 'Xk2adminUid0001',
    },
    deploy: raw.deploy,
    site: {
      ...raw.site,
      token: { ...(raw.site.token as object), mintAddress: address('Mint1'), pairAddress: address('Pair1') },
      donationWallet: address('Wa11et'),
      supportEmail: 'support@token.test',
      operator: { name: 'Token Operator', address: 'Main Street 1, 10000 Prishtina, Kosovo' },
      links: {
        ...(raw.site.links as object),
        communityChat: { label: 'Telegram', url: 'https://t.me/token_test' },
        social: [{ label: 'X', url: 'https://x.com/token_test' }],
      },
      share: { siteUrl: 'https://token.test/' },
      official: {
        accounts: [
          { platform: 'X', handle: '@token_test', url: 'https://x.com/token_test' },
          { platform: 'Telegram', handle: '@token_test', url: 'https://t.me/token_test' },
        ],
        notUsed: ['Discord'],
      },
      supply: {
        ...(raw.site.supply as object),
        labelled: [
          { kind: 'burn', label: 'Burn address', address: '1nc1nerator11111111111111111111111111111111' },
        ],
      },
    },
  };
}

/** {@link completeOperatorRaw} with `deploy` overrides, validated. */
export function testOperatorConfig(deploy: Record<string, unknown> = {}): OperatorConfig {
  const raw = completeOperatorRaw();
  return parseOperatorConfig({ ...raw, deploy: { ...raw.deploy, ...deploy } }, { allowPlaceholders: false });
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
