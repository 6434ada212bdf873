import type { HttpClient, RequestOptions } from '../../http/httpClient';
import type { AppNotification, NotificationList } from './notificationTypes';

export function createNotificationsApi(http: HttpClient) {
  return {
    list: (options?: RequestOptions) => http.get<NotificationList>('notifications', options),
    markAllAsRead: () => http.put<void>('notifications/mark-as-read'),
    markAsRead: async (id: string) =>
      (
        await http.put<{ data: AppNotification }>(
          `notifications/mark-as-read/${encodeURIComponent(id)}`,
        )
      ).data,
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
