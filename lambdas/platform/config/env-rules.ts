import { CHAIN_DATABASE_ID } from '../database/chain-collections.js';
import { FACTS_DATABASE_ID } from '../database/facts-collections.js';
// Environment variables checked with plain functions, not zod: every API function parses its
// configuration at cold start, and zod's bundle (443 KiB) cost about 45 ms of CPU there. Request
// bodies are still checked with zod (lambdas/contract); configurations that stay on zod build their
// fields from these rules (env.ts), so one rule is written once.

/** What is wrong with one variable; the message follows its name ("ADMIN_UID is required"). */
export class EnvProblem extends Error {}

/** One variable's rule: its value, parsed, or a thrown EnvProblem. `undefined` when it is unset. */
export type Rule<T> = (raw: string | undefined) => T;

type Rules = Record<string, Rule<unknown>>;

/** What `rules` make of an environment: optional variables are absent when unset (as zod leaves them). */
export type Parsed<R extends Rules> = {
  [K in keyof R as undefined extends ReturnType<R[K]> ? never : K]: ReturnType<R[K]>;
} & {
  [K in keyof R as undefined extends ReturnType<R[K]> ? K : never]?: ReturnType<R[K]>;
};

/** Problems of a whole configuration, as [variable, message] pairs. */
export type Problems = [name: string, message: string][];

const problem = (message: string): never => {
  throw new EnvProblem(message);
};

/** A string with optional checks, each with the message the configuration's tests expect. */
export function text(
  checks: {
    readonly pattern?: readonly [RegExp, string];
    readonly startsWith?: string;
    readonly minLength?: readonly [number, string];
    readonly maxLength?: number;
    readonly test?: readonly [(value: string) => boolean, string];
  } = {},
): Rule<string> {
  return (raw) => {
    if (raw === undefined) return problem('is required');
    const { pattern, startsWith, minLength, maxLength, test } = checks;
    if (minLength && raw.length < minLength[0]) problem(minLength[1]);
    if (maxLength !== undefined && raw.length > maxLength) problem(`must be at most ${maxLength} characters`);
    if (startsWith !== undefined && !raw.startsWith(startsWith)) problem(`must start with "${startsWith}"`);
    if (pattern && !pattern[0].test(raw)) problem(pattern[1]);
    if (test && !test[0](raw)) problem(test[1]);
    return raw;
  };
}

/** One of a few literal values. */
export function oneOf<const V extends string>(values: readonly V[]): Rule<V> {
  return (raw) => {
    if (raw === undefined) return problem('is required');
    if (!(values as readonly string[]).includes(raw)) {
      problem(`must be one of ${values.map((value) => `"${value}"`).join(', ')}`);
    }
    return raw as V;
  };
}

/** A whole number within [min, max], read as zod's `coerce.number()` reads it. */
export function integer(min: number, max: number): Rule<number> {
  return (raw) => {
    if (raw === undefined) return problem('is required');
    const value = Number(raw);
    if (!Number.isInteger(value)) return problem('must be a whole number');
    if (value < min || value > max) problem(`must be between ${min} and ${max}`);
    return value;
  };
}

/** A URL (WHATWG): the message never quotes the value, which may hold an API key. */
export const url: Rule<string> = (raw) => {
  if (raw === undefined) return problem('is required');
  try {
    new URL(raw);
  } catch {
    problem('must be a URL');
  }
  return raw;
};

/** The rule, or `undefined` when the variable is unset. */
export function optional<T>(rule: Rule<T>): Rule<T | undefined> {
  return (raw) => (raw === undefined ? undefined : rule(raw));
}

/** The rule, or `fallback` when the variable is unset. */
export function withDefault<T>(rule: Rule<T>, fallback: T): Rule<T> {
  return (raw) => (raw === undefined ? fallback : rule(raw));
}

