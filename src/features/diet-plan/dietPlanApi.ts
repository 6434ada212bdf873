import type { DietPlanInput, DietPlanResponse } from '@contract/schemas/petDiet';
import type { HttpClient } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** The diet and healthy plan of a pet (contract/schemas/petDiet.ts). */
export function createDietPlanApi(http: HttpClient) {
  return {
    get: async (petId: string) =>
      (await http.get<DietPlanResponse>(`keeper/pets/${segment(petId)}/diet-plan`)).data,
    save: async (petId: string, body: DietPlanInput) =>
      (await http.put<DietPlanResponse>(`keeper/pets/${segment(petId)}/diet-plan`, body)).data,
  };
}

export type DietPlanApi = ReturnType<typeof createDietPlanApi>;
