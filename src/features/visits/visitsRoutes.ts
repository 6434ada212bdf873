import type { AppRoute } from '../../app/routeTypes';
import { VisitsScreen } from './VisitsScreen';

/** Vet visits of the current pet (spec.md section 2, signed in). */
export const VISITS_ROUTES: readonly AppRoute[] = [
  {
    name: 'pet-profile-visits',
    path: '/pet-profile/visits',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'visits.heading',
    component: VisitsScreen,
  },
];
