import {
  GetSecretValueCommand,
  ResourceNotFoundException,
  type SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { OperatorConfig } from '../../web/src/config/node/operator-config.js';
import { IDENTITIES } from './firebase.js';
import type { PreflightSecrets } from './inputs.js';

/**
 * Reads the values of the stored secrets the checks use, by name, as the functions will. A secret that
 * cannot be read is left out, with why (its name and the error's name, never a value).
 */
export async function readStoredSecrets(
  client: SecretsManagerClient,
  config: OperatorConfig,
): Promise<PreflightSecrets> {
  const unreadable: Record<string, string> = {};
  const read = async (name: string | undefined): Promise<string | undefined> => {
    if (!name) return undefined;
    try {
      return (await client.send(new GetSecretValueCommand({ SecretId: name })))?.SecretString?.trim();
    } catch (error) {
      unreadable[name] =
        error instanceof ResourceNotFoundException ? 'does not exist' : (error as Error).name;
      return undefined;
    }
  };
  const { deploy } = config;
  const serviceAccounts: Record<string, string> = {};
  for (const identity of IDENTITIES) {
    const text = await read(identity.secretName(config));
    if (text) serviceAccounts[identity.id] = text;
  }
  const rpcUrl = await read(deploy.solanaRpcUrlSecretName);
  const witnessRpcUrl = await read(deploy.solanaWitnessRpcUrlSecretName);
  const telegramText = await read(deploy.telegramSecretName);
  const discordWebhookUrl = await read(deploy.discordWebhookSecretName);
  let telegram: PreflightSecrets['telegram'];
  try {
    const value = JSON.parse(telegramText ?? '') as { botToken?: unknown; chatId?: unknown };
    if (typeof value.botToken === 'string')
      telegram = { botToken: value.botToken, chatId: String(value.chatId) };
  } catch {
    // Not JSON: the Telegram check then says the secret could not be read.
  }
  return {
    serviceAccounts,
    ...(rpcUrl ? { rpcUrl } : {}),
    ...(witnessRpcUrl ? { witnessRpcUrl } : {}),
    ...(telegram ? { telegram } : {}),
    ...(discordWebhookUrl ? { discordWebhookUrl } : {}),
    unreadable,
  };
}
