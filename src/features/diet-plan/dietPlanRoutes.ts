import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** The current pet's diet and healthy plan (spec.md section 2, signed in). */
export const DIET_PLAN_ROUTES: readonly AppRoute[] = [
  {
    name: 'diet-and-healthy-plan',
    path: '/diet-and-healthy-plan',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'diet.heading',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-diet-plan" */ './DietPlanScreen'),
      'DietPlanScreen',
    ),
  },
];
