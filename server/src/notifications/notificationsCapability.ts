// The signed-in user's notifications (features create them through app.notifications).
import type { ServerCapability } from '../http/capability';
import { notificationRoutes } from './notificationRoutes';
import { notificationsJapanese } from './notificationsMessages.jp';

export const notificationsCapability: ServerCapability = {
  name: 'notifications',
  paths: [
    '/api/notifications',
    '/api/notifications/mark-as-read',
    '/api/notifications/mark-as-read/{id}',
  ],
  japanese: notificationsJapanese,
  api: async (api, { notifications }) => {
    await api.register(notificationRoutes, { notifications });
  },
};
