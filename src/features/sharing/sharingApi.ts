import type {
  ClinicList,
  PetShare,
  PetShareInput,
  PetShareList,
  PetShareResponse,
} from '@contract/schemas/vets';
import type { HttpClient, RequestOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

const shares = (petId: string) => `keeper/pets/${segment(petId)}/shares`;

/** A keeper's sharing of a pet with clinics (vet-sharing/README.md). */
export function createSharingApi(http: HttpClient) {
  return {
    clinics: async (search: string, options?: RequestOptions) =>
      (
        await http.get<ClinicList>('clinics', {
          ...options,
          query: { ...options?.query, search: search.trim() || undefined },
        })
      ).data,
    list: async (petId: string) => (await http.get<PetShareList>(shares(petId))).data,
    /** Starts sharing with the clinic, or changes what it sees. */
    put: async (petId: string, clinicId: number, body: PetShareInput): Promise<PetShare> =>
      (await http.put<PetShareResponse>(`${shares(petId)}/${clinicId}`, body)).data,
    stop: (petId: string, clinicId: number) => http.delete<void>(`${shares(petId)}/${clinicId}`),
  };
}

export type SharingApi = ReturnType<typeof createSharingApi>;
