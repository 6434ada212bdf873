// The one-tap links of reminder mails and pushes ("Done", "Snooze 1 day", "Unsubscribe from this
// kind"): they work without signing in, so each carries its own proof, like the signed file URLs
// (pet-files/fileUrlSigner.ts): an HMAC-SHA256 over the link's claims with REMINDER_LINK_SECRET.
// A link also expires, and works once: its random id goes into reminder_link_uses when it is used,
// in the same transaction as what it does, and a second use finds the id taken.
//   token = base64url(JSON claims) "." hex(HMAC)
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ReminderKind } from '@contract/schemas/petReminders';
import { REMINDER_KINDS } from '@contract/schemas/petReminders';
import type { ReminderLinkAction } from '@contract/schemas/reminderChannels';
import { REMINDER_LINK_ACTIONS } from '@contract/schemas/reminderChannels';
import type { Clock } from '../http/clock';

/** Long enough for a keeper back from a week away; a stolen old mail stops working. */
export const ACTION_LINK_TTL_SECONDS = 14 * 24 * 3600;
export const UNSUBSCRIBE_LINK_TTL_SECONDS = 90 * 24 * 3600;

export interface LinkClaims {
  /** Random link id: single use. */
  id: string;
  action: ReminderLinkAction;
  userId: number;
  /** done / snooze: the reminder. */
  reminderId: number | null;
  /** unsubscribe: the kind, and the channel it stops. */
  kind: ReminderKind | null;
  channel: 'email' | 'sms' | 'push' | null;
  /** Unix seconds. */
  expires: number;
}

export type LinkCheck =
  { ok: true; claims: LinkClaims } | { ok: false; reason: 'invalid' | 'expired' };

const MAX_TOKEN_LENGTH = 600;

export class ReminderLinkSigner {
  constructor(private readonly deps: { secret: string; clock: Clock }) {}

  private mac(body: string): string {
    return createHmac('sha256', this.deps.secret).update(`reminder-link\n${body}`).digest('hex');
  }

  sign(claims: Omit<LinkClaims, 'id' | 'expires'>): string {
    const ttl =
      claims.action === 'unsubscribe' ? UNSUBSCRIBE_LINK_TTL_SECONDS : ACTION_LINK_TTL_SECONDS;
    const full: LinkClaims = {
      ...claims,
      id: randomBytes(16).toString('base64url'),
      expires: Math.floor(this.deps.clock.now().getTime() / 1000) + ttl,
    };
    const body = Buffer.from(JSON.stringify(full), 'utf8').toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The claims of an authentic, unexpired token (whether it was used is the database's say). */
  verify(token: string): LinkCheck {
    if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
    const match = /^([A-Za-z0-9_-]+)\.([0-9a-f]{64})$/.exec(token);
    if (!match) return { ok: false, reason: 'invalid' };
    const [, body = '', signature = ''] = match;
    const expected = Buffer.from(this.mac(body), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      return { ok: false, reason: 'invalid' };
    }
    const claims = parseClaims(body);
    if (!claims) return { ok: false, reason: 'invalid' };
    if (claims.expires <= Math.floor(this.deps.clock.now().getTime() / 1000)) {
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, claims };
  }
}

/** Signed by us, so well-formed; still checked, since a leaked secret must not crash the server. */
function parseClaims(body: string): LinkClaims | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const c = value as Record<string, unknown>;
  const isId = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
  if (typeof c.id !== 'string' || c.id.length > 64) return null;
  if (!REMINDER_LINK_ACTIONS.includes(c.action as ReminderLinkAction)) return null;
  if (!isId(c.userId) || typeof c.expires !== 'number') return null;
  const action = c.action as ReminderLinkAction;
  if (action !== 'unsubscribe' && !isId(c.reminderId)) return null;
  if (action === 'unsubscribe') {
    if (!REMINDER_KINDS.includes(c.kind as ReminderKind)) return null;
    if (!['email', 'sms', 'push'].includes(c.channel as string)) return null;
  }
  return {
    id: c.id,
    action,
    userId: c.userId as number,
    reminderId: action === 'unsubscribe' ? null : (c.reminderId as number),
    kind: action === 'unsubscribe' ? (c.kind as ReminderKind) : null,
    channel: action === 'unsubscribe' ? (c.channel as LinkClaims['channel']) : null,
    expires: c.expires,
  };
}
