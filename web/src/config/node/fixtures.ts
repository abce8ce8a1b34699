import { readFileSync } from 'node:fs';
import { DEFAULT_OPERATOR_CONFIG, type OperatorConfig, parseOperatorConfig } from './operator-config';

// Operator configurations for tests of the web build, the CDK app and the scripts.

/** The committed operator configuration (placeholders: a demo). */
export function committedOperatorConfigRaw(): {
  firebase: Record<string, unknown>;
  deploy: Record<string, unknown>;
  site: Record<string, unknown>;
} {
  return JSON.parse(readFileSync(DEFAULT_OPERATOR_CONFIG, 'utf8'));
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
