// Pictures for content: POST /api/admin/content-images (multipart `file`, admins), the list of
// recent uploads for the editor's picker, and GET /api/content-images/{id}/{file}, public — the
// site and its visitors load them like any picture of a published page.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminContentImage, AdminList } from '@contract/schemas/adminContent';
import { PaginationQuery } from '@contract/schemas/common';
import { auditActorOf } from '../admin-audit';
import { requireRole } from '../auth';
import { paginationMeta } from '../http/pagination';
import type { Database } from '../db/openDatabase';
import { ErrorResponseRef } from '../errors/errorResponse';
import { NotFoundError } from '../errors/HttpError';
import { discardUpload } from '../uploads/discardUpload';
import { NO_FIELDS, receiveUploadRequest, uploadBody } from '../uploads/receiveUploadRequest';
import type { FileStorage } from '../storage/FileStorage';
import { sendStoredFile } from '../storage/sendStoredFile';
import {
  CONTENT_IMAGE_NOT_FOUND,
  contentImageKey,
  listContentImages,
  recordContentImage,
} from './contentImageLibrary';
import { ADMIN, PUBLIC } from '../http/routeAccess';

export interface ContentImageRouteOptions {
  db: Database;
  storage: FileStorage;
  uploadTempDir?: string;
}

const errors = { 401: ErrorResponseRef, 403: ErrorResponseRef, 422: ErrorResponseRef };
const security = [{ bearerAuth: [] }];
/** Stored keys are written once and never change: a year in any cache. */
const ONE_YEAR = 365 * 24 * 3600;

export const contentImageRoutes: FastifyPluginAsyncTypebox<ContentImageRouteOptions> = async (
  api,
  { db, storage, uploadTempDir },
) => {
  const admins = requireRole('admin', 'super-admin');

  api.post(
    '/admin/content-images',
    {
      config: { access: ADMIN },
      preValidation: admins,
      schema: {
        tags: ['admin'],
        summary:
          'Upload a picture for content (multipart `file`: JPEG, PNG, WebP or HEIC, at most ' +
          '10 MB); served publicly at the returned url',
        security,
        ...uploadBody('contentImage', NO_FIELDS),
        response: {
          201: Type.Object({ data: AdminContentImage }),
          ...errors,
          400: ErrorResponseRef,
          503: ErrorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const { upload } = await receiveUploadRequest(request, {
        policy: 'contentImage',
        storage,
        fields: NO_FIELDS,
        tempDir: uploadTempDir,
      });
      const image = await recordContentImage(db, auditActorOf(request), upload, () =>
        discardUpload(storage, upload),
      );
      return reply.code(201).send({ data: image });
    },
  );

  api.get(
    '/admin/content-images',
    {
      config: { access: ADMIN },
      preValidation: admins,
      schema: {
        tags: ['admin'],
        summary: 'Pictures uploaded for content, newest first',
        security,
        querystring: PaginationQuery,
        response: { 200: AdminList(AdminContentImage), ...errors },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const perPage = request.query.per_page ?? 24;
      const { items, total } = await listContentImages(db, page, perPage);
      return { data: items, meta: paginationMeta({ page, perPage }, total) };
    },
  );

  api.get(
    '/content-images/:id/:file',
    {
      config: { notFoundMessage: CONTENT_IMAGE_NOT_FOUND, access: PUBLIC },
      schema: {
        tags: ['content'],
        summary: 'A picture of content (public)',
        params: Type.Object({
          id: Type.String({ format: 'uuid' }),
          file: Type.String({
            pattern: '^(display\\.webp|thumb\\.webp|original\\.(jpg|png|webp))$',
          }),
        }),
        response: { 404: ErrorResponseRef, 503: ErrorResponseRef },
      },
    },
    async (request, reply) => {
      const key = await contentImageKey(db, request.params.id, request.params.file);
      if (key === null) throw new NotFoundError(CONTENT_IMAGE_NOT_FOUND);
      return sendStoredFile(reply, storage, key, {
        disposition: 'inline',
        filename: request.params.file,
        maxAgeSeconds: ONE_YEAR,
        visibility: 'public',
      });
    },
  );
};
