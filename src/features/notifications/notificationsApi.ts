import type { HttpClient, RequestOptions } from '../../api/httpClient';
import type { AppNotification } from './notificationTypes';

export function createNotificationsApi(http: HttpClient) {
  return {
    list: async (options?: RequestOptions) =>
      (await http.get<{ data: AppNotification[] }>('notifications', options)).data,
    markAllAsRead: () => http.put<void>('notifications/mark-as-read'),
    markAsRead: (id: string) =>
      http.put<void>(`notifications/mark-as-read/${encodeURIComponent(id)}`),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
