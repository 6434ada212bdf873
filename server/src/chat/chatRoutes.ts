// The symptom checker's routes (README.md here, "threads and the stream"): threads of a pet, one
// thread with its messages, and a message answered as a `text/event-stream`. Validation, access
// and limit errors come before the stream, as JSON in the error shape.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ChatMessageBody,
  ChatUsageResponse,
  ThreadDetail,
  ThreadList,
  ThreadResponse,
} from '@contract/schemas/chat';
import { MINUTE } from '../http/clock';
import { RateLimiter, type RateLimitRule } from '../http/rateLimiter';
import { authOf } from '../auth';
import { requestLanguage } from '../http/requestLanguage';
import { PET_NOT_FOUND } from '../pets';
import type { Clock } from '../http/clock';
import { THREAD_NOT_FOUND, type TurnPet } from './chatService';
import { threadView } from './threadViews';
import { streamChatTurn, type ChatStreamDeps } from './chatStream';
import { petProfile } from './enginePet';
import { aiRoute, IdParams, rowId } from '../http/routeSchema';
import { parentRecordsRoutes, recordRoutes, type KeeperRouteOptions } from '../http/recordRoutes';
import { keeperCallers, keeperTokenReadCallers, pathId, rowRoute } from '../http/rowRoutes';
import { PET_KEEPER } from '../http/routeAccess';

export interface ChatRoutesOptions extends KeeperRouteOptions, ChatStreamDeps {
  clock: Clock;
  limiter: RateLimiter;
  messagesPerMinute: number;
}

const StreamAnswer = Type.Unsafe<string>({
  type: 'string',
  description:
    'text/event-stream: `data: {json}` lines — start, token…, triage, done (or error after start).',
});
/** The request of both stream routes: a row id in the path and the message. */
const StreamParts = { params: IdParams, body: ChatMessageBody, response: { 200: StreamAnswer } };
const UsageQuery = Type.Object(
  { pet_id: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);

export const chatRoutes: FastifyPluginAsyncTypebox<ChatRoutesOptions> = async (api, options) => {
  const { keeper, chat, clock, limiter, messagesPerMinute } = options;
  const perMinute: RateLimitRule = {
    name: 'chat:keeper',
    limit: messagesPerMinute,
    windowMs: MINUTE,
  };
  const keepers = keeperCallers(keeper, aiRoute);

  // The list checks the token in its own statement (keeperTokenReadCallers): one round trip.
  rowRoute(api, keeperTokenReadCallers(keeper, aiRoute), {
    method: 'GET',
    path: '/keeper/pets/:id/threads',
    ...pathId('id', PET_NOT_FOUND),
    summary: "A pet's symptom-checker conversations, newest first",
    response: ThreadList,
    run: (request, petId) => chat.listOfTokenOwner(request, petId),
  });
  parentRecordsRoutes(api, keepers, {
    path: '/keeper/pets/:id/threads',
    parentNotFoundMessage: PET_NOT_FOUND,
    create: {
      summary: 'Start an empty conversation about a pet',
      response: ThreadResponse,
      run: async (userId, petId) => threadView(await chat.create(userId, petId)),
    },
  });

  recordRoutes(api, keepers, {
    path: '/keeper/threads/:id',
    ...pathId('id', THREAD_NOT_FOUND),
    show: {
      summary: 'One conversation with its messages, oldest first',
      response: ThreadDetail,
      run: (userId, threadId) => chat.detail(userId, threadId),
    },
    remove: {
      summary: 'Delete a conversation',
      run: (userId, threadId) => chat.remove(userId, threadId),
    },
  });

  api.get(
    '/keeper/chat/usage',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: aiRoute("Today's free messages of a pet's keeper", {
        querystring: UsageQuery,
        response: { 200: ChatUsageResponse },
      }),
    },
    async (request) => {
      const { userId } = authOf(request);
      const pet = await chat.pet(userId, rowId(request.query.pet_id, PET_NOT_FOUND));
      return { data: await chat.usage(userId, pet) };
    },
  );

  /** Rate limit (429 + Retry-After) after access, then the stream. */
  async function answer(
    request: Parameters<typeof streamChatTurn>[0],
    reply: Parameters<typeof streamChatTurn>[1],
    { pet, weightKg, subscribed }: TurnPet,
    target: { threadId: number } | { petId: number },
    text: string,
  ): Promise<void> {
    const { userId } = authOf(request);
    const subject = String(userId);
    await limiter.consume([[perMinute, subject]]);
    await streamChatTurn(request, reply, options, {
      userId,
      target,
      text,
      pet: petProfile(pet, clock.now(), weightKg),
      petRow: pet,
      subscribed,
      petName: pet.name,
      language: requestLanguage(request),
    });
  }

  /**
   * A message answered as a stream, on the row (a thread, a pet) its path names with that row's
   * 404 message. Written out: the generic row routes answer JSON, and this answer is a stream.
   */
  const streamRoute = (summary: string, notFoundMessage: string) => ({
    preValidation: keeper,
    config: { notFoundMessage, access: PET_KEEPER },
    schema: aiRoute(summary, StreamParts),
  });

  api.post(
    '/keeper/threads/:id/messages',
    streamRoute('Send a message; the answer streams as text/event-stream', THREAD_NOT_FOUND),
    async (request, reply) => {
      const { userId } = authOf(request);
      const thread = await chat.ownedThread(userId, rowId(request.params.id, THREAD_NOT_FOUND));
      const pet = await chat.turnPet(userId, thread.petId);
      await answer(request, reply, pet, { threadId: thread.id }, request.body.text);
      return reply;
    },
  );

  api.post(
    '/keeper/pets/:id/chat',
    streamRoute('The first message of a new conversation, answered as a stream', PET_NOT_FOUND),
    async (request, reply) => {
      const pet = await chat.turnPet(
        authOf(request).userId,
        rowId(request.params.id, PET_NOT_FOUND),
      );
      await answer(request, reply, pet, { petId: pet.pet.id }, request.body.text);
      return reply;
    },
  );
};
