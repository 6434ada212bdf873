// Results and referrals: documents of a pet, uploaded with their kind, title and date.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PetDocumentFields,
  PetDocumentList,
  PetDocumentResponse,
  PetDocumentUpdate,
} from '@contract/schemas/petDocuments';
import { authOf } from '../auth/requireRole';
import type { PetFileService } from '../pet-files/petFileService';
import { receiveUploadRequest, uploadBody } from '../pet-files/receiveUploadRequest';
import { PET_NOT_FOUND } from '../pets/petAccess';
import type { PetService } from '../pets/petService';
import { DOCUMENT_NOT_FOUND, type DocumentService } from './documentService';
import { rowId, keeperRoute, IdParams, RowParams } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_KEEPER } from '../http/routeAccess';

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
  parentRecordsRoutes(api, {
    keeper,
    path: '/keeper/pets/:id/documents',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The pet’s lab results, referrals and other documents, newest first',
      response: PetDocumentList,
      run: (userId, petId) => documents.list(userId, petId),
    },
  });

  api.post(
    '/keeper/pets/:id/documents',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute(
        'Upload a document (multipart `file`: PDF or image; kind, title, issued_on, notes)',
        {
          params: IdParams,
          ...uploadBody('document', PetDocumentFields),
          response: { 201: PetDocumentResponse },
        },
      ),
    },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const petId = rowId(request.params.id, PET_NOT_FOUND);
      await pets.get(userId, petId);
      const { upload, fields } = await receiveUploadRequest(request, {
        policy: 'document',
        storage: files.storage,
        fields: PetDocumentFields,
        tempDir: uploadTempDir,
      });
      const document = await documents.create(userId, petId, upload, fields);
      return reply.code(201).send({ data: document });
    },
  );

  recordRoutes(api, {
    keeper,
    path: '/keeper/documents/:documentId',
    params: RowParams('documentId'),
    notFoundMessage: DOCUMENT_NOT_FOUND,
    ref: (params) => rowId(params.documentId, DOCUMENT_NOT_FOUND),
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
