import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmergencyCardResponse } from '@contract/schemas/emergencyCard';
import { authOf } from '../auth/requireRole';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { emergencyCard, type EmergencyCardDeps } from './emergencyCardService';
import { rowId, keeperRoute, IdParams } from '../http/routeSchema';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_KEEPER } from '../http/routeAccess';

export interface EmergencyCardRoutesOptions extends KeeperRouteOptions {
  deps: EmergencyCardDeps;
}

export const emergencyCardRoutes: FastifyPluginAsyncTypebox<EmergencyCardRoutesOptions> = async (
  api,
  { keeper, deps },
) => {
  api.get(
    '/keeper/pets/:id/emergency-card',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute(
        'The pet’s emergency card: the pet, the clinic to call and the keeper’s contact',
        { params: IdParams, response: { 200: EmergencyCardResponse } },
      ),
    },
    // Answered no-store like every signed-in answer (http/cacheControl): the app's service
    // worker keeps its own copy, per signed-in user, and drops it at sign-out.
    async (request) => ({
      data: await emergencyCard(
        deps,
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
      ),
    }),
  );
};
