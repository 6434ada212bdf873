// The signed-in user's notifications (features create them through app.notifications).
import type { ServerCapability } from '../http/capability';
import { notificationRoutes } from './notificationRoutes';

export const notificationsCapability: ServerCapability = {
  name: 'notifications',
  api: async (api, { notifications }) => {
    await api.register(notificationRoutes, { notifications });
  },
};
