import type { PetDashboardResponse } from '@contract/schemas/petDashboard';
import type {
  WeightEntry,
  WeightEntryInput,
  WeightEntryList,
  WeightEntryResponse,
} from '@contract/schemas/pets';
import type { HttpClient } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** The current pet at a glance (one call for /dashboard) and its weight history. */
export function createPetProfileApi(http: HttpClient) {
  return {
    dashboard: async (petId: string) =>
      (await http.get<PetDashboardResponse>(`keeper/pets/${segment(petId)}/dashboard`)).data,
    weights: async (petId: string) =>
      (await http.get<WeightEntryList>(`keeper/pets/${segment(petId)}/weights`)).data,
    addWeight: async (petId: string, body: WeightEntryInput): Promise<WeightEntry> =>
      (await http.post<WeightEntryResponse>(`keeper/pets/${segment(petId)}/weights`, body)).data,
    removeWeight: (petId: string, entryId: string) =>
      http.delete<void>(`keeper/pets/${segment(petId)}/weights/${segment(entryId)}`),
  };
}

export type PetProfileApi = ReturnType<typeof createPetProfileApi>;
