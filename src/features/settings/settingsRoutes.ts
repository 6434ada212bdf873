import { lazyScreen } from '../../app/core/lazyScreen';
import type { AppRoute } from '../../app/core/routeTypes';

/** The account's settings pages (the others are their features': reminders, receipts, your data…). */
export const SETTINGS_ROUTES: readonly AppRoute[] = [
  {
    name: 'settings-preferences',
    path: '/settings/preferences',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'settings.preferences.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-settings" */ './PreferencesScreen'),
      'PreferencesScreen',
    ),
  },
  {
    name: 'settings-personal-info',
    path: '/settings/personal-info',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'settings.personalInfo.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-settings" */ './PersonalInfoScreen'),
      'PersonalInfoScreen',
    ),
  },
];
