import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createKeeperDataApi } from './keeperDataApi';
import { KEEPER_DATA_ROUTES } from './keeperDataRoutes';
import { KeeperDataStore } from './KeeperDataStore';

/** The keeper's own data: the export, and deleting the account. */
export const keeperDataModule = defineWebFeature({
  name: 'keeper-data',
  routes: KEEPER_DATA_ROUTES,
  apis: (http) => ({ keeperData: createKeeperDataApi(http) }),
  stores: {
    keeperData: {
      create: ({ root }: StoreContext): KeeperDataStore => new KeeperDataStore(root.api.keeperData),
      clear: (keeperData) => keeperData.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'settings',
        title: 'keeperData.title',
        to: '/settings/your-data/',
        icon: 'lock',
        sortWeight: 70,
      },
    ],
  },
});
