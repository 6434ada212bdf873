import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PetDashboardResponse } from '@contract/schemas/petDashboard';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { petDashboard, type DashboardServices } from './dashboardService';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperTokenReadCallers, pathId, rowRoute } from '../http/rowRoutes';

export interface DashboardRoutesOptions extends KeeperRouteOptions {
  services: DashboardServices;
}

export const dashboardRoutes: FastifyPluginAsyncTypebox<DashboardRoutesOptions> = async (
  api,
  { keeper, services },
) => {
  // The token is checked in the dashboard's one statement: the service answers the keeper
  // guard's 401 or 403 from that statement's row.
  rowRoute(api, keeperTokenReadCallers(keeper), {
    method: 'GET',
    path: '/keeper/pets/:id/dashboard',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'Everything the dashboard shows about one pet, in one call',
    response: PetDashboardResponse,
    run: (request, petId) => petDashboard(services, request, petId),
  });
};
