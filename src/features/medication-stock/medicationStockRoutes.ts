import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** The current pet's medication stock (signed in; in the pet's sub-sidebar). */
export const MEDICATION_STOCK_ROUTES: readonly AppRoute[] = [
  {
    name: 'pet-profile-medications',
    path: '/pet-profile/medications',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'medicationStock.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-medication-stock" */ './MedicationStockScreen'),
      'MedicationStockScreen',
    ),
  },
];
