import { awsChecks } from './aws.js';
import { discordChecks } from './discord.js';
import { firebaseChecks } from './firebase.js';
import type { PreflightInputs } from './inputs.js';
import { type CheckResult, hideSecrets } from './report.js';
import { solanaChecks } from './solana.js';
import { telegramChecks } from './telegram.js';
import { witnessChecks } from './witness.js';

/** Every secret value the inputs hold, for the last lock before anything is printed. */
export function secretValues(inputs: PreflightInputs): string[] {
  const { secrets } = inputs;
  const keys = Object.values(secrets.serviceAccounts ?? {}).flatMap((text) => {
    try {
      // The key's secret parts only: its project and account's e-mail are what the lines must name.
      const key = JSON.parse(text) as { private_key?: string; private_key_id?: string };
      return [key.private_key_id ?? '', ...(key.private_key ?? '').split('\n')];
    } catch {
      return [text];
    }
  });
  return [
    secrets.rpcUrl ?? '',
    secrets.witnessRpcUrl ?? '',
    secrets.telegram?.botToken ?? '',
    secrets.discordWebhookUrl ?? '',
    inputs.googleAccessToken ?? '',
    ...keys,
  ];
}

/**
 * Runs the checks in the order of their value (the chain first: a wrong cluster or mint misleads
 * visitors; then the witness, the chats, Google and AWS), each group after the other, since two share
 * nothing and a group stops at its first failure that makes the rest meaningless.
 */
export async function runPreflight(inputs: PreflightInputs): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const group of [
    solanaChecks,
    witnessChecks,
    telegramChecks,
    discordChecks,
    firebaseChecks,
    awsChecks,
  ]) {
    results.push(...(await group(inputs)));
  }
  const secrets = secretValues(inputs);
  return results.map((r) => ({
    ...r,
    found: hideSecrets(r.found, secrets),
    fix: hideSecrets(r.fix, secrets),
  }));
}
