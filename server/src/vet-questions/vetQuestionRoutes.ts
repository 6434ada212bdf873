// "Ask my vet" routes: the keeper's (send a conversation, read and reply) and the clinic's (the
// queue, read, answer or ask for a photo, close). For every route with an id, who may see the row
// is decided before the body is validated, so a 422 never tells anything about a row one cannot
// see: it answers 404 whatever the body holds.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import {
  ClinicAnswerInput,
  KeeperReplyInput,
  ThreadVetQuestionsResponse,
  VetQuestionInput,
  VetQuestionList,
  VetQuestionResponse,
} from '@contract/schemas/vetQuestions';
import { THREAD_NOT_FOUND } from '../chat';
import { authOf } from '../auth';
import type { Database } from '../db/openDatabase';
import { ownedPet, PET_NOT_FOUND } from '../pets';
import { sharingRoute, vetRoute } from '../vet-sharing';
import type { ClinicQuestionService } from './clinicQuestionService';
import type { KeeperQuestionService } from './keeperQuestionService';
import { QUESTION_NOT_FOUND } from './vetQuestionRules';
import { VET_OF_CLINIC } from '../http/routeAccess';
import { clinicCallerOf, clinicCallers, keeperCallers, pathId, rowRoute } from '../http/rowRoutes';

export interface VetQuestionRoutesOptions {
  keeper: preHandlerAsyncHookHandler;
  vet: preHandlerAsyncHookHandler;
  db: Database;
  questions: KeeperQuestionService;
  clinicQuestions: ClinicQuestionService;
}

const thread = pathId('id', THREAD_NOT_FOUND);
const question = pathId('id', QUESTION_NOT_FOUND);

/** The path's parameters as a check sees them: it runs before the params schema, so as text. */
const idParams = (request: { params: unknown }) => request.params as { id: string };

export const vetQuestionRoutes: FastifyPluginAsyncTypebox<VetQuestionRoutesOptions> = async (
  api,
  { keeper, vet, db, questions, clinicQuestions },
) => {
  // The keeper's side.
  const keepers = keeperCallers(keeper, sharingRoute);
  const ownThread: preHandlerAsyncHookHandler = async (request) => {
    await questions.forThread(authOf(request).userId, thread.ref(idParams(request)));
  };
  const ownQuestion: preHandlerAsyncHookHandler = async (request) => {
    await questions.keeperGet(authOf(request).userId, question.ref(idParams(request)));
  };

  rowRoute(api, keepers, {
    method: 'GET',
    path: '/keeper/threads/:id/vet-questions',
    ...thread,
    summary:
      'From a conversation: the clinics it can be sent to, the pet’s photos, the questions sent',
    response: ThreadVetQuestionsResponse,
    run: (userId, threadId) => questions.forThread(userId, threadId),
  });

  rowRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/threads/:id/vet-questions',
    ...thread,
    checks: [ownThread],
    summary:
      'Send the conversation (the keeper’s messages, level, reasons, chosen photos) to a clinic ' +
      'the pet is shared with, with a question',
    body: VetQuestionInput,
    status: 201,
    response: VetQuestionResponse,
    run: (userId, threadId, body) => questions.send(userId, threadId, body),
  });

  rowRoute(api, keepers, {
    method: 'GET',
    path: '/keeper/pets/:id/vet-questions',
    ...pathId('id', PET_NOT_FOUND),
    summary: 'The questions sent to clinics about the pet, newest first',
    response: VetQuestionList,
    run: async (userId, petId) => {
      await ownedPet(db, userId, petId);
      return questions.listForPet(userId, petId);
    },
  });

  rowRoute(api, keepers, {
    method: 'GET',
    path: '/keeper/vet-questions/:id',
    ...question,
    summary: 'One question with the clinic’s answers',
    response: VetQuestionResponse,
    run: (userId, questionId) => questions.keeperGet(userId, questionId),
  });

  rowRoute(api, keepers, {
    method: 'POST',
    path: '/keeper/vet-questions/:id/messages',
    ...question,
    checks: [ownQuestion],
    summary: 'Reply to the clinic (text, and photos of the pet it asked for)',
    body: KeeperReplyInput,
    status: 201,
    response: VetQuestionResponse,
    run: (userId, questionId, body) => questions.keeperReply(userId, questionId, body),
  });

  // The clinic's side.
  const vets = clinicCallers(vet, vetRoute);
  const clinicQuestion: preHandlerAsyncHookHandler = async (request) => {
    await clinicQuestions.clinicGet(
      clinicCallerOf(request).clinicId,
      question.ref(idParams(request)),
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
    async (request) => ({ data: await clinicQuestions.queue(clinicCallerOf(request).clinicId) }),
  );

  rowRoute(api, vets, {
    method: 'GET',
    path: '/vet/questions/:id',
    ...question,
    summary: 'One question: what the keeper sent and the messages since',
    response: VetQuestionResponse,
    run: ({ clinicId }, questionId) => clinicQuestions.clinicGet(clinicId, questionId),
  });

  rowRoute(api, vets, {
    method: 'POST',
    path: '/vet/questions/:id/messages',
    ...question,
    checks: [clinicQuestion],
    summary:
      'Answer in writing (ask_for_photo: ask the keeper for a photo); the keeper is notified ' +
      'live and by e-mail',
    body: ClinicAnswerInput,
    status: 201,
    response: VetQuestionResponse,
    run: (caller, questionId, body) => clinicQuestions.answer(caller, questionId, body),
  });

  rowRoute(api, vets, {
    method: 'POST',
    path: '/vet/questions/:id/close',
    ...question,
    checks: [clinicQuestion],
    summary: 'Close the question (closing again changes nothing)',
    response: VetQuestionResponse,
    run: (caller, questionId) => clinicQuestions.close(caller, questionId),
  });
};
