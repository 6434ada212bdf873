import { defineWebFeature } from '../../app/core/webFeature';
import { createAccountApi } from './accountApi';
import { SETTINGS_ROUTES } from './settingsRoutes';

/** The account's settings: personal information and preferences; owns the settings group. */
export const settingsModule = defineWebFeature({
  name: 'settings',
  routes: SETTINGS_ROUTES,
  apis: (http) => ({ account: createAccountApi(http) }),
  sidebar: {
    items: [
      {
        id: 'settings',
        title: 'shell.items.settings',
        activePath: '/settings',
        to: '/settings/personal-info/',
        middleware: ['isNotMobile'],
        subSidebar: 'settings',
        icon: 'settings',
        sortWeight: 60,
      },
    ],
    // Each group holds what a user looks for there: a page's app bar names the group its link
    // sits in (SidebarStore.activeItem), so the plans, the cart and the receipts are here too.
    groups: [{ id: 'settings', title: 'shell.subSidebars.settings' }],
    links: [
      {
        group: 'settings',
        title: 'settings.personalInfo.title',
        to: '/settings/personal-info/',
        icon: 'user',
        sortWeight: 10,
      },
      {
        group: 'settings',
        title: 'settings.preferences.title',
        to: '/settings/preferences/',
        icon: 'settings',
        sortWeight: 20,
      },
    ],
  },
});
