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
import { receiveUploadRequest } from '../pet-files/receiveUploadRequest';
import { PET_NOT_FOUND, rowId } from '../pets/petAccess';
import {
  keeperRoute,
  NO_CONTENT,
  PetParams,
  RowParams,
  type KeeperRouteOptions,
} from '../pets/petRouteSchemas';
import type { PetService } from '../pets/petService';
import { DOCUMENT_NOT_FOUND, type DocumentService } from './documentService';

export interface DocumentRoutesOptions extends KeeperRouteOptions {
  documents: DocumentService;
  pets: PetService;
  files: PetFileService;
  uploadTempDir?: string;
}

const DocumentParams = RowParams('documentId');

export const documentRoutes: FastifyPluginAsyncTypebox<DocumentRoutesOptions> = async (
  api,
  { keeper, documents, pets, files, uploadTempDir },
) => {
  const documentOf = (params: { documentId: string }) =>
    rowId(params.documentId, DOCUMENT_NOT_FOUND);

  api.get(
    '/keeper/pets/:id/documents',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND },
      schema: keeperRoute('The pet’s lab results, referrals and other documents, newest first', {
        params: PetParams,
        response: { 200: PetDocumentList },
      }),
    },
    async (request) => ({
      data: await documents.list(authOf(request).userId, rowId(request.params.id, PET_NOT_FOUND)),
    }),
  );

  api.post(
    '/keeper/pets/:id/documents',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND },
      schema: keeperRoute(
        'Upload a document (multipart `file`: PDF or image; kind, title, issued_on, notes)',
        {
          params: PetParams,
          consumes: ['multipart/form-data'],
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

  api.put(
    '/keeper/documents/:documentId',
    {
      preValidation: keeper,
      config: { notFoundMessage: DOCUMENT_NOT_FOUND },
      schema: keeperRoute('Edit a document’s kind, title, date or notes', {
        params: DocumentParams,
        body: PetDocumentUpdate,
        response: { 200: PetDocumentResponse },
      }),
    },
    async (request) => ({
      data: await documents.update(
        authOf(request).userId,
        documentOf(request.params),
        request.body,
      ),
    }),
  );

  api.delete(
    '/keeper/documents/:documentId',
    {
      preValidation: keeper,
      config: { notFoundMessage: DOCUMENT_NOT_FOUND },
      schema: keeperRoute('Delete a document and its file', {
        params: DocumentParams,
        response: { 204: NO_CONTENT },
      }),
    },
    async (request, reply) => {
      await documents.remove(authOf(request).userId, documentOf(request.params));
      return reply.code(204).send(null);
    },
  );
};
