import type { ErrorResponse } from '@contract/schemas/errors';

/** The error answer of the API (spec.md section 3): every field may be missing from a server. */
export type ErrorBody = Partial<ErrorResponse>;

/** spec.md section 8: shown when neither a server message nor a status text is available. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/**
 * The text of the danger toast for a failed request (spec.md section 8): the server's message,
 * else '{status}: {statusText}', else 'An unexpected error occurred.'.
 */
export function failedRequestMessage(
  status: number,
  statusText: string,
  body: ErrorBody | null,
): string {
  const message = typeof body?.message === 'string' ? body.message.trim() : '';
  if (message) return message;
  if (status > 0 && statusText) return `${status}: ${statusText}`;
  return UNEXPECTED_ERROR;
}

/** A request that failed: a non-2xx answer, a network failure (status 0) or an unreadable answer. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** Messages per field for 422 answers; empty otherwise. */
  readonly errors: Record<string, string[]>;
  /** The id the API gives every error, to quote to support. */
  readonly errorId: string | null;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: ErrorBody | null,
    message: string = failedRequestMessage(status, statusText, body),
    /** Seconds the server asked to wait (the Retry-After of a 429 or 503); null when it did not. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.errors = isFieldErrors(body?.errors) ? body.errors : {};
    this.errorId = typeof body?.error_id === 'string' && body.error_id ? body.error_id : null;
  }

  /** True when the message is ours (no server message, no status text). */
  get isUnexpected(): boolean {
    return this.message === UNEXPECTED_ERROR;
  }
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}

/** Parses an error answer's text; anything that is not a JSON object gives null. */
export function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ErrorBody)
      : null;
  } catch {
    return null;
  }
}

/** Retry-After as seconds: a number of seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
