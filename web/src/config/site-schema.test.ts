import { describe, expect, it } from 'vitest';
import { site } from './site';
import { assertSiteConfig, checkSiteConfig, findPlaceholders } from './site-schema';

const real = {
  ...site,
  token: {
    ...site.token,
    mintAddress: 'So11111111111111111111111111111111111111112',
    pairAddress: '8sLbNZoA1cfnvMJLPfp98ZLAnFSYCFApfJKMbiXNLwxj',
  },
  donationWallet: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  supportEmail: 'support@vibie.example.com',
  operator: { name: 'Vibie Community', address: 'Rruga 1, 10000 Prishtina, Kosovo' },
  links: {
    ...site.links,
    communityChat: { ...site.links.communityChat, url: 'https://t.me/vibie' },
    social: [{ label: 'X', url: 'https://x.com/vibie' }],
  },
  share: { siteUrl: 'https://vibie.example.com/' },
};

describe('site configuration', () => {
  it('names every placeholder of the demo configuration', () => {
    expect(findPlaceholders(site)).toEqual(
      expect.arrayContaining([
        'token.mintAddress',
        'token.pairAddress',
        'donationWallet',
        'supportEmail',
        'operator.name',
        'operator.address',
        'share.siteUrl',
      ]),
    );
  });

  it('accepts the demo configuration for a dev or demo build', () => {
    expect(checkSiteConfig(site, { allowPlaceholders: true })).toEqual([]);
  });

  it('refuses it for a production build with a message naming the placeholders', () => {
    expect(() => assertSiteConfig(site, { allowPlaceholders: false })).toThrow(
      /placeholder values must be replaced: .*token\.mintAddress.*donationWallet/,
    );
  });

  it('accepts a complete configuration for production and rejects a malformed address', () => {
    expect(checkSiteConfig(real, { allowPlaceholders: false })).toEqual([]);
    const broken = { ...real, donationWallet: 'not-an-address' };
    expect(checkSiteConfig(broken, { allowPlaceholders: false })).toEqual([
      'donationWallet: Must be a base58 Solana address',
    ]);
  });
});
