// Vet visits of a pet and their attachments.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { VisitInput, VisitList, VisitResponse, VisitUpdate } from '@contract/schemas/petVisits';
import type { PetFileService } from '../pet-files';
import { NO_FIELDS } from '../uploads/receiveUploadRequest';
import { PET_NOT_FOUND } from '../pets';
import { ATTACHMENT_NOT_FOUND, VISIT_NOT_FOUND, type VisitService } from './visitService';
import { rowId, RowIdText, FileIdText, RowParams } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, rowRoute, rowUploadRoute } from '../http/rowRoutes';

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
  const keepers = keeperCallers(keeper);
  const uploads = { storage: files.storage, tempDir: uploadTempDir };
  const ids = (params: { id: string; visitId: string }) =>
    [rowId(params.id, PET_NOT_FOUND), rowId(params.visitId, VISIT_NOT_FOUND)] as const;
  const visit = { params: VisitParams, notFoundMessage: VISIT_NOT_FOUND, ref: ids };

  parentRecordsRoutes(api, keepers, {
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

  recordRoutes(api, keepers, {
    path: '/keeper/pets/:id/visits/:visitId',
    ...visit,
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

  rowUploadRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/pets/:id/visits/:visitId/attachments',
    ...visit,
    summary: 'Attach a file to a visit (multipart `file`, policy document)',
    upload: { policy: 'document', fields: NO_FIELDS, ...uploads },
    response: VisitResponse,
    run: async (userId, [petId, visitId], receive) => {
      // Someone else's visit, or a full one, is refused before a byte of the file is stored.
      await visits.assertRoomFor(userId, petId, visitId);
      const { upload } = await receive();
      return visits.attach(userId, petId, visitId, upload);
    },
  });

  rowRoute(api, keepers, {
    method: 'DELETE',
    path: '/keeper/pets/:id/visits/:visitId/attachments/:fileId',
    params: AttachmentParams,
    notFoundMessage: ATTACHMENT_NOT_FOUND,
    ref: (params) => [...ids(params), params.fileId] as const,
    summary: 'Remove an attachment (its file is deleted)',
    response: VisitResponse,
    run: (userId, [petId, visitId, fileId]) => visits.detach(userId, petId, visitId, fileId),
  });
};
