import type { OutboxMail, OutboxSms } from '@contract/schemas/devOutbox';
import type { HttpClient } from '../../http/httpClient';

/**
 * The demo outboxes. The server offers them only while mail and SMS go to the outbox, so a 404
 * simply means "no demo outbox here": the calls stay quiet and the page says so.
 */
export function createDevOutboxApi(http: HttpClient) {
  return {
    mail: async () =>
      (await http.get<{ data: OutboxMail[] }>('dev/outbox', { notify: false })).data,
    sms: async () =>
      (await http.get<{ data: OutboxSms[] }>('dev/sms-outbox', { notify: false })).data,
  };
}

export type DevOutboxApi = ReturnType<typeof createDevOutboxApi>;
