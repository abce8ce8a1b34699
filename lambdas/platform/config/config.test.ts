import { beforeAll, describe, expect, it } from 'vitest';

const valid = {
  FIREBASE_PROJECT_ID: 'demo-meme-token',
  ADMIN_UID: 'admin-uid',
  FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:sa',
};
let parseConfig: typeof import('./config.js').parseConfig;

beforeAll(async () => {
  // The module parses process.env when it loads, as a Lambda does at cold start.
  Object.assign(process.env, valid);
  ({ parseConfig } = await import('./config.js'));
});

describe('parseConfig', () => {
  it('reads a valid deployed configuration with defaults', () => {
    expect(parseConfig(valid)).toMatchObject({
      ...valid,
      DB_TIMEOUT_MS: 4000,
      CACHE_S_MAXAGE: 5,
      ACCOUNT_CACHE_MS: 10_000,
    });
  });

  it('names every missing or bad value', () => {
    expect(() => parseConfig({ FIREBASE_PROJECT_ID: 'Bad Id!' })).toThrow(
      /^Invalid configuration: FIREBASE_PROJECT_ID must be a Firebase project id; ADMIN_UID /,
    );
    expect(() => parseConfig({ ...valid, FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: undefined })).toThrow(
      'FIREBASE_SERVICE_ACCOUNT_SECRET_ARN is required outside the local stack',
    );
  });

  it('needs no service-account secret for a function that never opens the database (DATABASE=none)', () => {
    const { FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: _none, ...withoutKey } = valid;
    expect(parseConfig({ ...withoutKey, DATABASE: 'none' })).toMatchObject({ DATABASE: 'none' });
    expect(() => parseConfig({ ...withoutKey, DATABASE: 'some' })).toThrow(/DATABASE/);
  });

  it('names the chain database (ADR 37): chain by default, another named database when set', () => {
    expect(parseConfig(valid).CHAIN_DATABASE).toBe('chain');
    expect(parseConfig({ ...valid, CHAIN_DATABASE: 'chain-data' }).CHAIN_DATABASE).toBe('chain-data');
    expect(() => parseConfig({ ...valid, CHAIN_DATABASE: '(default)' })).toThrow(/CHAIN_DATABASE/);
    expect(parseConfig({ ...valid, DATABASE: 'chain' })).toMatchObject({ DATABASE: 'chain' });
  });

  it('names the believed facts’ database (ADR 37, amendment): facts by default', () => {
    expect(parseConfig(valid).FACTS_DATABASE).toBe('facts');
    expect(() => parseConfig({ ...valid, FACTS_DATABASE: '(default)' })).toThrow(/FACTS_DATABASE/);
    expect(parseConfig({ ...valid, DATABASE: 'facts' })).toMatchObject({ DATABASE: 'facts' });
  });

  it('tells CDNs to serve the last good answer for a day while the origin fails', () => {
    expect(parseConfig(valid).CACHE_STALE_IF_ERROR).toBe(86_400);
  });

  it.each(['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST'])(
    'refuses %s outside the local stack, since the emulators trust unsigned tokens',
    (name) => {
      expect(() => parseConfig({ ...valid, [name]: '127.0.0.1:8080' })).toThrow(
        `${name} is only allowed with LOCAL_STACK=1`,
      );
      expect(() => parseConfig({ ...valid, [name]: '127.0.0.1:8080', LOCAL_STACK: '1' })).not.toThrow();
    },
  );

  it('requires a second factor in a deployment unless told otherwise, and not in the local stack', () => {
    expect(parseConfig(valid).requireSecondFactor).toBe(true);
    expect(parseConfig({ ...valid, REQUIRE_SECOND_FACTOR: 'false' }).requireSecondFactor).toBe(false);
    expect(parseConfig({ ...valid, LOCAL_STACK: '1' }).requireSecondFactor).toBe(false);
    expect(
      parseConfig({ ...valid, LOCAL_STACK: '1', REQUIRE_SECOND_FACTOR: 'true' }).requireSecondFactor,
    ).toBe(true);
    expect(() => parseConfig({ ...valid, REQUIRE_SECOND_FACTOR: 'yes' })).toThrow(/REQUIRE_SECOND_FACTOR/);
  });

  it('refuses a timeout out of range', () => {
    expect(() => parseConfig({ ...valid, DB_TIMEOUT_MS: '5' })).toThrow(/DB_TIMEOUT_MS/);
  });
});
