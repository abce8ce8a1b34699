import type { FieldError } from '@contract';
import type { z } from 'zod';

/** Field name to its first message. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * Validates with a contract schema: the parsed data, or the first message of each field, named by
 * its whole path as the server names it (`translations.es.answer`, ADR 28).
 */
export function validate<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The server's 400 field errors, first message of each field. */
export function fromServer(errors: readonly FieldError[]): FieldErrors {
  const map: FieldErrors = {};
  for (const { field, message } of errors) map[field] ??= message;
  return map;
}
