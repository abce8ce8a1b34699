import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../api/api';
import { addSiteStack } from '../stack/create-app';
import { makeWebBuild } from '../test/fixtures';
import { findPlaceholders, loadDeployConfig, parseDeployConfig } from './deploy-config';

const committed = join(PROJECT_ROOT, 'infra', 'deploy-config.json');

describe('deploy configuration', () => {
  it('applies defaults to a minimal configuration', () => {
    expect(parseDeployConfig({ firebaseProjectId: 'token-site-prod', adminUid: 'abc123' })).toEqual({
      stackName: 'MemeTokenSite',
      firebaseProjectId: 'token-site-prod',
      adminUid: 'abc123',
      serviceAccountSecretName: 'meme-token-site/firebase-service-account',
      holderWebhookSecretName: 'meme-token-site/holder-webhook-secret',
      solanaRpcUrlSecretName: 'meme-token-site/solana-rpc-url',
      holderReconcileMinutes: 5,
      apiRateLimit: 50,
      apiBurstLimit: 100,
    });
  });

  it('names every invalid field', () => {
    expect(() =>
      parseDeployConfig({
        firebaseProjectId: 'Bad_Id',
        adminUid: 'abc',
        domain: { names: ['token.test'], certificateArn: 'arn:aws:acm:eu-west-1:111122223333:certificate/x' },
        alarmEmail: 'not-an-address',
        extra: 1,
      }),
    ).toThrow(
      /firebaseProjectId[\s\S]*domain\.certificateArn: must be an ACM certificate ARN in us-east-1[\s\S]*alarmEmail/,
    );
  });

  it('rejects unknown keys, so a typo cannot silently drop a setting', () => {
    expect(() =>
      parseDeployConfig({ firebaseProjectId: 'token-site-prod', adminUid: 'a', alarmEmial: 'x' }),
    ).toThrow(/alarmEmial|Unrecognized/);
  });

  it('ships with placeholders an operator must replace', () => {
    expect(findPlaceholders(loadDeployConfig(committed))).toEqual(['firebaseProjectId', 'adminUid']);
  });

  it('finds placeholders in nested values', () => {
    const config = parseDeployConfig({
      firebaseProjectId: 'token-site-prod',
      adminUid: 'abc123',
      alarmEmail: 'ops@example.com',
      domain: {
        names: ['token.test'],
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      },
    });
    expect(findPlaceholders(config).sort()).toEqual(['alarmEmail', 'domain.certificateArn']);
  });

  it('refuses a deploy with placeholder values, naming them', () => {
    const config = loadDeployConfig(committed);
    expect(() =>
      addSiteStack(new App(), { config, deploying: true, configSource: 'deploy-config.json' }),
    ).toThrow(
      'Refusing to deploy: deploy-config.json still has placeholder values in firebaseProjectId, adminUid.',
    );
  });

  it('refuses to deploy a demo web build, which may show placeholder addresses', () => {
    const config = parseDeployConfig({ firebaseProjectId: 'token-site-prod', adminUid: 'abc123' });
    expect(() =>
      addSiteStack(new App(), { config, deploying: true, webBuildPath: makeWebBuild({ demo: true }) }),
    ).toThrow(/Refusing to deploy: the web build at .* is a demo build/);
  });
});
