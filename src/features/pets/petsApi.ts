import type { Pet } from '@contract/schemas/pets';
import type { HttpClient, RequestOptions } from '../../api/httpClient';

export function createPetsApi(http: HttpClient) {
  return {
    /** The signed-in keeper's pets. */
    list: async (options?: RequestOptions) =>
      (await http.get<{ data: Pet[] }>('keeper/pets', options)).data,
  };
}

export type PetsApi = ReturnType<typeof createPetsApi>;
