import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { PetDashboardResponse } from '@contract/schemas/petDashboard';
import { tokenInRead } from '../auth/requireRole';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { petDashboard, type DashboardServices } from './dashboardService';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute } from '../http/rowRoutes';
import { isRowIdText } from '../http/routeSchema';

export interface DashboardRoutesOptions extends KeeperRouteOptions {
  services: DashboardServices;
}

export const dashboardRoutes: FastifyPluginAsyncTypebox<DashboardRoutesOptions> = async (
  api,
  { keeper, services },
) => {
  // The keeper's guard, with the token checked in the dashboard's one statement (tokenInRead):
  // the service answers the guard's 401 or 403 from that statement's row.
  const callers = {
    ...keeperCallers(keeper),
    guard: tokenInRead(keeper, (request) => isRowIdText((request.params as { id?: unknown }).id)),
    callerOf: (request: FastifyRequest) => request,
  };
  rowRoute(api, callers, {
    method: 'GET',
    path: '/keeper/pets/:id/dashboard',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'Everything the dashboard shows about one pet, in one call',
    response: PetDashboardResponse,
    run: (request, petId) => petDashboard(services, request, petId),
  });
};
