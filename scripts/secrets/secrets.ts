import { randomBytes } from 'node:crypto';
import {
  CreateSecretCommand,
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  type SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { WEBHOOK_SECRET_LENGTH } from '../../lambdas/holders/holder-config.js';
import { parseServiceAccount, ServiceAccountError } from '../../lambdas/platform/secrets/service-account.js';
import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';

/** A value the operator gave that cannot be stored; the message never contains the value. */
export class SecretValueError extends Error {}

/** One secret the stack reads: where its name comes from, and how a value is checked before it is stored. */
export interface SecretSpec {
  /** Name on the command line: `npm run secret:<id> -- <file>`. */
  readonly id: string;
  /** What the secret holds, for messages. */
  readonly description: string;
  /**
   * The Secrets Manager secret's name, from the configuration; undefined for an optional secret the
   * configuration does not name (the deploy then neither needs nor checks it).
   */
  readonly secretName: (config: OperatorConfig) => string | undefined;
  /** Checks the file's content; returns what to store. Throws SecretValueError, naming fields, never values. */
  readonly validate: (content: string, config: OperatorConfig) => string;
  /** Whether the deploy needs it (an optional channel's only when it is turned on). @default always */
  readonly requiredWhen?: (config: OperatorConfig) => boolean;
  /** Makes a fresh value (`--generate`), for a secret nobody has to type or hand to anyone. @default none */
  readonly generate?: () => string;
  /**
   * Runs before any new value is stored, however it was made (a file or `--generate`); throws
   * SecretValueError to refuse. @default none
   */
  readonly beforeStore?: (
    client: SecretsManagerClient,
    name: string,
    value: string,
    config: OperatorConfig,
  ) => Promise<void>;
}

/** The staging label `npm run deploy` puts on the origin secret's version it gave CloudFront. */
export const DEPLOYED_STAGE = 'DEPLOYED';

/**
 * Checks a Google service-account key with the functions' own check (`lambdas/platform/secrets/service-account.ts`),
 * so what is stored is what they accept. Messages name the problem, never key material.
 */
export function validateServiceAccount(content: string, config: OperatorConfig): string {
  try {
    parseServiceAccount(content, config.firebase.projectId);
  } catch (error) {
    if (error instanceof ServiceAccountError) throw new SecretValueError(error.message);
    throw error;
  }
  return content;
}

/**
 * Checks the holder webhook's shared secret: the provider sends it back verbatim in `Authorization`, and
 * the handler refuses one shorter than 16 characters. One trailing newline (from `echo` or an editor) is
 * dropped; the message never repeats the value.
 */
export function validateWebhookSecret(content: string): string {
  const value = content.replace(/\r?\n$/, '');
  if (!/^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/.test(value)) {
    throw new SecretValueError(
      'The webhook secret must be one line of printable ASCII characters with no spaces at either end ' +
        '(e.g. the output of `openssl rand -base64 32`).',
    );
  }
  const { min, max } = WEBHOOK_SECRET_LENGTH;
  if (value.length < min || value.length > max) {
    throw new SecretValueError(
      `The webhook secret must be ${min} to ${max} characters long, not ${value.length}.`,
    );
  }
  return value;
}

/**
 * Checks the Solana JSON-RPC URL: https only (it may carry an API key, so it must never travel in clear).
 * The message never repeats the URL, which may hold that key.
 */
export function validateRpcUrl(content: string): string {
  const value = content.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SecretValueError(
      'The file does not hold a URL: expected https://<RPC provider>/… on one line.',
    );
  }
  if (url.protocol !== 'https:') {
    throw new SecretValueError(`The RPC URL must use https://, not ${url.protocol}//.`);
  }
  return value;
}

/** Checks the origin secret: what CloudFront sends to the API; long and random, one line. */
export function validateOriginSecret(content: string): string {
  const value = content.replace(/\r?\n$/, '');
  if (!/^[A-Za-z0-9_-]{32,128}$/.test(value)) {
    throw new SecretValueError(
      'The origin secret must be 32 to 128 letters, digits, - or _ (use --generate to make one).',
    );
  }
  return value;
}

/** Where the Google identities' key secrets are named (ADR 20). */
const KEY_SETTINGS = [
  'serviceAccountSecretName',
  'readerServiceAccountSecretName',
  'holderFeedServiceAccountSecretName',
  'watchServiceAccountSecretName',
  'senderServiceAccountSecretName',
] as const;

const serviceAccountEmail = (text: string | undefined): unknown => {
  try {
    return (JSON.parse(text ?? '') as { client_email?: unknown }).client_email;
  } catch {
    return undefined;
  }
};

/**
 * Refuses a key whose service account is already stored for another identity: one account for two
 * identities would give the public reads (or the holder feed) the administrator's reach.
 */
