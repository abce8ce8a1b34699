import { DEFAULT_MAX_DONATION_SOL, SOL_DECIMAL } from '../contract/donate-request.js';
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

const sol: Rule<string> = (raw) => {
  if (raw === undefined || raw === '') return DEFAULT_MAX_DONATION_SOL;
  if (!SOL_DECIMAL.test(raw)) throw new EnvProblem('must be SOL as a plain decimal such as 0.5');
  return raw;
};

/** What the Solana Action says of the donation (the operator's `site.donate`, in English: ADR 40). */
export interface ActionTexts {
  title: string;
  description: string;
  label: string;
  message: string;
  presetsSol: string[];
}

export const DEFAULT_ACTION_TEXTS: ActionTexts = {
  title: 'Donate SOL',
  description: 'A donation to the community',
  label: 'Donate',
  message: 'Thank you for your donation',
  presetsSol: ['0.1', '0.5', '1'],
};

/** Each text's longest length; the Action's texts are these five fields and no other. */
const TEXT_MAX = { title: 120, description: 500, label: 40, message: 200 } as const;

/** What is wrong with the parsed texts, or null: plain checks, so that the Action's bundle carries no zod. */
function textsProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'must be a JSON object';
  const fields = value as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => key !== 'presetsSol' && !(key in TEXT_MAX));
  if (unknown !== undefined) return `has an unknown field "${unknown}"`;
  for (const [key, max] of Object.entries(TEXT_MAX)) {
    const text = fields[key];
    if (typeof text !== 'string' || text.length < 1 || text.length > max) {
      return `${key} must be text of 1 to ${max} characters`;
    }
  }
  const presets = fields.presetsSol;
  if (!Array.isArray(presets) || presets.length < 1 || presets.length > 4) {
    return 'presetsSol must list 1 to 4 amounts';
  }
  if (!presets.every((preset) => typeof preset === 'string' && SOL_DECIMAL.test(preset))) {
    return 'presetsSol must be SOL as plain decimals such as 0.5';
  }
  return null;
}

const texts: Rule<ActionTexts> = (raw) => {
  if (raw === undefined || raw === '') return DEFAULT_ACTION_TEXTS;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new EnvProblem('must be JSON');
  }
  const problem = textsProblem(value);
  if (problem !== null) throw new EnvProblem(`is not the Action's texts: ${problem}`);
  return value as ActionTexts;
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
