import type {
  PetDocument,
  PetDocumentFields,
  PetDocumentList,
  PetDocumentResponse,
  PetDocumentUpdate,
} from '@contract/schemas/petDocuments';
import type { HttpClient, UploadOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';
import { uploadWithFields } from '../../http/uploadWithFields';

/** Lab results and referral letters (contract/schemas/petDocuments.ts). */
export function createDocumentsApi(http: HttpClient) {
  return {
    list: async (petId: string) =>
      (await http.get<PetDocumentList>(`keeper/pets/${segment(petId)}/documents`)).data,
    /** The file (PDF or image) with its kind, title, date and notes, in one multipart request. */
    upload: (petId: string, file: File, fields: PetDocumentFields, options?: UploadOptions) =>
      uploadWithFields<PetDocument>(
        http,
        `keeper/pets/${segment(petId)}/documents`,
        file,
        fields,
        options,
      ),
    update: async (documentId: string, body: PetDocumentUpdate): Promise<PetDocument> =>
      (await http.put<PetDocumentResponse>(`keeper/documents/${segment(documentId)}`, body)).data,
    remove: (documentId: string) => http.delete<void>(`keeper/documents/${segment(documentId)}`),
  };
}

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
