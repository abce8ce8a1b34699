import type { core } from 'zod';
import type { FieldError } from '../../contract/api.js';

/** Flattens zod issues (of zod or of its light build, zod/mini) into the API's `errors: [{field, message}]`, one per problem. */
export function toFieldErrors(error: core.$ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ field: key, message: `Unknown field: ${key.slice(0, 40)}` }));
    }
    return [{ field: issue.path.join('.') || 'body', message: issue.message }];
  });
}
