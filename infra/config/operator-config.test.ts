import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { addSiteStack } from '../stack/create-app';
import {
  committedOperatorConfigRaw,
  completeOperatorRaw,
  makeWebBuild,
  TEST_COMMIT,
  testApp,
  testOperatorConfig,
} from '../test/fixtures';
import {
  configHash,
  DEFAULT_OPERATOR_CONFIG,
  loadOperatorConfig,
  operatorConfigPath,
  parseOperatorConfig,
  toDeployConfig,
} from './operator-config';

const strict = { allowPlaceholders: false };

describe('operator configuration', { timeout: 60_000 }, () => {
  it('accepts a complete file, and the stack synthesizes from it with its project and administrator', () => {
    const config = testOperatorConfig();
    const stack = addSiteStack(testApp(), {
      config,
      webBuildPath: makeWebBuild({ config }),
      commit: TEST_COMMIT,
      deploying: true,
    });
    const functions = Template.fromStack(stack).findResources('AWS::Lambda::Function', {
      Properties: { Environment: { Variables: { FIREBASE_PROJECT_ID: 'token-site-test' } } },
    });
    const routeFunctions = Object.values(functions).filter((fn) =>
      /^(GET|POST|PUT|DELETE) \/api/.test(fn.Properties.Description),
    );
    expect(routeFunctions.length).toBeGreaterThan(0);
    for (const fn of routeFunctions) {
      expect(fn.Properties.Environment.Variables.ADMIN_UID).toBe('Xk2adminUid0001');
      // DESIGN decision 18: a deployment requires a second factor unless the operator turned it off.
      expect(fn.Properties.Environment.Variables.REQUIRE_SECOND_FACTOR).toBe('true');
      // The chart-links route drops links to hosts the CSP's frame-src does not name.
      expect(fn.Properties.Environment.Variables.CHART_HOSTS).toBe(
        'dexscreener.com,www.dexscreener.com,birdeye.so',
      );
    }
  });

  it('turns the second factor off for writes and the panel only when the firebase section says so', () => {
    const raw = completeOperatorRaw();
    const on = parseOperatorConfig(raw, strict);
    expect([on.firebase.requireSecondFactor, on.firebase.idleTimeoutMinutes]).toEqual([true, 30]);
    const off = parseOperatorConfig(
      { ...raw, firebase: { ...raw.firebase, requireSecondFactor: false, idleTimeoutMinutes: 10 } },
      strict,
    );
    expect(toDeployConfig(off).requireSecondFactor).toBe(false);
    expect(() =>
      parseOperatorConfig({ ...raw, firebase: { ...raw.firebase, idleTimeoutMinutes: 0 } }, strict),
    ).toThrow(/firebase.idleTimeoutMinutes/);
  });

  it('gives the stack the project id and admin uid of the firebase section: they exist once', () => {
    const raw = completeOperatorRaw();
    expect(raw.deploy).not.toHaveProperty('firebaseProjectId');
    expect(() => parseOperatorConfig({ ...raw, deploy: { ...raw.deploy, adminUid: 'x' } }, strict)).toThrow(
      /deploy: Unrecognized key: "adminUid"/,
    );
    const config = toDeployConfig(testOperatorConfig());
    expect([config.firebaseProjectId, config.adminUid]).toEqual(['token-site-test', 'Xk2adminUid0001']);
  });

  it.each([
    ['firebase.apiKey'],
    ['firebase.projectId'],
    ['firebase.adminUid'],
    ['site.token.mintAddress'],
    ['site.donationWallet'],
    ['site.operator.name'],
  ])('names %s when it is missing', (path) => {
    const raw = completeOperatorRaw() as unknown as Record<string, Record<string, unknown>>;
    const parts = path.split('.');
    let at: Record<string, unknown> = raw;
    for (const part of parts.slice(0, -1)) at = at[part] as Record<string, unknown>;
    delete at[parts.at(-1) as string];
    expect(() => parseOperatorConfig(raw, strict)).toThrow(`${path}: `);
  });

  it('names every placeholder of the committed file for a deploy, and accepts them for a demo', () => {
    const raw = committedOperatorConfigRaw();
    let message = '';
    try {
      parseOperatorConfig(raw, strict);
    } catch (error) {
      message = (error as Error).message;
    }
    for (const path of [
      'firebase.apiKey',
      'firebase.projectId',
      'firebase.adminUid',
      'site.token.mintAddress',
      'site.token.pairAddress',
      'site.donationWallet',
      'site.supportEmail',
      'site.operator.name',
      'site.operator.address',
      'site.links.communityChat.url',
      'site.links.social[0].url',
    ]) {
      expect(message).toContain(path);
    }
    expect(() => loadOperatorConfig(DEFAULT_OPERATOR_CONFIG, { allowPlaceholders: true })).not.toThrow();
  });

  it('refuses a deploy of the committed placeholders, naming them', () => {
    const config = loadOperatorConfig(DEFAULT_OPERATOR_CONFIG, { allowPlaceholders: true });
    expect(() =>
      addSiteStack(new App(), {
        config,
        deploying: true,
        configSource: 'operator-config.json',
        commit: TEST_COMMIT,
      }),
    ).toThrow(
      /Refusing to deploy: operator-config.json still has placeholder values in firebase.apiKey, firebase.projectId, firebase.adminUid, site.token.mintAddress/,
    );
  });

  it('names a malformed value even when it is not a placeholder', () => {
    const raw = completeOperatorRaw();
    expect(() =>
      parseOperatorConfig({ ...raw, site: { ...raw.site, donationWallet: 'not-an-address' } }, strict),
    ).toThrow('site.donationWallet: Must be a base58 Solana address');
  });

  it('reads another file from $OPERATOR_CONFIG or an explicit path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'operator-'));
    writeFileSync(join(dir, 'staging.json'), JSON.stringify(completeOperatorRaw()));
    expect(operatorConfigPath(undefined, {})).toBe(DEFAULT_OPERATOR_CONFIG);
    expect(operatorConfigPath(undefined, { OPERATOR_CONFIG: join(dir, 'staging.json') })).toBe(
      join(dir, 'staging.json'),
    );
    expect(operatorConfigPath(join(dir, 'x.json'), { OPERATOR_CONFIG: 'y.json' })).toBe(join(dir, 'x.json'));
    expect(loadOperatorConfig(join(dir, 'staging.json'), strict).firebase.projectId).toBe('token-site-test');
  });

  it('hashes the configuration independently of key order, and any change changes the hash', () => {
    const raw = completeOperatorRaw();
    const reordered = { site: raw.site, deploy: raw.deploy, firebase: raw.firebase };
    expect(configHash(parseOperatorConfig(reordered, strict))).toBe(configHash(testOperatorConfig()));
    expect(configHash(testOperatorConfig({ apiRateLimit: 51 }))).not.toBe(configHash(testOperatorConfig()));
  });
});

