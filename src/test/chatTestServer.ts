import type { ServerResponse } from 'node:http';
import type { ApiRoutes } from './fakeApi';
import { makePet, makeUser } from './fixtures';
import { makeUsage } from './chatFixtures';
import { sendJson, type RecordedRequest, type TestHttpServer } from './testHttpServer';

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
    const route = json[key];
    const [status, body] =
      typeof route === 'function'
        ? route(request)
        : (route ?? [404, { message: `No route ${key}`, errors: {}, error_id: 'test-404' }]);
    if (body === undefined) res.writeHead(status).end();
    else sendJson(res, status, body);
  });
}
