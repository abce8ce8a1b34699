// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deployConfigSchema, findPlaceholders, parseDeployConfig } from './deploy-config';

describe('deploy section', () => {
  it('applies defaults to an empty section', () => {
    expect(deployConfigSchema.parse({})).toEqual({
      stackName: 'MemeTokenSite',
      serviceAccountSecretName: 'meme-token-site/firebase-service-account',
      readerServiceAccountSecretName: 'meme-token-site/firebase-reader',
      holderFeedServiceAccountSecretName: 'meme-token-site/firebase-holder-feed',
      watchServiceAccountSecretName: 'meme-token-site/firebase-watch',
      senderServiceAccountSecretName: 'meme-token-site/firebase-sender',
      holderWebhookSecretName: 'meme-token-site/holder-webhook-secret',
      donationWebhookSecretName: 'meme-token-site/donation-webhook-secret',
      solanaRpcUrlSecretName: 'meme-token-site/solana-rpc-url',
      originSecretName: 'meme-token-site/origin-secret',
      holderReconcileMinutes: 2,
      holderFullScanMinutes: 120,
      holderMaxDropShare: 0.25,
      holderWitnessTolerance: 0.01,
      holderSupplyToleranceShare: 0.01,
      holderRpcCreditsPerCall: 10,
      apiRateLimit: 250,
      apiBurstLimit: 500,
      webhookRateLimit: 200,
      webhookBurstLimit: 400,
      adminWriteRateLimit: 20,
      adminWriteBurstLimit: 40,
      adminReadRateLimit: 30,
      adminReadBurstLimit: 60,
      firewall: {
        enabled: true,
        windowSeconds: 60,
        adminWrites: 60,
        adminReads: 120,
        webhook: 1000,
        api: 1200,
        managedRules: true,
        blockedAlarmThreshold: 1000,
      },
      ipv6: false,
      backups: { retentionDays: 90, dailyHourUtc: 3, changeCheckMinutes: 5 },
      chartHosts: ['dexscreener.com', 'www.dexscreener.com', 'birdeye.so'],
      binRetentionDays: 30,
      announcementChannels: [],
      announcementLocales: {},
      telegramSecretName: 'meme-token-site/telegram',
      discordWebhookSecretName: 'meme-token-site/discord-webhook',
    });
  });

  it('takes a locale per chat, and refuses one the site does not have, naming the field', () => {
    const base = { firebaseProjectId: 'token-site-prod', adminUid: 'abc123' };
    expect(
      parseDeployConfig({ ...base, announcementLocales: { telegram: 'ru' } }).announcementLocales,
    ).toEqual({
      telegram: 'ru',
    });
    expect(() => parseDeployConfig({ ...base, announcementLocales: { telegram: 'fr' } })).toThrow(
      /announcementLocales\.telegram: must be one of the site's locales: en, es, pt-br, zh-cn, ru, tr, vi, id, ko, ja, ar/,
    );
    expect(() => parseDeployConfig({ ...base, announcementLocales: { discord: 'pt-BR' } })).toThrow(
      /announcementLocales\.discord/,
    );
    expect(() => parseDeployConfig({ ...base, announcementLocales: { slack: 'en' } })).toThrow(
      /announcementLocales/,
    );
  });

  it('refuses a drop share outside (0, 1), naming the field', () => {
    expect(() =>
      parseDeployConfig({ firebaseProjectId: 'token-site-prod', adminUid: 'abc123', holderMaxDropShare: 1 }),
    ).toThrow(/holderMaxDropShare/);
  });

  it.each(['holderWitnessTolerance', 'holderSupplyToleranceShare'])(
    'refuses a %s outside (0, 1), naming the field',
    (field) => {
      const base = { firebaseProjectId: 'token-site-prod', adminUid: 'abc123' };
      expect(() => parseDeployConfig({ ...base, [field]: 0 })).toThrow(new RegExp(field));
      expect(() => parseDeployConfig({ ...base, [field]: 1 })).toThrow(new RegExp(field));
      expect(parseDeployConfig({ ...base, [field]: 0.05 })[field as 'holderWitnessTolerance']).toBe(0.05);
    },
  );

  it('takes backup settings, keeping the defaults of those not given', () => {
    const config = parseDeployConfig({
      firebaseProjectId: 'token-site-prod',
      adminUid: 'abc123',
      backups: { retentionDays: 30 },
    });
    expect(config.backups).toEqual({ retentionDays: 30, dailyHourUtc: 3, changeCheckMinutes: 5 });
    expect(() =>
      parseDeployConfig({
        firebaseProjectId: 'token-site-prod',
        adminUid: 'abc123',
        backups: { dailyHourUtc: 24 },
      }),
    ).toThrow(/backups\.dailyHourUtc/);
  });

  it('names every invalid field', () => {
    expect(() =>
      parseDeployConfig({
        firebaseProjectId: 'Bad_Id',
        adminUid: 'abc',
        domain: { names: ['token.test'], certificateArn: 'arn:aws:acm:eu-west-1:111122223333:certificate/x' },
        alarmEmail: 'not-an-address',
        chartHosts: ['https://dexscreener.com'],
      }),
    ).toThrow(
      /domain\.certificateArn: must be an ACM certificate ARN in us-east-1[\s\S]*alarmEmail[\s\S]*chartHosts\.0: must be a host name[\s\S]*firebaseProjectId/,
    );
  });

  it('rejects unknown keys, so a typo cannot silently drop a setting', () => {
    expect(() => deployConfigSchema.parse({ alarmEmial: 'x' })).toThrow(/alarmEmial|Unrecognized/);
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
});
