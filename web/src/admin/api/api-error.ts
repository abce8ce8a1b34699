import type { FieldError } from '@contract';

/** A failed API call: the server's status, message and field errors (behaviour §10). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly FieldError[] = [],
    /** True when the failure ended the admin session (401 after a refresh, or 403). */
    readonly sessionEnded = false,
  ) {
    super(message);
  }
}

/** The message of any thrown value, for behaviour §8's "plus the error message". */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
