import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** A keeper's own data: the settings page, and the signed-out page after asking for deletion. */
export const KEEPER_DATA_ROUTES: readonly AppRoute[] = [
  {
    name: 'settings-your-data',
    path: '/settings/your-data',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'keeperData.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-keeper-data" */ './YourDataScreen'),
      'YourDataScreen',
    ),
  },
  {
    name: 'auth-account-deleted',
    path: '/auth/account-deleted',
    layout: 'empty',
    middleware: ['guest'],
    title: 'keeperData.scheduled.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-keeper-data" */ './AccountDeletedScreen'),
      'AccountDeletedScreen',
    ),
  },
];
