import type { AppRoute } from '../../app/core/routeTypes';
import { lazyScreen } from '../../app/core/lazyScreen';

/** The AI health report of the current pet (spec.md section 2, signed in). */
export const HEALTH_REPORT_ROUTES: readonly AppRoute[] = [
  {
    name: 'my-pets-ai-health-report',
    path: '/my-pets/ai-health-report',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'healthReport.title',
    component: lazyScreen(
      () => import(/* webpackChunkName: "app-health-report" */ './HealthReportScreen'),
      'HealthReportScreen',
    ),
  },
];
