import type { Pet, PetInput, PetList, PetResponse, PetUpdate } from '@contract/schemas/pets';
import type { HttpClient, RequestOptions, UploadOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** The signed-in keeper's pets (contract/schemas/pets.ts). */
export function createPetsApi(http: HttpClient) {
  return {
    list: async (options?: RequestOptions) =>
      (await http.get<PetList>('keeper/pets', options)).data,
    get: async (id: string, options?: RequestOptions) =>
      (await http.get<PetResponse>(`keeper/pets/${segment(id)}`, options)).data,
    create: async (body: PetInput, options?: RequestOptions): Promise<Pet> =>
      (await http.post<PetResponse>('keeper/pets', body, options)).data,
    update: async (id: string, body: PetUpdate): Promise<Pet> =>
      (await http.put<PetResponse>(`keeper/pets/${segment(id)}`, body)).data,
    remove: (id: string) => http.delete<void>(`keeper/pets/${segment(id)}`),
    /** The profile photo (policy petPhoto), with progress and cancel. */
    uploadPhoto: async (id: string, file: File, options?: UploadOptions): Promise<Pet> => {
      const form = new FormData();
      form.append('file', file);
      return (await http.upload<PetResponse>(`keeper/pets/${segment(id)}/photo`, form, options))
        .data;
    },
    removePhoto: async (id: string): Promise<Pet> =>
      (await http.delete<PetResponse>(`keeper/pets/${segment(id)}/photo`)).data,
  };
}

export type PetsApi = ReturnType<typeof createPetsApi>;
