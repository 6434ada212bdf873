import type {
  Visit,
  VisitInput,
  VisitList,
  VisitResponse,
  VisitUpdate,
} from '@contract/schemas/petVisits';
import type { HttpClient, UploadOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

/** Vet visits of a pet and the files from them (contract/schemas/petVisits.ts). */
export function createVisitsApi(http: HttpClient) {
  const visitPath = (petId: string, visitId: string) =>
    `keeper/pets/${segment(petId)}/visits/${segment(visitId)}`;
  return {
    list: async (petId: string) =>
      (await http.get<VisitList>(`keeper/pets/${segment(petId)}/visits`)).data,
    create: async (petId: string, body: VisitInput): Promise<Visit> =>
      (await http.post<VisitResponse>(`keeper/pets/${segment(petId)}/visits`, body)).data,
    update: async (petId: string, visitId: string, body: VisitUpdate): Promise<Visit> =>
      (await http.put<VisitResponse>(visitPath(petId, visitId), body)).data,
    remove: (petId: string, visitId: string) => http.delete<void>(visitPath(petId, visitId)),
    /** One file per request (policy document), with progress and cancel. */
    attach: async (
      petId: string,
      visitId: string,
      file: File,
      options?: UploadOptions,
    ): Promise<Visit> => {
      const form = new FormData();
      form.append('file', file);
      return (
        await http.upload<VisitResponse>(`${visitPath(petId, visitId)}/attachments`, form, options)
      ).data;
    },
    detach: async (petId: string, visitId: string, fileId: string): Promise<Visit> =>
      (
        await http.delete<VisitResponse>(
          `${visitPath(petId, visitId)}/attachments/${segment(fileId)}`,
        )
      ).data,
  };
}

export type VisitsApi = ReturnType<typeof createVisitsApi>;
