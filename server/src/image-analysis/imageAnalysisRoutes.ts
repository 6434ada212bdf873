// Photo analysis routes (README.md here): list, create (multipart: `file` under the
// analysisPhoto policy + body_area + concern), answer the guided questions, read, continue in a
// chat thread, delete (the photo goes too).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ThreadResponse } from '@contract/schemas/chat';
import {
  ImageAnalysisAnswersBody,
  ImageAnalysisFields,
  ImageAnalysisList,
  ImageAnalysisResponse,
  PhotoCheckResponse,
} from '@contract/schemas/imageAnalysis';
import { authOf } from '../auth/requireRole';
import { requestLanguage } from '../http/requestLanguage';
import { NO_FIELDS, receiveUploadRequest, uploadBody } from '../pet-files/receiveUploadRequest';
import { ownedPet, PET_NOT_FOUND } from '../pets/petAccess';
import type { Database } from '../db/openDatabase';
import type { FileStorage } from '../storage/FileStorage';
import { ANALYSIS_NOT_FOUND, type ImageAnalysisService } from './imageAnalysisService';
import { rowId, IdParams, aiRoute } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { PET_KEEPER } from '../http/routeAccess';

export interface ImageAnalysisRoutesOptions extends KeeperRouteOptions {
  db: Database;
  analyses: ImageAnalysisService;
  storage: FileStorage;
  uploadTempDir?: string;
}

export const imageAnalysisRoutes: FastifyPluginAsyncTypebox<ImageAnalysisRoutesOptions> = async (
  api,
  { keeper, db, analyses, storage, uploadTempDir },
) => {
  const petNotFound = { notFoundMessage: PET_NOT_FOUND };
  const notFound = { notFoundMessage: ANALYSIS_NOT_FOUND };

  parentRecordsRoutes(api, {
    keeper,
    path: '/keeper/pets/:id/image-analyses',
    parentNotFoundMessage: PET_NOT_FOUND,
    schema: aiRoute,
    list: {
      summary: "A pet's photo analyses, newest first",
      response: ImageAnalysisList,
      run: (userId, petId) => analyses.list(userId, petId),
    },
  });

  api.post(
    '/keeper/pets/:id/image-analyses',
    {
      preValidation: keeper,
      config: { ...petNotFound, access: PET_KEEPER },
      schema: aiRoute('Analyse a photo: quality check, then the guided questions', {
        params: IdParams,
        ...uploadBody('analysisPhoto', ImageAnalysisFields),
        response: { 201: ImageAnalysisResponse },
      }),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const petId = rowId(request.params.id, PET_NOT_FOUND);
      // Someone else's pet is refused before a byte of the photo is stored.
      await ownedPet(db, userId, petId);
      const { upload, fields } = await receiveUploadRequest(request, {
        policy: 'analysisPhoto',
        storage,
        fields: ImageAnalysisFields,
        tempDir: uploadTempDir,
      });
      const analysis = await analyses.create(
        userId,
        petId,
        upload,
        fields,
        requestLanguage(request),
      );
      return reply.code(201).send({ data: analysis });
    },
  );

  api.post(
    '/keeper/image-analyses/photo-check',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: aiRoute(
        'Check a photo as soon as it is chosen: the usability verdict of an analysis, nothing stored',
        {
          ...uploadBody('analysisPhoto', NO_FIELDS),
          response: { 200: PhotoCheckResponse },
        },
      ),
    },
    async (request) => {
      const { upload } = await receiveUploadRequest(request, {
        policy: 'analysisPhoto',
        storage,
        fields: NO_FIELDS,
        tempDir: uploadTempDir,
      });
      return { data: await analyses.check(upload, requestLanguage(request)) };
    },
  );

  recordRoutes(api, {
    keeper,
    path: '/keeper/image-analyses/:id',
    params: IdParams,
    notFoundMessage: ANALYSIS_NOT_FOUND,
    ref: (params) => rowId(params.id, ANALYSIS_NOT_FOUND),
    schema: aiRoute,
    show: {
      summary: 'One photo analysis',
      response: ImageAnalysisResponse,
      run: (userId, analysisId) => analyses.get(userId, analysisId),
    },
    remove: {
      summary: 'Delete a photo analysis and its photo',
      run: (userId, analysisId) => analyses.remove(userId, analysisId),
    },
  });

  api.post(
    '/keeper/image-analyses/:id/answers',
    {
      preValidation: keeper,
      config: { ...notFound, access: PET_KEEPER },
      schema: aiRoute('Answer the guided questions; the analysis completes with its triage', {
        params: IdParams,
        body: ImageAnalysisAnswersBody,
        response: { 200: ImageAnalysisResponse },
      }),
    },
    async (request) => ({
      data: await analyses.answer(
        authOf(request).userId,
        rowId(request.params.id, ANALYSIS_NOT_FOUND),
        request.body.answers,
        requestLanguage(request),
      ),
    }),
  );

  api.post(
    '/keeper/image-analyses/:id/thread',
    {
      preValidation: keeper,
      config: { ...notFound, access: PET_KEEPER },
      schema: aiRoute('Continue to pet analysis: the chat thread seeded with this analysis', {
        params: IdParams,
        response: { 200: ThreadResponse },
      }),
    },
    async (request) => ({
      data: await analyses.thread(
        authOf(request).userId,
        rowId(request.params.id, ANALYSIS_NOT_FOUND),
      ),
    }),
  );
};
