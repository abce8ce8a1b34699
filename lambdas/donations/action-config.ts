import { z } from 'zod';
import { DEFAULT_MAX_DONATION_SOL } from '../contract/donate.js';
import {
  EnvProblem,
  localStackOnly,
  type Parsed,
  parseVariables,
  type Rule,
  url,
  withDefault,
} from '../platform/config/env-rules.js';
import { rpcEnvRules } from '../platform/solana/rpc-env.js';
import { donationRules } from './donation-config.js';

/** SOL as a Solana Pay request writes it (contract/donate.ts). */
const SOL_DECIMAL = /^(0|[1-9]\d{0,11})(\.\d{1,9})?$/;
const sol: Rule<string> = (raw) => {
  if (raw === undefined || raw === '') return DEFAULT_MAX_DONATION_SOL;
  if (!SOL_DECIMAL.test(raw)) throw new EnvProblem('must be SOL as a plain decimal such as 0.5');
  return raw;
};

/** What the Solana Action says of the donation (the operator's `site.donate`, in English: ADR 40). */
const actionTexts = z.strictObject({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(500),
  label: z.string().min(1).max(40),
  message: z.string().min(1).max(200),
  presetsSol: z.array(z.string().regex(SOL_DECIMAL)).min(1).max(4),
});
export type ActionTexts = z.infer<typeof actionTexts>;

export const DEFAULT_ACTION_TEXTS: ActionTexts = {
  title: 'Donate SOL',
  description: 'A donation to the community',
  label: 'Donate',
  message: 'Thank you for your donation',
  presetsSol: ['0.1', '0.5', '1'],
};

const texts: Rule<ActionTexts> = (raw) => {
  if (raw === undefined || raw === '') return DEFAULT_ACTION_TEXTS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new EnvProblem('must be JSON');
  }
  const parsed = actionTexts.safeParse(value);
  if (!parsed.success) throw new EnvProblem(`is not the Action's texts: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
};

const actionRules = {
  ...donationRules,
  /** The largest SOL amount one request may ask for (`site.donate.maxSol`). */
  DONATE_MAX_SOL: sol,
  /** The site's public address: the Action's icon is its share card. */
  SITE_URL: withDefault(url, 'https://localhost'),
  /** The Action's texts and preset amounts (JSON), from `site.donate`. */
  DONATE_ACTION: texts,
  // One recent blockhash read at most every 30 s (ADR 11, "Amendment: the Action's blockhash").
  ...rpcEnvRules(3_000),
};

export type DonateActionConfig = Parsed<typeof actionRules>;

/** The Solana Action's environment; a missing or bad value throws an error that names it. */
export function parseDonateActionConfig(env: NodeJS.ProcessEnv): DonateActionConfig {
  return parseVariables(actionRules, env, 'donate action configuration', (config) =>
    localStackOnly(config, ['SOLANA_RPC_URL'], ' (use SOLANA_RPC_URL_SECRET_ARN)'),
  );
}
