// Node only (node:fs, node:crypto): read by web/vite.config.ts, infra/ and scripts/. Nothing the browser
// loads imports this folder, so it never reaches the bundle; the page gets the `site` section through
// the `@operator-config` alias instead (../site.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type SiteConfig, siteSchema } from '../site-schema.js';
import {
  type DeployConfig,
  deployConfigSchema,
  findPlaceholders,
  firebaseProjectId,
  firebaseUid,
} from './deploy-config.js';

/** The repository root. */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** The file an operator edits, committed with placeholders (the local stack and the checks run on it). */
export const DEFAULT_OPERATOR_CONFIG = join(ROOT, 'operator-config.json');

/** Environment variable naming another configuration file (a staging copy, a test fixture). */
export const OPERATOR_CONFIG_ENV = 'OPERATOR_CONFIG';

/** The Firebase web app's settings: public values the admin sign-in needs, never the service-account key. */
export const firebaseWebSchema = z
  .object({
    /** Web API key (Firebase console → Project settings → Your apps → Web app). */
    apiKey: z.string().regex(/^[A-Za-z0-9_-]{10,200}$/, 'must be a Firebase web API key'),
    /** Auth domain; `<projectId>.firebaseapp.com` when absent. */
    authDomain: z
      .string()
      .regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'must be a host name')
      .optional(),
    /** The Firebase project: Firestore, Auth, and the audience of the ID tokens. */
    projectId: firebaseProjectId,
    /** Firebase Auth uid of the one administrator allowed to write content. */
    adminUid: firebaseUid,
    /**
     * Writes need a sign-in with a second factor (TOTP, enabled in Identity Platform: see the manual).
     * On unless set to false; the local stack never requires it (its demo administrator has none).
     */
    requireSecondFactor: z.boolean().default(true),
    /** Minutes without activity after which the admin panel signs out. */
    idleTimeoutMinutes: z.number().int().min(1).max(1440).default(30),
  })
  .strict();

/** The one operator configuration: Firebase web settings, the deploy settings and the site. */
export const operatorConfigSchema = z
  .object({
    firebase: firebaseWebSchema,
    deploy: deployConfigSchema,
    site: siteSchema,
  })
  .strict();

/** The validated operator configuration, defaults applied. */
export type OperatorConfig = z.output<typeof operatorConfigSchema>;

/** Path of the configuration: `explicit`, else $OPERATOR_CONFIG, else operator-config.json; relative to the working directory. */
export function operatorConfigPath(explicit?: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = explicit || env[OPERATOR_CONFIG_ENV];
  if (!chosen) return DEFAULT_OPERATOR_CONFIG;
  return isAbsolute(chosen) ? chosen : resolve(process.cwd(), chosen);
}

/**
 * Validates a configuration object. With `allowPlaceholders` (local stack, demo builds, offline synth)
 * a placeholder that fails its format (a stand-in Solana address) is not an error; without it, every
 * placeholder is one, named by its path.
 */
export function parseOperatorConfig(
  raw: unknown,
  options: { allowPlaceholders: boolean; source?: string },
): OperatorConfig {
  const source = options.source ?? 'operator configuration';
  const placeholders = findPlaceholders(raw);
  const problems: string[] = [];
  if (!options.allowPlaceholders && placeholders.length > 0) {
    problems.push(`placeholder values must be replaced: ${placeholders.join(', ')}`);
  }
  const result = operatorConfigSchema.safeParse(raw);
  for (const issue of result.success ? [] : result.error.issues) {
    const path = issue.path.reduce<string>(
      (at, key) => (typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${String(key)}` : String(key)),
      '',
    );
    if (placeholders.includes(path)) continue;
    problems.push(`${path || '(root)'}: ${issue.message}`);
  }
  if (problems.length > 0) {
    throw new Error(`Invalid ${source}:\n  - ${problems.join('\n  - ')}`);
  }
  if (result.success) return result.data;
  // Only placeholders failed their format: keep the rest validated and defaults applied.
  const object = raw as { firebase: unknown; deploy: unknown; site: SiteConfig };
  return {
    firebase: firebaseWebSchema.parse(object.firebase),
    deploy: deployConfigSchema.parse(object.deploy),
    site: object.site,
  };
}

/** Reads and validates the JSON configuration at `path`. */
export function loadOperatorConfig(path: string, options: { allowPlaceholders: boolean }): OperatorConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read the operator configuration ${path}: ${(error as Error).message}`);
  }
  return parseOperatorConfig(raw, { ...options, source: `operator configuration ${path}` });
}

/** What the stack reads: the deploy section with the project id and administrator uid of the firebase section. */
export function toDeployConfig(config: OperatorConfig): DeployConfig {
  return {
    ...config.deploy,
    firebaseProjectId: config.firebase.projectId,
    adminUid: config.firebase.adminUid,
    requireSecondFactor: config.firebase.requireSecondFactor,
    adminIdleMinutes: config.firebase.idleTimeoutMinutes,
  };
}

/** The Firebase web settings as the admin tree reads them (Vite's `VITE_FIREBASE_*`). */
export function firebaseWebEnv(config: OperatorConfig): Record<string, string> {
  const { apiKey, projectId, adminUid, authDomain, requireSecondFactor, idleTimeoutMinutes } =
    config.firebase;
  return {
    VITE_FIREBASE_API_KEY: apiKey,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_AUTH_DOMAIN: authDomain ?? `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_ADMIN_UID: adminUid,
    VITE_ADMIN_REQUIRE_SECOND_FACTOR: String(requireSecondFactor),
    VITE_ADMIN_IDLE_MINUTES: String(idleTimeoutMinutes),
  };
}

/** A hash of the validated configuration (keys sorted), stamped on the web build and checked at synth. */
export function configHash(config: OperatorConfig): string {
  return createHash('sha256').update(stableJson(config)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
