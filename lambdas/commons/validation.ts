import type { z } from 'zod';
import type { FieldError } from '../contract/api.js';

/** Flattens zod issues into the API's `errors: [{field, message}]`, one per problem. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: key, message: `Unknown field: ${key.slice(0, 40)}` }));
    }
    return [{ field: issue.path.join('.') || 'body', message: issue.message }];
  });
}
