import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PetDashboardResponse } from '@contract/schemas/petDashboard';
import { authOf } from '../auth/requireRole';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { petDashboard, type DashboardServices } from './dashboardService';
import { rowId, keeperRoute, IdParams } from '../http/routeSchema';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_KEEPER } from '../http/routeAccess';

export interface DashboardRoutesOptions extends KeeperRouteOptions {
  services: DashboardServices;
}

export const dashboardRoutes: FastifyPluginAsyncTypebox<DashboardRoutesOptions> = async (
  api,
  { keeper, services },
) => {
  api.get(
    '/keeper/pets/:id/dashboard',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute('Everything the dashboard shows about one pet, in one call', {
        params: IdParams,
        response: { 200: PetDashboardResponse },
      }),
    },
    async (request) => ({
      data: await petDashboard(
        services,
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
      ),
    }),
  );
};
