// What a one-time reminder link does, without a sign-in: "Done" (a repeating reminder comes back,
// as in the app), "Snooze 1 day" (due again in 24 hours, so it is sent again then) and
// "Unsubscribe" (this kind stops using this channel). The link's use is stored in the same
// transaction as its effect: a second use, or two at once, finds it taken and changes nothing.
import { and, eq } from 'drizzle-orm';
import type { ReminderLinkAction } from '@contract/schemas/reminderChannels';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { HttpError, NotFoundError } from '../errors/HttpError';
import type { Clock } from '../http/clock';
import { pets } from '../pets';
import type { Language } from '@contract/preferences';
import type { LinkClaims, ReminderLinkSigner } from './reminderLinks';
import { reminderLinkUses, reminderSettings } from './reminderOutsideTables';
import { REMINDER_NOT_FOUND, type ReminderService } from './reminderService';
import { settingsOf } from './reminderSettingsService';
import { reminders } from './reminderTables';
import { kindName } from './reminderMail';

export const LINK_INVALID = 'This link is not valid.';
export const LINK_EXPIRED = 'This link has expired.';
export const LINK_USED = 'This link has already been used.';

const DAY_MS = 24 * 3600 * 1000;

export interface LinkOutcome {
  action: ReminderLinkAction;
  /** The reminder's title, or the kind's name for an unsubscribe. */
  title: string;
  /** Where the reminder is due now (snooze: the new time). */
  dueAt: Date | null;
  language: Language;
  userId: number;
}

export class ReminderLinkService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      links: ReminderLinkSigner;
      reminders: ReminderService;
    },
  ) {}

  /** The claims of a link that can still be used; a 4xx in the API's error shape otherwise. */
  async check(token: string): Promise<LinkClaims> {
    const checked = this.deps.links.verify(token);
    if (!checked.ok) {
      throw checked.reason === 'expired'
        ? new HttpError(410, LINK_EXPIRED)
        : new HttpError(403, LINK_INVALID);
    }
    const [used] = await this.deps.db
      .select({ id: reminderLinkUses.linkId })
      .from(reminderLinkUses)
      .where(eq(reminderLinkUses.linkId, checked.claims.id));
    if (used) throw new HttpError(409, LINK_USED);
    return checked.claims;
  }

  /** What the link would do (the confirmation page), without using it. */
  async preview(token: string): Promise<LinkOutcome> {
    const claims = await this.check(token);
    return this.describe(this.deps.db, claims);
  }

  private async describe(db: Database, claims: LinkClaims): Promise<LinkOutcome> {
    const [user] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user) throw new NotFoundError(REMINDER_NOT_FOUND);
    if (claims.action === 'unsubscribe') {
      return {
        action: 'unsubscribe',
        title: kindName(claims.kind ?? 'other', user.language),
        dueAt: null,
        language: user.language,
        userId: claims.userId,
      };
    }
    const [row] = await db
      .select({ title: reminders.title, dueAt: reminders.dueAt })
      .from(reminders)
      .innerJoin(pets, eq(pets.id, reminders.petId))
      .where(and(eq(reminders.id, claims.reminderId ?? 0), eq(pets.userId, claims.userId)));
    if (!row) throw new NotFoundError(REMINDER_NOT_FOUND);
    return {
      action: claims.action,
      title: row.title,
      dueAt: row.dueAt,
      language: user.language,
      userId: claims.userId,
    };
  }

  async use(token: string): Promise<LinkOutcome> {
    const claims = await this.check(token);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const taken = await tx
        .insert(reminderLinkUses)
        .values({ linkId: claims.id, usedAt: now, expiresAt: new Date(claims.expires * 1000) })
        .onConflictDoNothing()
        .returning({ id: reminderLinkUses.linkId });
      if (taken.length === 0) throw new HttpError(409, LINK_USED);
      const outcome = await this.describe(tx, claims);
      if (claims.action === 'done') {
        await this.deps.reminders.update(claims.userId, claims.reminderId ?? 0, { done: true }, tx);
      } else if (claims.action === 'snooze') {
        const dueAt = new Date(now.getTime() + DAY_MS);
        await tx
          .update(reminders)
          .set({ dueAt, notifiedAt: null, sendAfter: null, updatedAt: now })
          .where(eq(reminders.id, claims.reminderId ?? 0));
        outcome.dueAt = dueAt;
      } else {
        const current = (await settingsOf(tx, [claims.userId])).get(claims.userId);
        if (!current || !claims.kind || !claims.channel) throw new HttpError(403, LINK_INVALID);
        const channels = {
          ...current.channels,
          [claims.kind]: { ...current.channels[claims.kind], [claims.channel]: false },
        };
        await tx
          .insert(reminderSettings)
          .values({
            userId: claims.userId,
            channels,
            quietStart: current.quiet.start,
            quietEnd: current.quiet.end,
            timeZone: current.storedTimeZone,
            calendarToken: current.calendarToken,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: reminderSettings.userId,
            set: { channels, updatedAt: now },
          });
      }
      return outcome;
    });
  }
}
