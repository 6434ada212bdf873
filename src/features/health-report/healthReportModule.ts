import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createHealthReportApi } from './healthReportApi';
import { HEALTH_REPORT_ROUTES } from './healthReportRoutes';
import { HealthReportStore } from './HealthReportStore';

const REPORT_LINK = {
  title: 'shell.links.aiHealthReport',
  to: '/my-pets/ai-health-report/',
  icon: 'file-text',
} as const;

/** The AI health report of a pet. */
export const healthReportModule = defineWebFeature({
  name: 'health-report',
  routes: HEALTH_REPORT_ROUTES,
  apis: (http) => ({ healthReport: createHealthReportApi(http) }),
  stores: {
    healthReports: {
      create: ({ root }: StoreContext): HealthReportStore =>
        new HealthReportStore(root.api.healthReport),
      clear: (healthReports) => healthReports.clear(),
    },
  },
  sidebar: {
    links: [
      { group: 'aiAssistance', ...REPORT_LINK, sortWeight: 30 },
      // Also with the analyses: the report draws on them, and that group shows without the chat.
      { group: 'imageAnalysis', ...REPORT_LINK, sortWeight: 20 },
    ],
  },
});
