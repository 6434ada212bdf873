// The diet and healthy plan of a pet: saved inputs and the figures computed from its latest weight.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DietPlanInput, DietPlanResponse } from '@contract/schemas/petDiet';
import { PET_NOT_FOUND } from '../pets';
import type { DietPlanService } from './dietPlanService';
import { recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId } from '../http/rowRoutes';

export interface DietPlanRoutesOptions extends KeeperRouteOptions {
  diet: DietPlanService;
}

export const dietPlanRoutes: FastifyPluginAsyncTypebox<DietPlanRoutesOptions> = async (
  api,
  { keeper, diet },
) => {
  // The plan is one per pet: it is read and saved at the pet's path, with the pet's 404.
  recordRoutes(api, keeperCallers(keeper), {
    path: '/keeper/pets/:id/diet-plan',
    ...pathId('id', PET_NOT_FOUND),
    show: {
      summary: 'The pet’s diet plan (defaults until saved), from its latest weight',
      response: DietPlanResponse,
      run: (userId, petId) => diet.get(userId, petId),
    },
    update: {
      summary: 'Save diet plan inputs (any of them; the rest keep their value)',
      body: DietPlanInput,
      response: DietPlanResponse,
      run: (userId, petId, body) => diet.put(userId, petId, body),
    },
  });
};
