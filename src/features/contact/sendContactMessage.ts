import type { ContactReceipt, ContactRequest } from '@contract/schemas/contact';
import type { ErrorResponse } from '@contract/schemas/errors';
import type { Locale } from '@contract/locales';

// The contact form's one API call. It stays in this file so switching to the shared HTTP client
// (src/api) later is a change here only.

export type ContactResult =
  | { ok: true; id: string }
  | { ok: false; kind: 'validation'; errors: Record<string, string[]>; errorId?: string }
  | { ok: false; kind: 'rateLimited'; errorId?: string }
  | { ok: false; kind: 'failed'; status: number; errorId?: string }
  | { ok: false; kind: 'network' };

/** The API base URL the browser uses (GATSBY_API_URL, inlined at build time; default /api). */
export function apiBaseUrl(): string {
  return (process.env.GATSBY_API_URL || '/api').replace(/\/+$/, '');
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

function isErrorResponse(body: unknown): body is ErrorResponse {
  return typeof body === 'object' && body !== null && 'message' in body && 'errors' in body;
}

/**
 * POST {API}/contact with the headers every call of the app sends (spec.md section 7), and the
 * message's Idempotency-Key when given (contactAttemptKeys.ts), so a retry is stored once.
 */
export async function sendContactMessage(
  request: ContactRequest,
  locale: Locale,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
  idempotencyKey?: string,
): Promise<ContactResult> {
  let response: Response;
  try {
    response = await fetchImpl(`${apiBaseUrl()}/contact`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'App-Language': locale,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const receipt = body as ContactReceipt | null;
    return { ok: true, id: receipt?.data.id ?? '' };
  }
  const errorId = isErrorResponse(body) ? body.error_id : undefined;
  if (response.status === 422 && isErrorResponse(body)) {
    return { ok: false, kind: 'validation', errors: body.errors, errorId };
  }
  if (response.status === 429) return { ok: false, kind: 'rateLimited', errorId };
  return { ok: false, kind: 'failed', status: response.status, errorId };
}
