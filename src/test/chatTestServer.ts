import type { ServerResponse } from 'node:http';
import { sendRouteAnswer, type ApiRoutes } from './fakeApi';
import { makePet, makeUser } from './fixtures';
import { makeUsage } from './chatFixtures';
import type { RecordedRequest, TestHttpServer } from './testHttpServer';

export type StreamHandler = (request: RecordedRequest, res: ServerResponse) => Promise<void>;

/**
 * Answers the test server like the API for the chat screens: JSON routes as `answer` does (the
 * signed-in keeper with one dog and today's usage unless a test says otherwise), and streamed
 * routes written by their handlers.
 */
export function chatApi(
  server: TestHttpServer,
  routes: ApiRoutes = {},
  streams: Record<string, StreamHandler> = {},
): void {
  const json: ApiRoutes = {
    'GET /api/user': [200, { data: makeUser() }],
    'GET /api/notifications': [200, { data: [] }],
    'GET /api/keeper/pets': [200, { data: [makePet()] }],
    'GET /api/keeper/chat/usage': [200, { data: makeUsage() }],
    ...routes,
  };
  server.handle(async (request, res) => {
    const key = `${request.method} ${request.url.split('?')[0]}`;
    const stream = streams[key];
    if (stream) return stream(request, res);
    await sendRouteAnswer(json, request, res);
  });
}
