// "Ask my vet" routes: the keeper's (send a conversation, read and reply) and the clinic's (the
// queue, read, answer or ask for a photo, close). For every route with an id, who may see the row
// is decided before the body is validated, so a 422 never tells anything about a row one cannot
// see: it answers 404 whatever the body holds.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  ClinicAnswerInput,
  KeeperReplyInput,
  ThreadVetQuestionsResponse,
  VetQuestionInput,
  VetQuestionList,
  VetQuestionResponse,
} from '@contract/schemas/vetQuestions';
import { THREAD_NOT_FOUND } from '../chat/chatService';
import { authOf, UNAUTHORIZED } from '../auth/requireRole';
import type { Database } from '../db/openDatabase';
import { HttpError } from '../errors/HttpError';
import { ownedPet, PET_NOT_FOUND } from '../pets/petAccess';
import { sharingRoute, vetRoute } from '../vet-sharing/vetSharingSchemas';
import type { ClinicQuestionService } from './clinicQuestionService';
import type { KeeperQuestionService } from './keeperQuestionService';
import { QUESTION_NOT_FOUND, type ClinicCaller } from './vetQuestionRules';
import { rowId, IdParams } from '../http/routeSchema';
import { PET_KEEPER, VET_OF_CLINIC } from '../http/routeAccess';

export interface VetQuestionRoutesOptions {
  keeper: preHandlerAsyncHookHandler;
  vet: preHandlerAsyncHookHandler;
  db: Database;
  questions: KeeperQuestionService;
  clinicQuestions: ClinicQuestionService;
}

function clinicCaller(request: FastifyRequest): ClinicCaller {
  const auth = authOf(request);
  if (auth.medicalEntityId === null) throw new HttpError(403, UNAUTHORIZED);
  return { userId: auth.userId, clinicId: auth.medicalEntityId };
}

const idOf = (request: FastifyRequest, message: string) =>
  rowId((request.params as { id: string }).id, message);

