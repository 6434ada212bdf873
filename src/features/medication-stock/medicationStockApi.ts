import type {
  Medication,
  MedicationInput,
  MedicationList,
  MedicationRefill,
  MedicationResponse,
  MedicationUpdate,
} from '@contract/schemas/medicationStock';
import type { HttpClient } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** A pet's medication stock (contract/schemas/medicationStock.ts). */
export function createMedicationStockApi(http: HttpClient) {
  return {
    list: async (petId: string) =>
      (await http.get<MedicationList>(`keeper/pets/${segment(petId)}/medications`)).data,
    create: async (petId: string, body: MedicationInput): Promise<Medication> =>
      (await http.post<MedicationResponse>(`keeper/pets/${segment(petId)}/medications`, body)).data,
    update: async (medicationId: string, body: MedicationUpdate): Promise<Medication> =>
      (await http.put<MedicationResponse>(`keeper/medications/${segment(medicationId)}`, body))
        .data,
    refill: async (medicationId: string, body: MedicationRefill): Promise<Medication> =>
      (
        await http.post<MedicationResponse>(
          `keeper/medications/${segment(medicationId)}/refill`,
          body,
        )
      ).data,
    remove: (medicationId: string) =>
      http.delete<void>(`keeper/medications/${segment(medicationId)}`),
  };
}

export type MedicationStockApi = ReturnType<typeof createMedicationStockApi>;
