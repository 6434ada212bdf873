// Outgoing text messages behind one interface: the outbox (rows in sms_outbox, the local default,
// shown by GET /api/dev/sms-outbox) or Twilio's REST API (SMS_PROVIDER=twilio).
import { desc } from 'drizzle-orm';
import type { SmsConfig, TwilioConfig } from './smsConfig';
import type { Database } from '../db/openDatabase';
import { smsOutbox } from '../db/schema';

export interface SmsSender {
  readonly provider: SmsConfig['provider'];
  /** Resolves once the provider accepted the message; throws SmsDeliveryError otherwise. */
  send(to: string, body: string): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError';
}

class OutboxSms implements SmsSender {
  readonly provider = 'outbox' as const;

  constructor(private readonly db: Database) {}

  async send(to: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ toNumber: to, body });
  }
}

/** https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource */
export class TwilioSms implements SmsSender {
  readonly provider = 'twilio' as const;

  constructor(private readonly deps: { config: TwilioConfig; fetchImpl?: typeof fetch }) {}

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.deps.config;
    const form = new URLSearchParams({ To: to, Body: body });
    // A messaging service id (MG…) lets Twilio pick the sender; otherwise From is a number.
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const url = `${apiUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await (this.deps.fetchImpl ?? fetch)(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`Twilio unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new SmsDeliveryError(`Twilio answered ${response.status}: ${detail.slice(0, 300)}`);
    }
  }
}

export function createSmsSender(config: SmsConfig, db: Database): SmsSender {
  if (config.provider === 'twilio' && config.twilio !== undefined) {
    return new TwilioSms({ config: config.twilio });
  }
  return new OutboxSms(db);
}

/** The newest text messages kept in the outbox, newest first (the demo's /api/dev/sms-outbox). */
export async function recentOutboxTexts(
  db: Database,
  limit: number,
): Promise<(typeof smsOutbox.$inferSelect)[]> {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)).limit(limit);
}