export async function checkOwnServiceAccount(
  client: SecretsManagerClient,
  value: string,
  others: readonly string[],
): Promise<void> {
  const email = serviceAccountEmail(value);
  for (const other of others) {
    let stored: string | undefined;
    try {
      stored = (await client.send(new GetSecretValueCommand({ SecretId: other })))?.SecretString;
    } catch (error) {
      if (error instanceof ResourceNotFoundException) continue;
      throw error;
    }
    if (serviceAccountEmail(stored) === email) {
      throw new SecretValueError(
        `The key's service account (${String(email)}) is already stored in ${other}: each Google identity needs ` +
          'a service account of its own (infra/README.md, "Least-privilege Google identities").',
      );
    }
  }
}

/** The Telegram secret (ADR 36): `{"botToken": "<id>:<token>", "chatId": "@channel or -100…"}`, as the sender reads it. */
export function validateTelegramSecret(content: string): string {
  let value: { botToken?: unknown; chatId?: unknown };
  try {
    value = JSON.parse(content) as typeof value;
  } catch {
    throw new SecretValueError('The file does not hold JSON: expected {"botToken": "…", "chatId": "…"}.');
  }
  if (typeof value.botToken !== 'string' || !/^\d+:[\w-]{20,}$/.test(value.botToken.trim())) {
    throw new SecretValueError('botToken must be the token BotFather gave, such as 123456:ABC-…');
  }
  if (!(typeof value.chatId === 'string' && value.chatId.trim()) && typeof value.chatId !== 'number') {
    throw new SecretValueError('chatId must be the channel, such as "@your_channel" or -1001234567890.');
  }
  return JSON.stringify({ botToken: value.botToken.trim(), chatId: value.chatId });
}

/** The Discord secret (ADR 36): a channel webhook's URL, as Discord shows it. */
export function validateDiscordWebhook(content: string): string {
  const value = content.trim();
  if (
    !/^https:\/\/(?:(?:canary|ptb)\.)?discord(?:app)?\.com\/api\/(?:v\d+\/)?webhooks\/\d+\/[\w-]+$/.test(
      value,
    )
  ) {
    throw new SecretValueError(
      'Expected a webhook URL: https://discord.com/api/webhooks/<id>/<token> on one line.',
    );
  }
  return value;
}

/** The entry of one Google identity's service-account key, checked as the functions check it. */
function serviceAccountKey(id: string, whose: string, setting: (typeof KEY_SETTINGS)[number]): SecretSpec {
  return {
    id,
    description: `${whose} service-account key (JSON)`,
    secretName: (config) => config.deploy[setting],
    validate: validateServiceAccount,
    beforeStore: (client, _name, value, config) =>
      checkOwnServiceAccount(
        client,
        value,
        KEY_SETTINGS.filter((other) => other !== setting).map((other) => config.deploy[other]),
      ),
  };
}

/**
 * Every secret the stack reads, one entry each. A new secret (e.g. a webhook's shared secret) is one more
 * entry here, its name a field of the deploy configuration, and one `secret:<id>` script in package.json.
 */
export const SECRETS: readonly SecretSpec[] = [
  // One key per Google identity (ADR 20); each function's role may read only its own.
  serviceAccountKey('service-account', "administrator's", 'serviceAccountSecretName'),
  serviceAccountKey('service-account-reader', 'read-only (public reads)', 'readerServiceAccountSecretName'),
  serviceAccountKey('service-account-holder-feed', "holder feed's", 'holderFeedServiceAccountSecretName'),
  serviceAccountKey('service-account-watch', "watches' (believed facts)", 'watchServiceAccountSecretName'),
  serviceAccountKey('service-account-sender', "announcement sender's", 'senderServiceAccountSecretName'),
  {
    id: 'holder-webhook',
    description: 'holder webhook shared secret (text)',
    secretName: (config) => config.deploy.holderWebhookSecretName,
    validate: validateWebhookSecret,
  },
  {
    id: 'donation-webhook',
    description: 'donation webhook shared secret (text)',
    secretName: (config) => config.deploy.donationWebhookSecretName,
    validate: validateWebhookSecret,
  },
  {
    id: 'solana-rpc-url',
    description: 'Solana JSON-RPC URL (text)',
    secretName: (config) => config.deploy.solanaRpcUrlSecretName,
    validate: validateRpcUrl,
  },
  {
    // Optional (ADR 35): only when deploy.solanaWitnessRpcUrlSecretName names it.
    id: 'solana-witness-rpc-url',
    description:
      "second Solana JSON-RPC URL, another vendor, the witness of holder counts, the token's safety facts and the donation wallet's rules (text)",
    secretName: (config) => config.deploy.solanaWitnessRpcUrlSecretName,
    validate: validateRpcUrl,
  },
  {
    id: 'telegram',
    description: 'Telegram bot token and chat id for announcements (JSON)',
    secretName: (config) => config.deploy.telegramSecretName,
    validate: validateTelegramSecret,
    requiredWhen: (config) => config.deploy.announcementChannels.includes('telegram'),
  },
  {
    id: 'discord',
    description: 'Discord webhook URL for announcements (text)',
    secretName: (config) => config.deploy.discordWebhookSecretName,
    validate: validateDiscordWebhook,
    requiredWhen: (config) => config.deploy.announcementChannels.includes('discord'),
  },
  {
    id: 'origin-header',
    description: 'origin secret CloudFront sends to the API (text)',
    secretName: (config) => config.deploy.originSecretName,
    validate: validateOriginSecret,
    generate: () => randomBytes(32).toString('base64url'),
    beforeStore: (client, name) => checkRotationAllowed(client, name),
  },
];

