// Errors services throw on purpose; the API's error handler turns them into the shared
// `{ message, errors, error_id }` answer with their status.

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
  }
}

/** 404 for a record that does not exist or is not public, e.g. `News post not found.` */
export class NotFoundError extends HttpError {
  override name = 'NotFoundError';

  constructor(message: string) {
    super(404, message);
  }
}

/** 422 with Laravel's summary message: the first error plus "(and N more errors)". */
export class ValidationError extends HttpError {
  override name = 'ValidationError';

  constructor(errors: FieldErrors) {
    super(422, summariseErrors(errors), errors);
  }
}

export function summariseErrors(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/**
 * 429 in Laravel's words; the API's error handler sends `Retry-After` with it, so every limit
 * (rate limits, the sign-in throttle) answers the same way.
 */
export class TooManyAttemptsError extends HttpError {
  override name = 'TooManyAttemptsError';

  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`);
  }
}
