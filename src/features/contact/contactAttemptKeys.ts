import type { ContactRequest } from '@contract/schemas/contact';

/** 128 random bits as hex. crypto.randomUUID exists only on https pages; getRandomValues always. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of each send (server/src/http/idempotency.ts): sending the same message
 * again — after a network error, a timeout or a 503 — reuses its key, so the API stores it once
 * however often it arrived; a changed message is a new request with a new key.
 */
export function createAttemptKeys(
  newKey: () => string = randomKey,
): (request: ContactRequest) => string {
  let last: { body: string; key: string } | null = null;
  return (request) => {
    const body = JSON.stringify(request);
    if (last?.body !== body) last = { body, key: newKey() };
    return last.key;
  };
}
