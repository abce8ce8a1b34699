import type { FieldError } from '../../contract/api.js';

/** An error with an HTTP status whose message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The JSON body sent to the caller (behaviour §10: `{success: false, message, errors?}`). */
  toJSON() {
    return {
      success: false as const,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: FieldError[]) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in as the administrator to do this') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message);
  }
}
// What a 503 says about a write (ADR 13): each is true when it is sent.
/** The write was refused or never sent: a retry is safe and nothing changed. */
export const NOT_SAVED_MESSAGE =
  'The database is unavailable and nothing was changed; please try again shortly';
/** The write was sent but no answer came back: it may have been applied. */
export const MAYBE_SAVED_MESSAGE =
  'The database did not confirm the change: it may not have been saved. Reload to check before trying again';
/** Firestore aborted the transaction, after the client library's own retries. */
export const CONTENDED_MESSAGE =
  'Another change was being saved at the same moment, so this one was not saved; please try again';

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The database is unavailable; please try again shortly') {
    super(503, message);
  }
}
