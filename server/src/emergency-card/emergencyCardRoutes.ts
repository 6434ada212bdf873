import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmergencyCardResponse } from '@contract/schemas/emergencyCard';
import { PET_NOT_FOUND } from '../pets';
import { emergencyCard, type EmergencyCardDeps } from './emergencyCardService';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute } from '../http/rowRoutes';

export interface EmergencyCardRoutesOptions extends KeeperRouteOptions {
  deps: EmergencyCardDeps;
}

export const emergencyCardRoutes: FastifyPluginAsyncTypebox<EmergencyCardRoutesOptions> = async (
  api,
  { keeper, deps },
) => {
  rowRoute(api, keeperCallers(keeper), {
    method: 'GET',
    path: '/keeper/pets/:id/emergency-card',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'The pet’s emergency card: the pet, the clinic to call and the keeper’s contact',
    response: EmergencyCardResponse,
    // Answered no-store like every signed-in answer (http/cacheControl): the app's service
    // worker keeps its own copy, per signed-in user, and drops it at sign-out.
    run: (userId, petId) => emergencyCard(deps, userId, petId),
  });
};
