import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PetDashboardResponse } from '@contract/schemas/petDashboard';
import { PET_NOT_FOUND } from '../pets';
import { type DashboardServices } from './dashboardService';
import { dashboardAnswer } from './dashboardAnswer';
import { AnswerCache, sendJsonText } from '../http/answerCache';
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
  // This instance's answers; each is checked against the pet's data version before it is served.
  const cache = new AnswerCache();
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
      // Serialisers compiled on first use, then remembered per route; fastify types their input as
      // an object, while a serialiser takes the value its schema describes (an array, an object).
      const json = await dashboardAnswer(
        services,
        cache,
        request,
        ref(request.params as { id: string }),
        (part) => reply.compileSerializationSchema(part) as (value: unknown) => string,
      );
      return sendJsonText(reply, json);
    },
  });
};
