import { z } from 'zod';
import {
  credentialProblems,
  databaseRules,
  EnvProblem,
  localStackOnly,
  type Problems,
  type Rule,
} from './env-rules.js';

// The configurations that are still zod schemas (the backups, the bin purge, the holder feed): their
// shared variables come from the plain rules of env-rules.ts, which the API's cold path uses alone.

/** A zod field that checks a variable with a plain rule (the same message, the same value). */
export function zodField<T>(rule: Rule<T>) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      try {
        return rule(raw);
      } catch (error) {
        if (!(error instanceof EnvProblem)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });
}

/** zod fields for a record of plain rules. */
export function zodFields<R extends Record<string, Rule<unknown>>>(rules: R) {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, zodField(rule)])) as {
    [K in keyof R]: ReturnType<typeof zodField<ReturnType<R[K]>>>;
  };
}

/** The variables every function that opens Firestore reads (the API, the backups, the holder feed). */
export const databaseEnv = zodFields(databaseRules);

function addProblems(problems: Problems, ctx: z.RefinementCtx): void {
  for (const [name, message] of problems) ctx.addIssue({ code: 'custom', path: [name], message });
}

/**
 * Adds an issue for each of `names` that is set without LOCAL_STACK=1: emulator hosts and plain
 * secrets are for the local stack only, and a deployed function must never see them.
 */
export function refuseOutsideLocalStack(
  env: Record<string, unknown>,
  names: readonly string[],
  ctx: z.RefinementCtx,
  hint = '',
): void {
  addProblems(localStackOnly(env, names, hint), ctx);
}

/**
 * Deployed, the service-account secret is required: only the emulator, and a function that never opens
 * the database (`DATABASE=none`), need no credential.
 */
export function requireCredential(env: Parameters<typeof credentialProblems>[0], ctx: z.RefinementCtx): void {
  addProblems(credentialProblems(env), ctx);
}

/** Parses an environment with `schema`; a missing or bad value throws an error naming each one. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv, what: string): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new Error(`Invalid ${what}: ${problems.join('; ')}`);
  }
  return result.data;
}
