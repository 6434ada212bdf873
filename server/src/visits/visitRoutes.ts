// Vet visits of a pet and their attachments.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { VisitInput, VisitList, VisitResponse, VisitUpdate } from '@contract/schemas/petVisits';
import { authOf } from '../auth/requireRole';
import type { PetFileService } from '../pet-files/petFileService';
import { NO_FIELDS, receiveUploadRequest, uploadBody } from '../pet-files/receiveUploadRequest';
import { PET_NOT_FOUND } from '../pets/petAccess';
import { ATTACHMENT_NOT_FOUND, VISIT_NOT_FOUND, type VisitService } from './visitService';
import { rowId, RowIdText, FileIdText, keeperRoute, RowParams } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_KEEPER } from '../http/routeAccess';

export interface VisitRoutesOptions extends KeeperRouteOptions {
  visits: VisitService;
  files: PetFileService;
  uploadTempDir?: string;
}

const VisitParams = RowParams('id', 'visitId');
const AttachmentParams = Type.Object(
  { id: RowIdText, visitId: RowIdText, fileId: FileIdText },
  { additionalProperties: false },
);

export const visitRoutes: FastifyPluginAsyncTypebox<VisitRoutesOptions> = async (
  api,
  { keeper, visits, files, uploadTempDir },
) => {
  const ids = (params: { id: string; visitId: string }) =>
    [rowId(params.id, PET_NOT_FOUND), rowId(params.visitId, VISIT_NOT_FOUND)] as const;

  parentRecordsRoutes(api, {
    keeper,
    path: '/keeper/pets/:id/visits',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: 'The pet’s vet visits, newest first',
      response: VisitList,
      run: (userId, petId) => visits.list(userId, petId),
    },
    create: {
      summary: 'Record a vet visit',
      body: VisitInput,
      response: VisitResponse,
      run: (userId, petId, body) => visits.create(userId, petId, body),
    },
  });

  recordRoutes(api, {
    keeper,
    path: '/keeper/pets/:id/visits/:visitId',
    params: VisitParams,
    notFoundMessage: VISIT_NOT_FOUND,
    ref: ids,
    update: {
      summary: 'Edit a vet visit',
      body: VisitUpdate,
      response: VisitResponse,
      run: (userId, [petId, visitId], body) => visits.update(userId, petId, visitId, body),
    },
    remove: {
      summary: 'Delete a vet visit and its attachments',
      run: (userId, [petId, visitId]) => visits.remove(userId, petId, visitId),
    },
  });

  api.post(
    '/keeper/pets/:id/visits/:visitId/attachments',
    {
      preValidation: keeper,
      config: { notFoundMessage: VISIT_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute('Attach a file to a visit (multipart `file`, policy document)', {
        params: VisitParams,
        ...uploadBody('document', NO_FIELDS),
        response: { 200: VisitResponse },
      }),
    },
    async (request) => {
      const userId = authOf(request).userId;
      const [petId, visitId] = ids(request.params);
      await visits.assertRoomFor(userId, petId, visitId);
      const { upload } = await receiveUploadRequest(request, {
        policy: 'document',
        storage: files.storage,
        fields: NO_FIELDS,
        tempDir: uploadTempDir,
      });
      return { data: await visits.attach(userId, petId, visitId, upload) };
    },
  );

  api.delete(
    '/keeper/pets/:id/visits/:visitId/attachments/:fileId',
    {
      preValidation: keeper,
      config: { notFoundMessage: ATTACHMENT_NOT_FOUND, access: PET_KEEPER },
      schema: keeperRoute('Remove an attachment (its file is deleted)', {
        params: AttachmentParams,
        response: { 200: VisitResponse },
      }),
    },
    async (request) => ({
      data: await visits.detach(
        authOf(request).userId,
        ...ids(request.params),
        request.params.fileId,
      ),
    }),
  );
};
