import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { testOperatorConfig } from '../../web/src/config/node/fixtures';
import { DEFAULT_OPERATOR_CONFIG, loadOperatorConfig } from '../../web/src/config/node/operator-config';
import { makeWebBuild, TEST_COMMIT, testApp } from '../test/fixtures';
import { addSiteStack } from './create-app';

// The stack made from an operator configuration (the configuration's own rules:
// web/src/config/node/operator-config.test.ts).
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
      // ADR 18: a deployment requires a second factor unless the operator turned it off.
      expect(fn.Properties.Environment.Variables.REQUIRE_SECOND_FACTOR).toBe('true');
      // The idle limit the panel enforces is the server's too.
      expect(fn.Properties.Environment.Variables.ADMIN_IDLE_MINUTES).toBe('30');
      // The chart-links route drops links to hosts the CSP's frame-src does not name.
      expect(fn.Properties.Environment.Variables.CHART_HOSTS).toBe(
        'dexscreener.com,www.dexscreener.com,birdeye.so',
      );
    }
    // The chats' sender links what the page links (behaviour §14): the configuration's official list.
    const [sender] = Object.values(functions).filter((fn) =>
      /Telegram and Discord/.test(fn.Properties.Description),
    );
    const official = JSON.parse(sender?.Properties.Environment.Variables.DELIVERY_OFFICIAL);
    expect(official.links).toEqual(
      expect.arrayContaining([config.site.share.siteUrl, config.site.links.communityChat.url]),
    );
    expect(official.links).toEqual(expect.arrayContaining(config.site.official.accounts.map((a) => a.url)));
    expect(official.handles).toEqual(config.site.official.accounts.map((a) => a.handle));
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
