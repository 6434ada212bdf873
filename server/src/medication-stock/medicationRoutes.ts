// A pet's medication stock: list and add under the pet, change, refill and delete one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MedicationInput,
  MedicationList,
  MedicationRefill,
  MedicationResponse,
  MedicationUpdate,
} from '@contract/schemas/medicationStock';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute } from '../http/rowRoutes';
import { PET_NOT_FOUND } from '../pets';
import { MEDICATION_NOT_FOUND, type MedicationService } from './medicationService';

export interface MedicationRoutesOptions extends KeeperRouteOptions {
  medications: MedicationService;
}

const medication = pathId('medicationId', MEDICATION_NOT_FOUND);

export const medicationRoutes: FastifyPluginAsyncTypebox<MedicationRoutesOptions> = async (
  api,
  { keeper, medications },
) => {
  const keepers = keeperCallers(keeper);

  parentRecordsRoutes(api, keepers, {
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

  recordRoutes(api, keepers, {
    path: '/keeper/medications/:medicationId',
    ...medication,
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

  rowRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/medications/:medicationId/refill',
    ...medication,
    summary: 'Record a refill: units added to today’s estimate, or a new count',
    body: MedicationRefill,
    response: MedicationResponse,
    run: (userId, medicationId, body) => medications.refill(userId, medicationId, body),
  });
};
