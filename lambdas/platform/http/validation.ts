import type { core } from 'zod';
import type { FieldError } from '../../contract/api.js';

/** Flattens zod issues (of zod or of its light build, zod/mini) into the API's `errors: [{field, message}]`, one per problem. */
export function toFieldErrors(error: core.$ZodError): FieldError[] {
  return error.issues.flatMap((issue): FieldError[] => {
    if (issue.code === 'unrecognized_keys') {
      // A nested object's unknown key keeps its path and its schema's message (a translation's names
      // the locale, ADR 28: `translations.en`, "Unknown locale "en": ...").
      if (issue.path.length > 0) {
        return issue.keys.map((key) => ({
          field: [...issue.path, key.slice(0, 40)].join('.'),
          message: issue.message,
        }));
      }
      return issue.keys.map((key) => ({ field: key, message: `Unknown field: ${key.slice(0, 40)}` }));
    }
    return [{ field: issue.path.join('.') || 'body', message: issue.message }];
  });
}
