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
import { requestLanguage } from '../http/requestLanguage';
import { NO_FIELDS, receiveUploadRequest, uploadBody } from '../uploads/receiveUploadRequest';
import { ownedPet, PET_NOT_FOUND } from '../pets';
import type { Database } from '../db/openDatabase';
import type { FileStorage } from '../storage/FileStorage';
import { ANALYSIS_NOT_FOUND, type ImageAnalysisService } from './imageAnalysisService';
import { aiRoute } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, pathId, rowRoute, rowUploadRoute } from '../http/rowRoutes';
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
  const keepers = keeperCallers(keeper, aiRoute);
  const uploads = { storage, tempDir: uploadTempDir };
  const analysis = pathId('id', ANALYSIS_NOT_FOUND);

  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/image-analyses',
    parentNotFoundMessage: PET_NOT_FOUND,
    list: {
      summary: "A pet's photo analyses, newest first",
      response: ImageAnalysisList,
      run: (userId, petId) => analyses.list(userId, petId),
    },
  });

  rowUploadRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/pets/:id/image-analyses',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'Analyse a photo: quality check, then the guided questions',
    upload: { policy: 'analysisPhoto', fields: ImageAnalysisFields, ...uploads },
    status: 201,
    response: ImageAnalysisResponse,
    run: async (userId, petId, receive, request) => {
      // Someone else's pet is refused before a byte of the photo is stored.
      await ownedPet(db, userId, petId);
      const { upload, fields } = await receive();
      return analyses.create(userId, petId, upload, fields, requestLanguage(request));
    },
  });

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

  recordRoutes(api, keepers, {
    path: '/keeper/image-analyses/:id',
    ...analysis,
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

  rowRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/image-analyses/:id/answers',
    ...analysis,
    summary: 'Answer the guided questions; the analysis completes with its triage',
    body: ImageAnalysisAnswersBody,
    response: ImageAnalysisResponse,
    run: (userId, analysisId, body, request) =>
      analyses.answer(userId, analysisId, body.answers, requestLanguage(request)),
  });

  rowRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/image-analyses/:id/thread',
    ...analysis,
    summary: 'Continue to pet analysis: the chat thread seeded with this analysis',
    response: ThreadResponse,
    run: (userId, analysisId) => analyses.thread(userId, analysisId),
  });
};