/**
 * Parses `env` with `rules`; `refine` adds problems that involve several variables. Any problem
 * throws one error naming each (`Invalid <what>: NAME message; ...`).
 */
export function parseVariables<R extends Rules>(
  rules: R,
  env: NodeJS.ProcessEnv,
  what: string,
  refine?: (parsed: Parsed<R>) => Problems,
): Parsed<R> {
  const parsed: Record<string, unknown> = {};
  const problems: Problems = [];
  for (const [name, rule] of Object.entries(rules)) {
    try {
      const value = rule(env[name]);
      if (value !== undefined) parsed[name] = value;
    } catch (error) {
      if (!(error instanceof EnvProblem)) throw error;
      problems.push([name, error.message]);
    }
  }
  // Rules across variables run on valid values only (as zod's refinements do): no second message
  // about a variable that is already named.
  if (problems.length === 0 && refine) problems.push(...refine(parsed as Parsed<R>));
  if (problems.length > 0) {
    throw new Error(`Invalid ${what}: ${problems.map(([name, message]) => `${name} ${message}`).join('; ')}`);
  }
  return parsed as Parsed<R>;
}

/**
 * A problem for each of `names` that is set without LOCAL_STACK=1: emulator hosts and plain
 * secrets are for the local stack only, and a deployed function must never see them.
 */
export function localStackOnly(env: Record<string, unknown>, names: readonly string[], hint = ''): Problems {
  return names
    .filter((name) => env[name] && env.LOCAL_STACK !== '1')
    .map((name) => [name, `is only allowed with LOCAL_STACK=1${hint}`]);
}

const namedDatabase = text({
  pattern: [/^[a-z][a-z0-9-]{2,61}[a-z0-9]$/, 'must be a named Firestore database id'],
});

/** The variables every function that opens Firestore reads (the API, the backups, the holder feed). */
export const databaseRules = {
  FIREBASE_PROJECT_ID: text({ pattern: [/^[a-z][a-z0-9-]{3,38}[a-z0-9]$/, 'must be a Firebase project id'] }),
  /** Secrets Manager secret holding the service-account JSON (deployed only). */
  FIREBASE_SERVICE_ACCOUNT_SECRET_ARN: optional(text({ startsWith: 'arn:' })),
  FIRESTORE_EMULATOR_HOST: optional(text()),
  /** The emulator's REST front (host:port): what the public reads use locally, as they use REST deployed. */
  FIRESTORE_REST_EMULATOR_HOST: optional(text()),
  LOCAL_STACK: optional(oneOf(['1'])),
  /**
   * `none` for a function that never opens Firestore (its role cannot read the service-account secret);
   * `chain` for one whose identity may use the chain database alone (the holder feed's, ADR 37), `facts`
   * for one whose identity may use the believed facts' database alone (the watch identity's): each refuses to
   * open any other database.
   */
  DATABASE: optional(oneOf(['none', 'chain', 'facts'])),
  /** The Firestore database of the chain data: the holder feed (ADR 37). */
  CHAIN_DATABASE: withDefault(namedDatabase, CHAIN_DATABASE_ID),
  /** The Firestore database of the believed facts: what the watches and the ledger import vouch for (ADR 37). */
  FACTS_DATABASE: withDefault(namedDatabase, FACTS_DATABASE_ID),
};

/**
 * Deployed, the service-account secret is required: only the emulator, and a function that never opens
 * the database (`DATABASE=none`), need no credential.
 */
export function credentialProblems(env: {
  FIRESTORE_EMULATOR_HOST?: string | undefined;
  FIREBASE_SERVICE_ACCOUNT_SECRET_ARN?: string | undefined;
  DATABASE?: 'none' | 'chain' | 'facts' | undefined;
}): Problems {
  if (env.DATABASE === 'none') return [];
  if (env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN) return [];
  return [['FIREBASE_SERVICE_ACCOUNT_SECRET_ARN', 'is required outside the local stack']];
}
