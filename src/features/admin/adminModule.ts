import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createAdminApi } from './adminApi';
import { ADMIN_ROUTES } from './adminRoutes';
import { ADMIN_SECTIONS } from './adminSections';
import { AdminStore } from './AdminStore';

/** The admin console: for the admin and super-admin roles, on phones too. */
export const adminModule = defineWebFeature({
  name: 'admin',
  routes: ADMIN_ROUTES,
  apis: (http) => ({ admin: createAdminApi(http) }),
  stores: {
    admin: {
      // Listens on the realtime client, so it comes after the realtime feature in the registry.
      create: ({ root }: StoreContext): AdminStore => new AdminStore(root.api.admin, root.realtime),
      clear: (admin) => admin.clear(),
    },
  },
  sidebar: {
    items: [
      {
        id: 'admin',
        title: 'admin.nav.title',
        activePath: '/admin',
        to: '/admin/',
        middleware: ['auth', 'isAdmin'],
        subSidebar: 'admin',
        icon: 'shield',
        sortWeight: 80,
      },
    ],
    groups: [{ id: 'admin', title: 'admin.nav.title' }],
    // The console's pages in menu order (its overview lists the same).
    links: ADMIN_SECTIONS.map((section, index) => ({
      group: 'admin',
      ...section,
      sortWeight: (index + 1) * 10,
    })),
  },
});
