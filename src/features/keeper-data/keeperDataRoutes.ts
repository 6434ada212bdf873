import type { AppRoute } from '../../app/routeTypes';
import { AccountDeletedScreen } from './AccountDeletedScreen';
import { YourDataScreen } from './YourDataScreen';

/** A keeper's own data: the settings page, and the signed-out page after asking for deletion. */
export const KEEPER_DATA_ROUTES: readonly AppRoute[] = [
  {
    name: 'settings-your-data',
    path: '/settings/your-data',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'keeperData.title',
    component: YourDataScreen,
  },
  {
    name: 'auth-account-deleted',
    path: '/auth/account-deleted',
    layout: 'empty',
    middleware: ['guest'],
    title: 'keeperData.scheduled.title',
    component: AccountDeletedScreen,
  },
];