describe('the web build a synthesis accepts', { timeout: 60_000 }, () => {
  const config = testOperatorConfig();
  const synth = (webBuildPath: string, options: { deploying?: boolean; allowDemoBuild?: boolean } = {}) =>
    addSiteStack(testApp(), { config, webBuildPath, commit: TEST_COMMIT, ...options });

  it('refuses a build made from another configuration, saying how to rebuild', () => {
    const other = testOperatorConfig({ apiRateLimit: 7 });
    expect(() => synth(makeWebBuild({ config: other }))).toThrow(
      /Refusing a stale web build at .*: it was made from a different configuration.*Run `npm run deploy`.*`npm run build:web`/,
    );
  });

  it('refuses a build made from another commit, naming both', () => {
    expect(() => synth(makeWebBuild({ config, commit: 'f00d' }))).toThrow(
      `it was made from commit f00d, the sources are at ${TEST_COMMIT}`,
    );
  });

  it('refuses a demo build unless a synth without credentials allows it', () => {
    const demo = makeWebBuild({ config, demo: true });
    expect(() => synth(demo)).toThrow(/it is a demo build.*npm run build:web.*-c allowDemoBuild=true/);
    expect(() => synth(demo, { deploying: true, allowDemoBuild: true })).toThrow(/it is a demo build/);
    expect(() => synth(demo, { allowDemoBuild: true })).not.toThrow();
  });
});
