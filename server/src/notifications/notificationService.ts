// Stores notifications and broadcasts each new one on its user's private channel, where
// laravel-echo's `.notification()` hears it. Other features create theirs with
// `notifications.createNotification(userId, type, data)`.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationData } from '@contract/schemas/notifications';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { preparedPerDatabase } from '../db/preparedQuery';
import { authTokens, notifications, users } from '../db/schema';
import {
  type TokenCheck,
  tokenOwnerColumns,
  type TokenOwnerRow,
  tokenParams,
  validTokenSql,
} from '../auth';
import type { Broadcaster } from '../realtime/broadcaster';
import { userChannel } from '../realtime/channelNames';

/** The event laravel-echo's `.notification()` listens to. */
export const NOTIFICATION_CREATED_EVENT =
  'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
/** GET notifications shows the newest this many. */
export const NOTIFICATION_PAGE_SIZE = 50;

type Row = typeof notifications.$inferSelect;

export function notificationView(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    read_at: row.readAt === null ? null : row.readAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * GET notifications: asked on every page load of a signed-in user, so prepared; the caller's
 * token is checked in the same statement (the route's guard is `tokenInRead`), each row with the
 * token's owner for `authenticateFrom`. No row: an invalid token, or no notification.
 */
const newestNotificationsOfToken = preparedPerDatabase((db) => {
  const unread = db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, authTokens.userId), isNull(notifications.readAt)));
  return db
    .select({
      row: notifications,
      unread: sql<number>`(${unread})`.mapWith(Number),
      owner: tokenOwnerColumns(),
    })
    .from(notifications)
    .innerJoin(authTokens, eq(authTokens.userId, notifications.userId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(validTokenSql(db))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_PAGE_SIZE)
    .prepare('newest_notifications_of_token');
});

export class NotificationService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      broadcaster: Pick<Broadcaster, 'trigger'>;
    },
  ) {}

  /**
   * Stores the notification, then broadcasts it. The broadcast is not awaited: the row is the
   * truth, and a client that missed it live fetches it with GET notifications.
   */
  async createNotification(
    userId: number,
    type: string,
    data: NotificationData,
    db: Database = this.deps.db,
  ): Promise<Notification> {
    const [row] = await db
      .insert(notifications)
      .values({ userId, type, data, createdAt: this.deps.clock.now() })
      .returning();
    if (!row) throw new Error('notification insert returned nothing');
    const [owner] = await db
      .select({ publicId: users.publicId })
      .from(users)
      .where(eq(users.id, userId));
    const notification = notificationView(row);
    if (owner) {
      void this.deps.broadcaster.trigger(
        userChannel(owner.publicId),
        NOTIFICATION_CREATED_EVENT,
        notification,
      );
    }
    return notification;
  }

  /** The newest notifications with the unread count beside each row: one round trip. */
  /**
   * The newest notifications of the token's owner and their unread count, with the owner the
   * statement found for the token (undefined without a row: an invalid token, or none at all —
   * then no unread one either).
   */
  async listOfTokenOwner(check: TokenCheck): Promise<{
    owner: TokenOwnerRow | undefined;
    data: Notification[];
    unreadCount: number;
  }> {
    const rows = await newestNotificationsOfToken(this.deps.db).execute(tokenParams(check));
    return {
      owner: rows[0]?.owner,
      data: rows.map(({ row }) => notificationView(row)),
      unreadCount: rows[0]?.unread ?? 0,
    };
  }

  async markAllRead(userId: number): Promise<void> {
    await this.deps.db
      .update(notifications)
      .set({ readAt: this.deps.clock.now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  }

  /** Marks one of the user's notifications read (keeps the first read time); undefined if none. */
  async markRead(userId: number, id: string): Promise<Notification | undefined> {
    const mine = and(eq(notifications.id, id), eq(notifications.userId, userId));
    await this.deps.db
      .update(notifications)
      .set({ readAt: this.deps.clock.now() })
      .where(and(mine, isNull(notifications.readAt)));
    const [row] = await this.deps.db.select().from(notifications).where(mine);
    return row === undefined ? undefined : notificationView(row);
  }
}
