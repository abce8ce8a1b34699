import { generateKeyPairSync } from 'node:crypto';
import {
  CreateSecretCommand,
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { testOperatorConfig } from '../../web/src/config/node/fixtures.js';
import {
  checkRotationAllowed,
  markDeployed,
  missingSecrets,
  SecretValueError,
  secretSpec,
  secretVersions,
  storeSecret,
  validateOriginSecret,
} from './secrets.js';

const config = testOperatorConfig();
const secretsManager = mockClient(SecretsManagerClient);
const client = new SecretsManagerClient({ region: 'eu-central-1' });
const spec = secretSpec('service-account');
const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs8',
  format: 'pem',
}) as string;

function keyFile(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    type: 'service_account',
    project_id: 'token-site-test',
    private_key_id: 'a1b2c3',
    private_key: privateKey,
    client_email: 'firebase-adminsdk-x@token-site-test.iam.gserviceaccount.com',
    client_id: '1234',
    ...overrides,
  });
}

const notFound = () => new ResourceNotFoundException({ message: 'not found', $metadata: {} });

/** Runs `store` and returns its error message; asserts that no key material leaked into it. */
async function refusal(content: string): Promise<string> {
  const error = await storeSecret(client, spec, config, content).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SecretValueError);
  const message = (error as Error).message;
  expect(message).not.toContain('PRIVATE KEY');
  expect(message).not.toContain(privateKey.split('\n')[1]);
  return message;
}

beforeEach(() => {
  secretsManager.reset();
});

