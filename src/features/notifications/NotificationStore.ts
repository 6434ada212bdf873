import { makeAutoObservable, runInAction } from 'mobx';
import type { NotificationsApi } from './notificationsApi';
import type { AppNotification } from './notificationTypes';

const isUnread = (notification: AppNotification | undefined): boolean =>
  notification !== undefined && !notification.read_at;

export type ArrivalListener = (notification: AppNotification) => void;

/** The signed-in user's notifications, newest first (spec.md section 4). */
export class NotificationStore {
  items: AppNotification[] = [];
  /**
   * Unread notifications of the user, counted by the API (which lists only the newest 50) and
   * kept up to date here as notifications arrive and are read.
   */
  unreadCount = 0;
  /** A list was fetched for the signed-in user since the last clear. */
  loaded = false;
  private pending: Promise<void> | null = null;
  private readonly arrivalListeners = new Set<ArrivalListener>();

  constructor(private readonly api: NotificationsApi) {
    makeAutoObservable<NotificationStore, 'api' | 'pending' | 'arrivalListeners'>(this, {
      api: false,
      pending: false,
      arrivalListeners: false,
    });
  }

  /**
   * Hears each unread notification that arrives while the app is open: in real time, or found by
   * a catch-up fetch after the first list (the first list itself is not news). Returns what
   * stops listening.
   */
  onArrival(listener: ArrivalListener): () => void {
    this.arrivalListeners.add(listener);
    return () => this.arrivalListeners.delete(listener);
  }

  /** A new notification goes to the front; one already held moves there, updated. */
  add(notification: AppNotification): void {
    const held = this.items.find((n) => n.id === notification.id);
    this.unreadCount = Math.max(
      0,
      this.unreadCount - Number(isUnread(held)) + Number(isUnread(notification)),
    );
    this.items = [notification, ...this.items.filter((n) => n.id !== notification.id)];
    if (!held && isUnread(notification)) this.announce([notification]);
  }

  remove(id: string): void {
    if (isUnread(this.items.find((n) => n.id === id)))
      this.unreadCount = Math.max(0, this.unreadCount - 1);
    this.items = this.items.filter((n) => n.id !== id);
  }

  clear(): void {
    this.items = [];
    this.unreadCount = 0;
    this.loaded = false;
  }

  /**
   * Loads the list in the background of a page load. A failure keeps what is held: the list is
   * a convenience, and the page the user opened must not fail or toast because of it. Callers
   * at the same moment (page load, sign-in) share one request.
   */
  fetch(): Promise<void> {
    this.pending ??= this.refresh().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Always asks the API again: after a reconnection, what was sent meanwhile must come in. */
  async refresh(): Promise<void> {
    const heldBefore = new Set(this.items.map((n) => n.id));
    const loadedBefore = this.loaded;
    try {
      const list = await this.api.list({ notify: false });
      const news = loadedBefore
        ? list.data.filter((n) => isUnread(n) && !heldBefore.has(n.id) && !this.isHeld(n.id))
        : [];
      runInAction(() => {
        // A notification that arrived in real time while the list was on its way stays at the
        // front: the list may have been read before it was created.
        const listed = new Set(list.data.map((n) => n.id));
        const arrived = this.items.filter((n) => !heldBefore.has(n.id) && !listed.has(n.id));
        this.items = [...arrived, ...list.data];
        this.unreadCount =
          (list.meta?.unread_count ?? list.data.filter((n) => isUnread(n)).length) +
          arrived.filter((n) => isUnread(n)).length;
        this.loaded = true;
      });
      this.announce(news);
    } catch {
      // Kept as is; the next page load tries again.
    }
  }

  private isHeld(id: string): boolean {
    return this.items.some((n) => n.id === id);
  }

  private announce(notifications: readonly AppNotification[]): void {
    for (const notification of notifications) {
      for (const listener of this.arrivalListeners) listener(notification);
    }
  }

  /**
   * Marks one read at once (the user opened it) and tells the API; if the API refuses, the
   * notification is unread again (the HTTP client shows the error).
   */
  async markAsRead(id: string): Promise<void> {
    const held = this.items.find((n) => n.id === id);
    if (!held || !isUnread(held)) return;
    this.setReadAt(id, new Date().toISOString());
    this.unreadCount = Math.max(0, this.unreadCount - 1);
    try {
      const updated = await this.api.markAsRead(id);
      runInAction(() => {
        this.items = this.items.map((n) => (n.id === id ? { ...n, ...updated } : n));
      });
    } catch {
      runInAction(() => {
        if (this.items.some((n) => n.id === id && !isUnread(n))) {
          this.setReadAt(id, null);
          this.unreadCount += 1;
        }
      });
    }
  }

  /** Marks every unread one read at once; on an API error they are unread again. */
  async markAllAsRead(): Promise<void> {
    const previousCount = this.unreadCount;
    const unreadIds = new Set(this.items.filter((n) => isUnread(n)).map((n) => n.id));
    if (previousCount === 0 && unreadIds.size === 0) return;
    const now = new Date().toISOString();
    this.items = this.items.map((n) => (unreadIds.has(n.id) ? { ...n, read_at: now } : n));
    this.unreadCount = 0;
    try {
      await this.api.markAllAsRead();
    } catch {
      runInAction(() => {
        // Only what this call marked goes back; what arrived meanwhile stays as it is.
        this.items = this.items.map((n) =>
          unreadIds.has(n.id) && n.read_at === now ? { ...n, read_at: null } : n,
        );
        this.unreadCount += previousCount;
      });
    }
  }

  private setReadAt(id: string, readAt: string | null): void {
    this.items = this.items.map((n) => (n.id === id ? { ...n, read_at: readAt } : n));
  }
}
