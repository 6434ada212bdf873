// A pet's medication stock: list and add under the pet, change, refill and delete one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MedicationInput,
  MedicationList,
  MedicationRefill,
  MedicationResponse,
  MedicationUpdate,
} from '@contract/schemas/medicationStock';
import { authOf } from '../auth/requireRole';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_KEEPER } from '../http/routeAccess';
import { keeperRoute, rowId, RowParams } from '../http/routeSchema';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { MEDICATION_NOT_FOUND, type MedicationService } from './medicationService';

export interface MedicationRoutesOptions extends KeeperRouteOptions {
  medications: MedicationService;
}

const MedicationParams = RowParams('medicationId');

export const medicationRoutes: FastifyPluginAsyncTypebox<MedicationRoutesOptions> = async (
  api,
  { keeper, medications },
) => {
  parentRecordsRoutes(api, {
    keeper,
    path: '/keeper/pets/:id/medications',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The pet’s medication stock, fewest days of supply left first',
      response: MedicationList,
      run: (userId, petId) => medications.list(userId, petId),
    },
    create: {
      summary: 'Add a medication kept at home (counted now; a refill reminder is set)',
      body: MedicationInput,
      response: MedicationResponse,
      run: (userId, petId, body) => medications.create(userId, petId, body),
    },
  });

  recordRoutes(api, {
    keeper,
    path: '/keeper/medications/:medicationId',
    params: MedicationParams,
    notFoundMessage: MEDICATION_NOT_FOUND,
    ref: (params) => rowId(params.medicationId, MEDICATION_NOT_FOUND),
    update: {
      summary: 'Change a medication; a new stock is a new count and re-arms the refill reminder',
      body: MedicationUpdate,
      response: MedicationResponse,
      run: (userId, medicationId, body) => medications.update(userId, medicationId, body),
    },
    remove: {
      summary: 'Delete a medication and its refill reminder',
      run: (userId, medicationId) => medications.remove(userId, medicationId),
    },
  });

  api.post(
    '/keeper/medications/:medicationId/refill',
    {
      preValidation: keeper,
      config: { notFoundMessage: MEDICATION_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute('Record a refill: units added to today’s estimate, or a new count', {
        params: MedicationParams,
        body: MedicationRefill,
        response: { 200: MedicationResponse },
      }),
    },
    async (request) => ({
      data: await medications.refill(
        authOf(request).userId,
        rowId(request.params.medicationId, MEDICATION_NOT_FOUND),
        request.body,
      ),
    }),
  );
};
