/** What a notification says, written in the user's language when it was created. */
export interface NotificationData {
  title?: string;
  body?: string;
  /** A path on this site (or an absolute URL) the notification leads to. */
  action_url?: string | null;
  [key: string]: unknown;
}

/**
 * A notification of the signed-in user (the realtime contract's Notification; spec.md names
 * only the id, the rest follows Laravel's database notifications).
 */
export interface AppNotification {
  id: string;
  type?: string;
  data?: NotificationData;
  read_at?: string | null;
  created_at?: string;
}

export interface NotificationList {
  data: AppNotification[];
  /** The API counts every unread one, beyond the 50 it lists. */
  meta?: { unread_count?: number };
}
