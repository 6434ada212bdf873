import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PetDashboardResponse } from '@contract/schemas/petDashboard';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { petDashboard, type DashboardServices } from './dashboardService';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute } from '../http/rowRoutes';

export interface DashboardRoutesOptions extends KeeperRouteOptions {
  services: DashboardServices;
}

export const dashboardRoutes: FastifyPluginAsyncTypebox<DashboardRoutesOptions> = async (
  api,
  { keeper, services },
) => {
  rowRoute(api, keeperCallers(keeper), {
    method: 'GET',
    path: '/keeper/pets/:id/dashboard',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'Everything the dashboard shows about one pet, in one call',
    response: PetDashboardResponse,
    run: (userId, petId) => petDashboard(services, userId, petId),
  });
};
