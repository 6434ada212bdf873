// Results and referrals: documents of a pet, uploaded with their kind, title and date.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PetDocumentFields,
  PetDocumentList,
  PetDocumentResponse,
  PetDocumentUpdate,
} from '@contract/schemas/petDocuments';
import type { PetFileService } from '../pet-files';
import { PET_NOT_FOUND, type PetService } from '../pets';
import { DOCUMENT_NOT_FOUND, type DocumentService } from './documentService';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowUploadRoute } from '../http/rowRoutes';

export interface DocumentRoutesOptions extends KeeperRouteOptions {
  documents: DocumentService;
  pets: PetService;
  files: PetFileService;
  uploadTempDir?: string;
}

export const documentRoutes: FastifyPluginAsyncTypebox<DocumentRoutesOptions> = async (
  api,
  { keeper, documents, pets, files, uploadTempDir },
) => {
  const keepers = keeperCallers(keeper);
  const uploads = { storage: files.storage, tempDir: uploadTempDir };

  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/documents',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The pet’s lab results, referrals and other documents, newest first',
      response: PetDocumentList,
      run: (userId, petId) => documents.list(userId, petId),
    },
  });

  rowUploadRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/pets/:id/documents',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'Upload a document (multipart `file`: PDF or image; kind, title, issued_on, notes)',
    upload: { policy: 'document', fields: PetDocumentFields, ...uploads },
    status: 201,
    response: PetDocumentResponse,
    run: async (userId, petId, receive) => {
      // Someone else's pet is refused before a byte of the document is stored.
      await pets.get(userId, petId);
      const { upload, fields } = await receive();
      return documents.create(userId, petId, upload, fields);
    },
  });

  recordRoutes(api, keepers, {
    path: '/keeper/documents/:documentId',
    ...pathId('documentId', DOCUMENT_NOT_FOUND),
    update: {
      summary: 'Edit a document’s kind, title, date or notes',
      body: PetDocumentUpdate,
      response: PetDocumentResponse,
      run: (userId, documentId, body) => documents.update(userId, documentId, body),
    },
    remove: {
      summary: 'Delete a document and its file',
      run: (userId, documentId) => documents.remove(userId, documentId),
    },
  });
};
