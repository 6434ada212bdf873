import { defineWebFeature, type StoreContext } from '../../app/core/webFeature';
import { createMedicationStockApi } from './medicationStockApi';
import { MEDICATION_STOCK_ROUTES } from './medicationStockRoutes';
import { MedicationStore } from './MedicationStore';

/** The pet's medications kept at home: days of supply left, refills. */
export const medicationStockModule = defineWebFeature({
  name: 'medication-stock',
  routes: MEDICATION_STOCK_ROUTES,
  apis: (http) => ({ medicationStock: createMedicationStockApi(http) }),
  stores: {
    medicationStock: {
      create: ({ root }: StoreContext): MedicationStore =>
        new MedicationStore(root.api.medicationStock),
      clear: (medications) => medications.clear(),
    },
  },
  sidebar: {
    links: [
      {
        group: 'petProfile',
        title: 'medicationStock.title',
        to: '/pet-profile/medications/',
        icon: 'clock',
        sortWeight: 35,
      },
    ],
  },
});
