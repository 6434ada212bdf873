import type { ThreadDetail, ThreadList } from '@contract/schemas/chat';
import type { ImageAnalysisList } from '@contract/schemas/imageAnalysis';
import type {
  PetDocument,
  PetDocumentFields,
  PetDocumentList,
} from '@contract/schemas/petDocuments';
import type { WeightEntryList } from '@contract/schemas/pets';
import type { Visit, VisitList, VisitResponse } from '@contract/schemas/petVisits';
import type {
  ClinicResponse,
  PatientList,
  PatientResponse,
  VetVisitInput,
} from '@contract/schemas/vets';
import type { HttpClient, RequestOptions, UploadOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';
import { uploadWithFields } from '../../http/uploadWithFields';

const patient = (id: string) => `vet/patients/${segment(id)}`;

/**
 * The vet area's API: every call goes out with X-Medical-Entity-ID (the HttpClient adds the active
 * role's clinic), which scopes it to the pets shared with that clinic.
 */
export function createVetApi(http: HttpClient) {
  return {
    clinic: async () => (await http.get<ClinicResponse>('vet/clinic')).data,
    patients: async (search: string, options?: RequestOptions) =>
      (
        await http.get<PatientList>('vet/patients', {
          ...options,
          query: { ...options?.query, search: search.trim() || undefined },
        })
      ).data,
    /** notify: false — a 404 (no longer shared) is shown on the page, not as a toast. */
    patient: async (id: string) =>
      (await http.get<PatientResponse>(patient(id), { notify: false })).data,
    weights: async (id: string) => (await http.get<WeightEntryList>(`${patient(id)}/weights`)).data,
    visits: async (id: string) => (await http.get<VisitList>(`${patient(id)}/visits`)).data,
    documents: async (id: string) =>
      (await http.get<PetDocumentList>(`${patient(id)}/documents`)).data,
    threads: async (id: string) => (await http.get<ThreadList>(`${patient(id)}/threads`)).data,
    thread: async (id: string, threadId: string) =>
      (await http.get<ThreadDetail>(`${patient(id)}/threads/${segment(threadId)}`)).data,
    imageAnalyses: async (id: string) =>
      (await http.get<ImageAnalysisList>(`${patient(id)}/image-analyses`)).data,
    addVisit: async (id: string, body: VetVisitInput): Promise<Visit> =>
      (await http.post<VisitResponse>(`${patient(id)}/visits`, body)).data,
    /** A result, referral or other document with its file, in one multipart request. */
    uploadDocument: (id: string, file: File, fields: PetDocumentFields, options?: UploadOptions) =>
      uploadWithFields<PetDocument>(http, `${patient(id)}/documents`, file, fields, options),
  };
}

export type VetApi = ReturnType<typeof createVetApi>;
