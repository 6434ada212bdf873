import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { NotificationStore } from './NotificationStore';
import { createNotificationsApi } from './notificationsApi';

/** The bell: the user's notifications. */
export const notificationsModule = defineWebFeature({
  name: 'notifications',
  apis: (http) => ({ notifications: createNotificationsApi(http) }),
  stores: {
    notifications: {
      create: ({ root }: StoreContext): NotificationStore =>
        new NotificationStore(root.api.notifications),
      clear: (notifications) => notifications.clear(),
    },
  },
});
