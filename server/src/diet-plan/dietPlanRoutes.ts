// The diet and healthy plan of a pet: saved inputs and the figures computed from its latest weight.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DietPlanInput, DietPlanResponse } from '@contract/schemas/petDiet';
import { authOf } from '../auth/requireRole';
import { PET_NOT_FOUND } from '../pets/petAccess';
import type { DietPlanService } from './dietPlanService';
import { rowId, keeperRoute, IdParams } from '../http/routeSchema';
import { type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_KEEPER } from '../http/routeAccess';

export interface DietPlanRoutesOptions extends KeeperRouteOptions {
  diet: DietPlanService;
}

export const dietPlanRoutes: FastifyPluginAsyncTypebox<DietPlanRoutesOptions> = async (
  api,
  { keeper, diet },
) => {
  api.get(
    '/keeper/pets/:id/diet-plan',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute('The pet’s diet plan (defaults until saved), from its latest weight', {
        params: IdParams,
        response: { 200: DietPlanResponse },
      }),
    },
    async (request) => ({
      data: await diet.get(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.put(
    '/keeper/pets/:id/diet-plan',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute('Save diet plan inputs (any of them; the rest keep their value)', {
        params: IdParams,
        body: DietPlanInput,
        response: { 200: DietPlanResponse },
      }),
    },
    async (request) => ({
      data: await diet.put(
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
        request.body,
      ),
    }),
  );
};
