// Medication stock as the server registers it (server/src/capabilities.ts): its routes, for pet
// keepers. Its refill reminders go out through the reminder job of the pets capability, which
// sends every due reminder whoever created it.
import { requireRole } from '../auth';
import type { ServerCapability } from '../http/capability';
import { seedDemoMedications } from './demoMedications';
import { medicationRoutes } from './medicationRoutes';
import { MedicationService } from './medicationService';
import { medicationStockJapanese } from './medicationStockMessages.jp';

export const medicationStockCapability: ServerCapability = {
  name: 'medication-stock',
  paths: [
    '/api/keeper/medications/{medicationId}',
    '/api/keeper/medications/{medicationId}/refill',
    '/api/keeper/pets/{id}/medications',
  ],
  japanese: medicationStockJapanese,
  demoSeed: seedDemoMedications,
  api: async (api, { db, clock }) => {
    await api.register(medicationRoutes, {
      keeper: requireRole('pet-keeper'),
      medications: new MedicationService({ db, clock }),
    });
  },
};
