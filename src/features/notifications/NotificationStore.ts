import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationsApi } from './notificationsApi';
import type { AppNotification } from './notificationTypes';

/** The signed-in user's notifications, newest first (spec.md section 4). */
export class NotificationStore {
  items: AppNotification[] = [];

  constructor(private readonly api: NotificationsApi) {
    makeAutoObservable<NotificationStore, 'api'>(this, { api: false });
  }

  /** A new notification goes to the front; one already held moves there, updated. */
  add(notification: AppNotification): void {
    this.items = [notification, ...this.items.filter((n) => n.id !== notification.id)];
  }

  remove(id: string): void {
    this.items = this.items.filter((n) => n.id !== id);
  }

  clear(): void {
    this.items = [];
  }

  /**
   * Loads the list in the background of a page load. A failure keeps what is held: the list is
   * a convenience, and the page the user opened must not fail or toast because of it.
   */
  async fetch(): Promise<void> {
    try {
      const list = await this.api.list({ notify: false });
      runInAction(() => {
        this.items = list;
      });
    } catch {
      // Kept as is; the next page load tries again.
    }
  }
}
