import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PetDashboardResponse } from '@contract/schemas/petDashboard';
import { PET_NOT_FOUND } from '../pets';
import { petDashboard, type DashboardServices } from './dashboardService';
import { dashboardJson, JSON_CONTENT_TYPE } from './dashboardJson';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperTokenReadCallers, pathId } from '../http/rowRoutes';

export interface DashboardRoutesOptions extends KeeperRouteOptions {
  services: DashboardServices;
}

export const dashboardRoutes: FastifyPluginAsyncTypebox<DashboardRoutesOptions> = async (
  api,
  { keeper, services },
) => {
  // A row route (http/rowRoutes.ts) written out: its answer is JSON text, part of it written by
  // PostgreSQL (dashboardJson.ts), so it is sent as it is; the schema still declares it. The
  // token is checked in the dashboard's one statement: the service answers the keeper guard's 401
  // or 403 from that statement's row.
  const { guard, access, schema } = keeperTokenReadCallers(keeper);
  const { params, notFoundMessage, ref } = pathId('id', PET_NOT_FOUND);
  api.route({
    method: 'GET',
    url: '/keeper/pets/:id/dashboard',
    preValidation: guard,
    config: { notFoundMessage, access },
    schema: schema('Everything the dashboard shows about one pet, in one call', {
      params,
      response: { 200: PetDashboardResponse },
    }),
    handler: async (request, reply) => {
      const parts = await petDashboard(services, request, ref(request.params as { id: string }));
      // Compiled on first use, then remembered per route; fastify types its input as an object,
      // while a serialiser takes the value its schema describes (an array, an object).
      const json = dashboardJson(
        parts,
        (part) => reply.compileSerializationSchema(part) as (value: unknown) => string,
      );
      return reply.type(JSON_CONTENT_TYPE).send(json);
    },
  });
};
