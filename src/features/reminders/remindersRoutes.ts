import { lazyScreen } from '../../app/core/lazyScreen';
import type { AppRoute } from '../../app/core/routeTypes';

/** Where reminders reach the keeper (a settings page; the reminders list is the dashboard's). */
export const REMINDERS_ROUTES: readonly AppRoute[] = [
  {
    name: 'settings-reminders',
    path: '/settings/reminders',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'reminderChannels.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-settings" */ './ReminderSettingsScreen'),
      'ReminderSettingsScreen',
    ),
  },
];