export const vetQuestionRoutes: FastifyPluginAsyncTypebox<VetQuestionRoutesOptions> = async (
  api,
  { keeper, vet, db, questions, clinicQuestions },
) => {
  // The keeper's side.
  const ownThread: preHandlerAsyncHookHandler = async (request) => {
    await questions.forThread(authOf(request).userId, idOf(request, THREAD_NOT_FOUND));
  };
  const ownQuestion: preHandlerAsyncHookHandler = async (request) => {
    await questions.keeperGet(authOf(request).userId, idOf(request, QUESTION_NOT_FOUND));
  };

  api.get(
    '/keeper/threads/:id/vet-questions',
    {
      preValidation: keeper,
      config: { notFoundMessage: THREAD_NOT_FOUND, access: PET_KEEPER },
      schema: sharingRoute(
        'From a conversation: the clinics it can be sent to, the pet’s photos, the questions sent',
        { params: IdParams, response: { 200: ThreadVetQuestionsResponse } },
      ),
    },
    async (request) => ({
      data: await questions.forThread(authOf(request).userId, idOf(request, THREAD_NOT_FOUND)),
    }),
  );

  api.post(
    '/keeper/threads/:id/vet-questions',
    {
      preValidation: [keeper, ownThread],
      config: { notFoundMessage: THREAD_NOT_FOUND, access: PET_KEEPER },
      schema: sharingRoute(
        'Send the conversation (the keeper’s messages, level, reasons, chosen photos) to a clinic ' +
          'the pet is shared with, with a question',
        { params: IdParams, body: VetQuestionInput, response: { 201: VetQuestionResponse } },
      ),
    },
    async (request, reply) => {
      const question = await questions.send(
        authOf(request).userId,
        idOf(request, THREAD_NOT_FOUND),
        request.body,
      );
      return reply.code(201).send({ data: question });
    },
  );

  api.get(
    '/keeper/pets/:id/vet-questions',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: sharingRoute('The questions sent to clinics about the pet, newest first', {
        params: IdParams,
        response: { 200: VetQuestionList },
      }),
    },
    async (request) => {
      const userId = authOf(request).userId;
      const petId = idOf(request, PET_NOT_FOUND);
      await ownedPet(db, userId, petId);
      return { data: await questions.listForPet(userId, petId) };
    },
  );

  api.get(
    '/keeper/vet-questions/:id',
    {
      preValidation: keeper,
      config: { notFoundMessage: QUESTION_NOT_FOUND, access: PET_KEEPER },
      schema: sharingRoute('One question with the clinic’s answers', {
        params: IdParams,
        response: { 200: VetQuestionResponse },
      }),
    },
    async (request) => ({
      data: await questions.keeperGet(authOf(request).userId, idOf(request, QUESTION_NOT_FOUND)),
    }),
  );

  api.post(
    '/keeper/vet-questions/:id/messages',
    {
      preValidation: [keeper, ownQuestion],
      config: { notFoundMessage: QUESTION_NOT_FOUND, access: PET_KEEPER },
      schema: sharingRoute('Reply to the clinic (text, and photos of the pet it asked for)', {
        params: IdParams,
        body: KeeperReplyInput,
        response: { 201: VetQuestionResponse },
      }),
    },
    async (request, reply) => {
      const question = await questions.keeperReply(
        authOf(request).userId,
        idOf(request, QUESTION_NOT_FOUND),
        request.body,
      );
      return reply.code(201).send({ data: question });
    },
  );

  // The clinic's side.
  const clinicQuestion: preHandlerAsyncHookHandler = async (request) => {
    await clinicQuestions.clinicGet(
      clinicCaller(request).clinicId,
      idOf(request, QUESTION_NOT_FOUND),
    );
  };

  api.get(
    '/vet/questions',
    {
      config: { access: VET_OF_CLINIC },
      preValidation: vet,
      schema: vetRoute(
        'Questions from keepers: the clinic’s turn first, most urgent first, then longest waiting',
        { response: { 200: VetQuestionList } },
      ),
    },
    async (request) => ({ data: await clinicQuestions.queue(clinicCaller(request).clinicId) }),
  );

  api.get(
    '/vet/questions/:id',
    {
      preValidation: vet,
      config: { notFoundMessage: QUESTION_NOT_FOUND, access: VET_OF_CLINIC },
      schema: vetRoute('One question: what the keeper sent and the messages since', {
        params: IdParams,
        response: { 200: VetQuestionResponse },
      }),
    },
    async (request) => ({
      data: await clinicQuestions.clinicGet(
        clinicCaller(request).clinicId,
        idOf(request, QUESTION_NOT_FOUND),
      ),
    }),
  );

  api.post(
    '/vet/questions/:id/messages',
    {
      preValidation: [vet, clinicQuestion],
      config: { notFoundMessage: QUESTION_NOT_FOUND, access: VET_OF_CLINIC },
      schema: vetRoute(
        'Answer in writing (ask_for_photo: ask the keeper for a photo); the keeper is notified ' +
          'live and by e-mail',
        { params: IdParams, body: ClinicAnswerInput, response: { 201: VetQuestionResponse } },
      ),
    },
    async (request, reply) => {
      const question = await clinicQuestions.answer(
        clinicCaller(request),
        idOf(request, QUESTION_NOT_FOUND),
        request.body,
      );
      return reply.code(201).send({ data: question });
    },
  );

  api.post(
    '/vet/questions/:id/close',
    {
      preValidation: [vet, clinicQuestion],
      config: { notFoundMessage: QUESTION_NOT_FOUND, access: VET_OF_CLINIC },
      schema: vetRoute('Close the question (closing again changes nothing)', {
        params: IdParams,
        response: { 200: VetQuestionResponse },
      }),
    },
    async (request) => ({
      data: await clinicQuestions.close(clinicCaller(request), idOf(request, QUESTION_NOT_FOUND)),
    }),
  );
};
