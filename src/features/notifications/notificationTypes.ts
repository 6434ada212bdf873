// A notification of the signed-in user as the site holds it: the contract's Notification, read
// leniently. Realtime payloads may come from the original Laravel API, which puts the data at the
// top level and may leave fields out, so every field but the id is optional here and
// parseNotification reads each one defensively.
import type {
  Notification,
  NotificationData as ApiNotificationData,
  NotificationList as ApiNotificationList,
} from '@contract/schemas/notifications';

/** What a notification says, written in the user's language when it was created. */
export type NotificationData = Partial<ApiNotificationData> & { [key: string]: unknown };

export type AppNotification = Pick<Notification, 'id'> &
  Partial<Omit<Notification, 'id' | 'data'>> & { data?: NotificationData };

export interface NotificationList {
  data: AppNotification[];
  /** The API counts every unread one, beyond the 50 it lists. */
  meta?: Partial<ApiNotificationList['meta']>;
}