/** The entry of `id`, or an Error listing the known ones. */
export function secretSpec(id: string): SecretSpec {
  const spec = SECRETS.find((s) => s.id === id);
  if (!spec) throw new Error(`Unknown secret "${id}": known are ${SECRETS.map((s) => s.id).join(', ')}.`);
  return spec;
}

/** Checks `content` and stores it as the secret's new current value, creating the secret if it does not exist. */
export async function storeSecret(
  client: SecretsManagerClient,
  spec: SecretSpec,
  config: OperatorConfig,
  content: string,
): Promise<{ name: string; created: boolean; versionId?: string }> {
  const value = spec.validate(content, config);
  const name = spec.secretName(config);
  if (name === undefined) {
    throw new SecretValueError(
      `The ${spec.description} is optional and the configuration names no secret for it: set its name in ` +
        'deploy (e.g. deploy.solanaWitnessRpcUrlSecretName) first.',
    );
  }
  await spec.beforeStore?.(client, name, value, config);
  let exists = true;
  try {
    await client.send(new DescribeSecretCommand({ SecretId: name }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    exists = false;
  }
  if (exists) {
    const put = await client.send(new PutSecretValueCommand({ SecretId: name, SecretString: value }));
    return { name, created: false, ...(put.VersionId ? { versionId: put.VersionId } : {}) };
  }
  const created = await client.send(
    new CreateSecretCommand({
      Name: name,
      SecretString: value,
      Description: `${spec.description} for ${config.deploy.stackName}`,
    }),
  );
  return { name, created: true, ...(created.VersionId ? { versionId: created.VersionId } : {}) };
}

/** What is wrong with the stack's secrets: one line per missing or empty secret, with the command that fixes it. */
export async function missingSecrets(
  client: SecretsManagerClient,
  config: OperatorConfig,
): Promise<string[]> {
  const problems: string[] = [];
  for (const spec of SECRETS) {
    if (spec.requiredWhen && !spec.requiredWhen(config)) continue;
    const name = spec.secretName(config);
    // An optional secret the configuration does not name is not needed.
    if (name === undefined) continue;
    const fix = `npm run secret:${spec.id} -- ${spec.generate ? '--generate' : '<file>'}`;
    try {
      const secret = await client.send(new DescribeSecretCommand({ SecretId: name }));
      const current = Object.values(secret.VersionIdsToStages ?? {}).some((stages) =>
        stages.includes('AWSCURRENT'),
      );
      if (secret.DeletedDate)
        problems.push(`${name} (${spec.description}) is scheduled for deletion: restore it or run ${fix}`);
      else if (!current) problems.push(`${name} (${spec.description}) has no value: run ${fix}`);
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      problems.push(`${name} (${spec.description}) does not exist: run ${fix}`);
    }
  }
  return problems;
}

/** The id of the secret's current version, and of the one last deployed (labelled {@link DEPLOYED_STAGE}). */
export async function secretVersions(
  client: SecretsManagerClient,
  name: string,
): Promise<{ current?: string; deployed?: string }> {
  const secret = await client.send(new DescribeSecretCommand({ SecretId: name }));
  const stages = Object.entries(secret.VersionIdsToStages ?? {});
  const current = stages.find(([, labels]) => labels.includes('AWSCURRENT'))?.[0];
  const deployed = stages.find(([, labels]) => labels.includes(DEPLOYED_STAGE))?.[0];
  return { ...(current ? { current } : {}), ...(deployed ? { deployed } : {}) };
}

/**
 * Before a new origin secret is stored, from a file or generated: one rotation at a time. The functions
 * accept the current value and the deployed one only, so the old value is closed by the deploy that
 * ships the new one; a second rotation before it would leave the leaked value open while the operator
 * believes it replaced twice, and would drop a stored value no deploy ever labelled.
 */
export async function checkRotationAllowed(client: SecretsManagerClient, name: string): Promise<void> {
  let versions: { current?: string; deployed?: string };
  try {
    versions = await secretVersions(client, name);
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return;
    throw error;
  }
  if (versions.deployed && versions.current && versions.deployed !== versions.current) {
    throw new SecretValueError(
      'The last new origin secret has not been deployed yet: run npm run deploy first, then rotate again ' +
        '(until that deploy the API still accepts the value deployed before it).',
    );
  }
}

/** After a deploy: marks `versionId` as the one CloudFront now sends. */
export async function markDeployed(
  client: SecretsManagerClient,
  name: string,
  versionId: string,
  previous?: string,
): Promise<void> {
  await client.send(
    new UpdateSecretVersionStageCommand({
      SecretId: name,
      VersionStage: DEPLOYED_STAGE,
      MoveToVersionId: versionId,
      ...(previous && previous !== versionId ? { RemoveFromVersionId: previous } : {}),
    }),
  );
}
