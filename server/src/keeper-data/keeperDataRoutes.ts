// A keeper's own data: "download my data" (a link, then the ZIP behind it) and "delete my
// account" (what goes, then the request with re-authentication).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  DataExportLinkData,
  DataExportTokenParams,
  DeletionOverviewData,
  DeletionRequestBody,
  DeletionScheduledData,
} from '@contract/schemas/keeperData';
import { authOf } from '../auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { contentDisposition } from '../storage/sendStoredFile';
import type { FileStorage } from '../storage/FileStorage';
import type { AccountDeletionService } from './accountDeletionService';
import { EXPORT_LINK_EXPIRED, type DataExportService } from './dataExportService';
import { streamExportZip } from './exportZip';
import { PET_KEEPER, SIGNATURE } from '../http/routeAccess';

export interface KeeperDataRoutesOptions {
  keeper: preHandlerAsyncHookHandler;
  exports: DataExportService;
  deletions: AccountDeletionService;
  storage: FileStorage;
}

const security = [{ bearerAuth: [] }];
const errors = {
  401: ErrorResponseRef,
  403: ErrorResponseRef,
  422: ErrorResponseRef,
  429: ErrorResponseRef,
};

export const keeperDataRoutes: FastifyPluginAsyncTypebox<KeeperDataRoutesOptions> = async (
  api,
  { keeper, exports, deletions, storage },
) => {
  api.post(
    '/account/data-export',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: {
        tags: ['account'],
        summary: 'Prepare "download my data": a download link of the ZIP and what it holds',
        security,
        response: { 201: DataExportLinkData, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await exports.createLink(authOf(request).userId) }),
  );

  api.get(
    '/account/data-export/:token',
    {
      config: { notFoundMessage: EXPORT_LINK_EXPIRED, access: SIGNATURE },
      schema: {
        tags: ['account'],
        summary:
          'The ZIP of a keeper’s data (data.json, README.txt, files/): the link is the permission',
        produces: ['application/zip'],
        params: DataExportTokenParams,
        response: {
          200: Type.Unsafe({ description: 'A ZIP archive, streamed.' }),
          404: ErrorResponseRef,
        },
      },
    },
    async (request, reply) => {
      const doc = await exports.open(request.params.token);
      const name = `petcare-data-${doc.generatedAt.toISOString().slice(0, 10)}.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', name))
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(streamExportZip(doc, storage, request.log));
    },
  );

  api.get(
    '/account/deletion',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: {
        tags: ['account'],
        summary: 'What deleting the account removes, keeps, and how to confirm it',
        security,
        response: { 200: DeletionOverviewData, ...errors },
      },
    },
    async (request) => ({ data: await deletions.overview(authOf(request)) }),
  );

  api.post(
    '/account/deletion',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: {
        tags: ['account'],
        summary:
          'Delete the account after the grace period (password or a fresh provider sign-in); ' +
          'ends every session',
        security,
        body: DeletionRequestBody,
        response: { 202: DeletionScheduledData, ...errors },
      },
    },
    async (request, reply) => {
      const scheduled = await deletions.request(
        authOf(request),
        request.body.password,
        request.linkOrigin,
      );
      return reply.code(202).send({ data: scheduled });
    },
  );
};
