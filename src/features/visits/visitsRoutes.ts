import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** Vet visits of the current pet (spec.md section 2, signed in). */
export const VISITS_ROUTES: readonly AppRoute[] = [
  {
    name: 'pet-profile-visits',
    path: '/pet-profile/visits',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'visits.heading',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-visits" */ './VisitsScreen'),
      'VisitsScreen',
    ),
  },
];
