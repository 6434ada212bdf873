// The health check (GET /api/health): the load balancer's probe.
import type { ServerCapability } from '../http/capability';
import { healthRoutes } from './healthRoutes';

export const healthCapability: ServerCapability = {
  name: 'health',
  paths: ['/api/health'],
  api: async (api, { database, databaseHealth }) => {
    await api.register(healthRoutes, { driver: database.driver, health: databaseHealth });
  },
};
