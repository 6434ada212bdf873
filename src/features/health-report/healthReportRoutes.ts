import type { AppRoute } from '../../app/routeTypes';
import { HealthReportScreen } from './HealthReportScreen';

/** The AI health report of the current pet (spec.md section 2, signed in). */
export const HEALTH_REPORT_ROUTES: readonly AppRoute[] = [
  {
    name: 'my-pets-ai-health-report',
    path: '/my-pets/ai-health-report',
    layout: 'dashboard',
    middleware: ['auth'],
    title: 'healthReport.title',
    component: HealthReportScreen,
  },
];
