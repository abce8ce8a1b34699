// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedOperatorConfigRaw, completeOperatorRaw, testOperatorConfig } from './fixtures';
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
