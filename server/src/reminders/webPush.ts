// Web Push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291) through the
// `web-push` library. The VAPID key pair is made at first start and kept in web_push_keys, so
// every instance signs with the same key and browsers' subscriptions stay valid across restarts.
import type { Agent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../db/openDatabase';
import { pushSubscriptions, webPushKeys } from './reminderOutsideTables';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The stored pair, or a new one stored now (two instances starting at once agree on the first). */
export async function loadVapidKeys(db: Database): Promise<VapidKeys> {
  const [stored] = await db.select().from(webPushKeys).where(eq(webPushKeys.id, 1));
  if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insert(webPushKeys)
    .values({ id: 1, ...fresh })
    .onConflictDoNothing();
  const [kept] = await db.select().from(webPushKeys).where(eq(webPushKeys.id, 1));
  if (!kept) throw new Error('web push keys were not stored');
  return { publicKey: kept.publicKey, privateKey: kept.privateKey };
}

/** What the service worker's push handler shows (static/sw.js). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  actions: { action: 'done' | 'snooze'; title: string; url: string }[];
}

export interface PushOutcome {
  sent: number;
  /** Subscriptions the push service says are gone (404/410): deleted. */
  gone: number;
  failed: number;
  detail: string | null;
}

export class WebPushSender {
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly deps: {
      db: Database;
      /** `mailto:` or `https:` contact the push services may use (VAPID `sub`). */
      subject: string;
      /** TLS settings of the requests (tests trust their local push service's certificate). */
      agent?: Agent | undefined;
    },
  ) {}

  publicKey(): Promise<string> {
    return this.vapid().then((keys) => keys.publicKey);
  }

  private vapid(): Promise<VapidKeys> {
    this.keys ??= loadVapidKeys(this.deps.db).catch((error: unknown) => {
      this.keys = null;
      throw error;
    });
    return this.keys;
  }

  async sendToUser(userId: number, payload: PushPayload): Promise<PushOutcome> {
    const subscriptions = await this.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const outcome: PushOutcome = { sent: 0, gone: 0, failed: 0, detail: null };
    if (subscriptions.length === 0) return outcome;
    const keys = await this.vapid();
    const body = JSON.stringify(payload);
    for (const subscription of subscriptions) {
      try {
        await webpush.sendNotification(
          {
            endpoint: subscription.endpoint,
            keys: { p256dh: subscription.p256dh, auth: subscription.auth },
          },
          body,
          {
            vapidDetails: { subject: this.deps.subject, ...keys },
            TTL: 24 * 3600,
            contentEncoding: 'aes128gcm',
            timeout: 10_000,
            ...(this.deps.agent ? { agent: this.deps.agent } : {}),
          },
        );
        outcome.sent += 1;
      } catch (error: unknown) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          outcome.gone += 1;
          await this.deps.db
            .delete(pushSubscriptions)
            .where(eq(pushSubscriptions.id, subscription.id));
        } else {
          outcome.failed += 1;
          outcome.detail =
            status === undefined ? 'push service unreachable' : `push service ${status}`;
        }
      }
    }
    return outcome;
  }
}
