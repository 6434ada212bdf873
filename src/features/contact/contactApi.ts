import type { ContactReceipt, ContactRequest } from '@contract/schemas/contact';
import type { HttpClient } from '../../http/httpClient';

/** The contact form's one API call: POST contact (server/src/contact). */
export function createContactApi(http: HttpClient) {
  return {
    /**
     * Sends a message with the Idempotency-Key of this attempt (contactAttemptKeys.ts), so a
     * retry after a network error, a timeout or a 503 is stored once.
     */
    send: async (request: ContactRequest, idempotencyKey: string) =>
      (
        await http.post<ContactReceipt>('contact', request, {
          notify: false,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
  };
}

export type ContactApi = ReturnType<typeof createContactApi>;
