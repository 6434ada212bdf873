import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** Sharing the current pet with clinics: a page of the pet profile. */
export const SHARING_ROUTES: readonly AppRoute[] = [
  {
    name: 'pet-sharing',
    path: '/pet-profile/sharing',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'vets.sharing.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-sharing" */ './SharingScreen'),
      'SharingScreen',
    ),
  },
];
