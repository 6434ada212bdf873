import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { ReminderStore } from './ReminderStore';
import { createRemindersApi } from './remindersApi';
import { REMINDERS_ROUTES } from './remindersRoutes';

/** A pet's reminders, and the settings page of the channels they are sent through. */
export const remindersModule = defineWebFeature({
  name: 'reminders',
  routes: REMINDERS_ROUTES,
  apis: (http) => ({ reminders: createRemindersApi(http) }),
  stores: {
    reminders: {
      create: ({ root }: StoreContext): ReminderStore =>
        new ReminderStore(root.api.reminders, {
          // The dashboard shows the next reminders: they changed.
          onChange: (petId) => {
            if (root.petProfile.dashboard.key === petId) {
              void root.petProfile.loadDashboard(petId, { force: true });
            }
          },
        }),
      clear: (reminders) => reminders.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'settings',
        title: 'reminderChannels.title',
        to: '/settings/reminders/',
        icon: 'heart',
        sortWeight: 30,
      },
    ],
  },
});