describe('secret:service-account', () => {
  it('refuses a key of another project, naming both projects, and stores nothing', async () => {
    expect(await refusal(keyFile({ project_id: 'someone-else' }))).toBe(
      'The service-account key belongs to project "someone-else", but the configuration\'s firebase.projectId is "token-site-test".',
    );
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('refuses a file that is not a service-account key', async () => {
    expect(await refusal(JSON.stringify({ apiKey: 'AIza', projectId: 'token-site-test' }))).toMatch(
      /not a service-account key/,
    );
    expect(await refusal(keyFile({ type: 'authorized_user' }))).toMatch(/not a service-account key/);
    expect(await refusal(`{"private_key": "${privateKey.slice(0, 60)}`)).toMatch(/not JSON/);
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('refuses a key without a readable private key', async () => {
    expect(await refusal(keyFile({ private_key: undefined }))).toMatch(/no "private_key"/);
    expect(await refusal(keyFile({ private_key: privateKey.replace(/[A-Za-z]{20}/, 'x') }))).toMatch(
      /not a readable PEM private key/,
    );
  });

  it('creates the configured secret when it does not exist', async () => {
    secretsManager.on(DescribeSecretCommand).rejects(notFound());
    secretsManager.on(CreateSecretCommand).resolves({ VersionId: 'v1' });
    const stored = await storeSecret(client, spec, config, keyFile());
    expect(stored).toEqual({
      name: 'meme-token-site/firebase-service-account',
      created: true,
      versionId: 'v1',
    });
    expect(secretsManager.commandCalls(CreateSecretCommand)[0]?.args[0].input).toMatchObject({
      Name: 'meme-token-site/firebase-service-account',
      SecretString: keyFile(),
    });
  });

  it('puts a new value in an existing secret', async () => {
    secretsManager.on(DescribeSecretCommand).resolves({ Name: 'meme-token-site/firebase-service-account' });
    secretsManager.on(PutSecretValueCommand).resolves({ VersionId: 'v2' });
    const stored = await storeSecret(client, spec, config, keyFile());
    expect(stored.created).toBe(false);
    expect(secretsManager.commandCalls(PutSecretValueCommand)[0]?.args[0].input).toEqual({
      SecretId: 'meme-token-site/firebase-service-account',
      SecretString: keyFile(),
    });
    expect(secretsManager.commandCalls(CreateSecretCommand)).toHaveLength(0);
  });
});

describe('secret:holder-webhook and secret:solana-rpc-url', () => {
  const webhook = secretSpec('holder-webhook');
  const rpcUrl = secretSpec('solana-rpc-url');
  const refused = async (which: typeof webhook, content: string) => {
    const error = await storeSecret(client, which, config, content).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SecretValueError);
    return (error as Error).message;
  };

  it('refuses a short, multi-line or padded webhook secret without repeating it, and stores nothing', async () => {
    expect(await refused(webhook, 'short-secret\n')).toBe(
      'The webhook secret must be 16 to 256 characters long, not 12.',
    );
    const twoLines = await refused(webhook, 'first-line-secret\nsecond-line-secret');
    expect(twoLines).toMatch(/one line of printable ASCII/);
    expect(twoLines).not.toContain('first-line-secret');
    expect(await refused(webhook, ' padded-secret-value-0123 ')).toMatch(/no spaces at either end/);
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('stores a webhook secret without the trailing newline, under the configured name', async () => {
    secretsManager.on(DescribeSecretCommand).rejects(notFound());
    secretsManager.on(CreateSecretCommand).resolves({ VersionId: 'v1' });
    await storeSecret(client, webhook, config, 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==\n');
    expect(secretsManager.commandCalls(CreateSecretCommand)[0]?.args[0].input).toMatchObject({
      Name: 'meme-token-site/holder-webhook-secret',
      SecretString: 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA==',
    });
  });

  it('refuses an RPC URL that is not https without repeating it (it may carry an API key)', async () => {
    const plain = await refused(rpcUrl, 'http://rpc.token.test/?api-key=abc123secret');
    expect(plain).toBe('The RPC URL must use https://, not http://.');
    expect(await refused(rpcUrl, 'api-key=abc123secret')).not.toContain('abc123secret');
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('stores an https RPC URL under the configured name', async () => {
    secretsManager.on(DescribeSecretCommand).resolves({ Name: 'meme-token-site/solana-rpc-url' });
    secretsManager.on(PutSecretValueCommand).resolves({ VersionId: 'v2' });
    await storeSecret(client, rpcUrl, config, 'https://rpc.token.test/?api-key=abc123secret\n');
    expect(secretsManager.commandCalls(PutSecretValueCommand)[0]?.args[0].input).toEqual({
      SecretId: 'meme-token-site/solana-rpc-url',
      SecretString: 'https://rpc.token.test/?api-key=abc123secret',
    });
  });
});

describe('the deploy check of the secrets', () => {
  it('names each missing secret and the command that creates it', async () => {
    secretsManager.on(DescribeSecretCommand).rejects(notFound());
    expect(await missingSecrets(client, config)).toEqual([
      "meme-token-site/firebase-service-account (administrator's service-account key (JSON)) does not exist: run npm run secret:service-account -- <file>",
      'meme-token-site/firebase-reader (read-only (public reads) service-account key (JSON)) does not exist: run npm run secret:service-account-reader -- <file>',
      "meme-token-site/firebase-holder-feed (holder feed's service-account key (JSON)) does not exist: run npm run secret:service-account-holder-feed -- <file>",
      "meme-token-site/firebase-watch (watches' (believed facts) service-account key (JSON)) does not exist: run npm run secret:service-account-watch -- <file>",
      "meme-token-site/firebase-sender (announcement sender's service-account key (JSON)) does not exist: run npm run secret:service-account-sender -- <file>",
      'meme-token-site/holder-webhook-secret (holder webhook shared secret (text)) does not exist: run npm run secret:holder-webhook -- <file>',
      'meme-token-site/donation-webhook-secret (donation webhook shared secret (text)) does not exist: run npm run secret:donation-webhook -- <file>',
      'meme-token-site/solana-rpc-url (Solana JSON-RPC URL (text)) does not exist: run npm run secret:solana-rpc-url -- <file>',
      'meme-token-site/origin-secret (origin secret CloudFront sends to the API (text)) does not exist: run npm run secret:origin-header -- --generate',
    ]);
  });

  it('names a secret without a current value, and passes one that has it', async () => {
    secretsManager.on(DescribeSecretCommand).resolves({ VersionIdsToStages: {} });
    expect(await missingSecrets(client, config)).toEqual([
      expect.stringMatching(/firebase-service-account .* has no value/),
      expect.stringMatching(/firebase-reader .* has no value/),
      expect.stringMatching(/firebase-holder-feed .* has no value/),
      expect.stringMatching(/firebase-watch .* has no value/),
      expect.stringMatching(/firebase-sender .* has no value/),
      expect.stringMatching(/holder-webhook-secret .* has no value/),
      expect.stringMatching(/donation-webhook-secret .* has no value/),
      expect.stringMatching(/solana-rpc-url .* has no value/),
      expect.stringMatching(/origin-secret .* has no value/),
    ]);
    secretsManager.on(DescribeSecretCommand).resolves({ VersionIdsToStages: { v1: ['AWSCURRENT'] } });
    expect(await missingSecrets(client, config)).toEqual([]);
  });
});

describe('secret:service-account-reader, -holder-feed, -watch and -sender', () => {
  it.each([
    ['service-account-reader', 'meme-token-site/firebase-reader'],
    ['service-account-holder-feed', 'meme-token-site/firebase-holder-feed'],
    ['service-account-watch', 'meme-token-site/firebase-watch'],
    ['service-account-sender', 'meme-token-site/firebase-sender'],
    ['service-account', 'meme-token-site/firebase-service-account'],
  ])('%s stores its key, checked as the functions check it, in its own secret', async (id, name) => {
    secretsManager.on(DescribeSecretCommand).resolves({});
    secretsManager.on(PutSecretValueCommand).resolves({ VersionId: 'v2' });
    const stored = await storeSecret(client, secretSpec(id), config, keyFile());
    expect(stored).toEqual({ name, created: false, versionId: 'v2' });
    expect(secretsManager.commandCalls(PutSecretValueCommand)[0]?.args[0].input.SecretId).toBe(name);
    secretsManager.reset();
    const error = await storeSecret(client, secretSpec(id), config, keyFile({ project_id: 'x-other' })).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/belongs to project "x-other"/);
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });
});

describe('one service account per identity', () => {
  it("refuses a key whose service account is already another identity's, storing nothing", async () => {
    secretsManager.on(DescribeSecretCommand).resolves({});
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'meme-token-site/firebase-service-account' })
      .resolves({ SecretString: keyFile() });
    const error = await storeSecret(client, secretSpec('service-account-reader'), config, keyFile()).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SecretValueError);
    expect((error as Error).message).toBe(
      "The key's service account (firebase-adminsdk-x@token-site-test.iam.gserviceaccount.com) is already " +
        'stored in meme-token-site/firebase-service-account: each Google identity needs a service account of ' +
        'its own (infra/README.md, "Least-privilege Google identities").',
    );
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(0);
  });

  it("stores a key of another service account, the others' secrets read or not yet made", async () => {
    secretsManager.on(DescribeSecretCommand).resolves({});
    secretsManager.on(PutSecretValueCommand).resolves({ VersionId: 'v2' });
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'meme-token-site/firebase-service-account' })
      .resolves({ SecretString: keyFile() });
    secretsManager
      .on(GetSecretValueCommand, { SecretId: 'meme-token-site/firebase-reader' })
      .rejects(notFound());
    const feed = keyFile({ client_email: 'site-holder-feed@token-site-test.iam.gserviceaccount.com' });
    await storeSecret(client, secretSpec('service-account-holder-feed'), config, feed);
    expect(secretsManager.commandCalls(GetSecretValueCommand).map((c) => c.args[0].input.SecretId)).toEqual([
      'meme-token-site/firebase-service-account',
      'meme-token-site/firebase-reader',
      'meme-token-site/firebase-watch',
      'meme-token-site/firebase-sender',
    ]);
    expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(1);
  });
});

describe('secret:origin-header', () => {
  const origin = secretSpec('origin-header');
  const name = 'meme-token-site/origin-secret';

  it('generates a long random value that passes its own check, different each time', () => {
    const [a, b] = [origin.generate?.(), origin.generate?.()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(validateOriginSecret(a as string)).toBe(a);
  });

  it('refuses a short or spaced value without repeating it', () => {
    for (const value of ['short', 'has spaces in it and is long enough 0123456789']) {
      expect(() => validateOriginSecret(value)).toThrow(SecretValueError);
      expect(() => validateOriginSecret(value)).not.toThrow(value);
    }
  });

  it('allows a rotation once the current value is the deployed one, or before any deploy', async () => {
    secretsManager
      .on(DescribeSecretCommand)
      .resolves({ VersionIdsToStages: { v1: ['AWSCURRENT', 'DEPLOYED'] } });
    await expect(checkRotationAllowed(client, name)).resolves.toBeUndefined();
    secretsManager.on(DescribeSecretCommand).resolves({ VersionIdsToStages: { v1: ['AWSCURRENT'] } });
    await expect(checkRotationAllowed(client, name)).resolves.toBeUndefined();
    secretsManager.on(DescribeSecretCommand).rejects(notFound());
    await expect(checkRotationAllowed(client, name)).resolves.toBeUndefined();
  });

  it('refuses a second rotation before the first was deployed: the old value is still open until then', async () => {
    secretsManager.on(DescribeSecretCommand).resolves({
      VersionIdsToStages: { v2: ['AWSCURRENT'], v1: ['AWSPREVIOUS', 'DEPLOYED'] },
    });
    await expect(checkRotationAllowed(client, name)).rejects.toThrow(/run npm run deploy first/);
  });

  it.each([
    ['read from a file', () => 'A'.repeat(43)],
    ['generated', () => origin.generate?.() as string],
  ])(
    'runs the rotation check for a value %s: refused before a deploy, nothing stored',
    async (_how, value) => {
      secretsManager.on(DescribeSecretCommand).resolves({
        VersionIdsToStages: { v2: ['AWSCURRENT'], v1: ['AWSPREVIOUS', 'DEPLOYED'] },
      });
      const error = await storeSecret(client, origin, config, value()).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SecretValueError);
      expect((error as Error).message).toMatch(/run npm run deploy first/);
      expect(secretsManager.commandCalls(PutSecretValueCommand)).toHaveLength(0);
    },
  );

  it('stores a value from a file once the current value is the deployed one', async () => {
    secretsManager
      .on(DescribeSecretCommand)
      .resolves({ VersionIdsToStages: { v1: ['AWSCURRENT', 'DEPLOYED'] } });
    secretsManager.on(PutSecretValueCommand).resolves({ VersionId: 'v2' });
    const stored = await storeSecret(client, origin, config, `${'B'.repeat(43)}\n`);
    expect(stored).toEqual({ name, created: false, versionId: 'v2' });
    expect(secretsManager.commandCalls(PutSecretValueCommand)[0]?.args[0].input).toEqual({
      SecretId: name,
      SecretString: 'B'.repeat(43),
    });
  });

  it('names the current and the deployed versions, and moves the deployed label after a deploy', async () => {
    secretsManager.on(DescribeSecretCommand).resolves({
      VersionIdsToStages: { v2: ['AWSCURRENT'], v1: ['AWSPREVIOUS', 'DEPLOYED'] },
    });
    expect(await secretVersions(client, name)).toEqual({ current: 'v2', deployed: 'v1' });
    secretsManager.on(UpdateSecretVersionStageCommand).resolves({});
    await markDeployed(client, name, 'v2', 'v1');
    expect(secretsManager.commandCalls(UpdateSecretVersionStageCommand)[0]?.args[0].input).toEqual({
      SecretId: name,
      VersionStage: 'DEPLOYED',
      MoveToVersionId: 'v2',
      RemoveFromVersionId: 'v1',
    });
  });

  it('checks the second provider’s URL only when the configuration names its secret (ADR 35)', async () => {
    secretsManager.on(DescribeSecretCommand).rejects(notFound());
    const named = testOperatorConfig({ solanaWitnessRpcUrlSecretName: 'meme-token-site/witness-rpc-url' });
    const problems = await missingSecrets(client, named);
    expect(problems).toContain(
      "meme-token-site/witness-rpc-url (second Solana JSON-RPC URL, another vendor, the witness of holder counts, the token's safety facts and the donation wallet's rules (text)) does not exist: run npm run secret:solana-witness-rpc-url -- <file>",
    );
    expect(problems).toHaveLength(10);
    const witness = secretSpec('solana-witness-rpc-url');
    await expect(storeSecret(client, witness, config, 'https://witness.token.test/?k=1')).rejects.toThrow(
      /optional and the configuration names no secret/,
    );
  });
});

describe('secret:telegram and secret:discord (ADR 36)', () => {
  const telegram = secretSpec('telegram');
  const discord = secretSpec('discord');
  const refusedWith = async (which: typeof telegram, content: string) => {
    const error = await storeSecret(client, which, config, content).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SecretValueError);
    return (error as Error).message;
  };

  it('refuses what the sender could not use, without repeating the token', async () => {
    expect(await refusedWith(telegram, 'not json')).toMatch(/does not hold JSON/);
    const badToken = await refusedWith(telegram, '{"botToken":"abc-secret-token","chatId":"@news"}');
    expect(badToken).toMatch(/botToken/);
    expect(badToken).not.toContain('abc-secret-token');
    expect(await refusedWith(telegram, '{"botToken":"123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ"}')).toMatch(/chatId/);
    expect(await refusedWith(discord, 'https://example.com/api/webhooks/1/token')).toMatch(/webhook URL/);
    expect(secretsManager.calls()).toHaveLength(0);
  });

  it('stores the bot token and chat id, and the webhook URL, under the configured names', async () => {
    secretsManager.on(DescribeSecretCommand).rejects(notFound());
    secretsManager.on(CreateSecretCommand).resolves({ VersionId: 'v1' });
    await storeSecret(
      client,
      telegram,
      config,
      ' {"botToken":"123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ","chatId":"@news"}\n',
    );
    await storeSecret(client, discord, config, 'https://discord.com/api/webhooks/123/abc-DEF_token\n');
    expect(
      secretsManager
        .commandCalls(CreateSecretCommand)
        .map((c) => [c.args[0].input.Name, c.args[0].input.SecretString]),
    ).toEqual([
      ['meme-token-site/telegram', '{"botToken":"123456:ABCDEFGHIJKLMNOPQRSTUVWXYZ","chatId":"@news"}'],
      ['meme-token-site/discord-webhook', 'https://discord.com/api/webhooks/123/abc-DEF_token'],
    ]);
  });

  it('are needed by the deploy only for the channels turned on', async () => {
    secretsManager.on(DescribeSecretCommand).resolves({ VersionIdsToStages: { v1: ['AWSCURRENT'] } });
    secretsManager.on(DescribeSecretCommand, { SecretId: 'meme-token-site/telegram' }).rejects(notFound());
    expect(await missingSecrets(client, config)).toEqual([]);
    const withTelegram = testOperatorConfig({ announcementChannels: ['telegram'] });
    expect(await missingSecrets(client, withTelegram)).toEqual([
      'meme-token-site/telegram (Telegram bot token and chat id for announcements (JSON)) does not exist: run npm run secret:telegram -- <file>',
    ]);
  });
});
