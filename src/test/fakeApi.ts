import type { ServerResponse } from 'node:http';
import type { RecordedRequest, TestHttpServer } from './testHttpServer';
import { sendJson } from './testHttpServer';

export type ApiAnswer = [status: number, body?: unknown];
/** A function may answer later (a promise): a test holds a request to order two answers. */
export type ApiRoutes = Record<
  string,
  ApiAnswer | ((request: RecordedRequest) => ApiAnswer | Promise<ApiAnswer>)
>;

/**
 * Answers the test server's requests by 'METHOD /api/path' (query ignored); anything else gets
 * the API's 404. Each test states the answers the screen under test will meet.
 */
export function answer(server: TestHttpServer, routes: ApiRoutes): void {
  server.handle((request, res) => sendRouteAnswer(routes, request, res));
}

/** Answers one request from `routes`, or with the API's 404. */
export async function sendRouteAnswer(
  routes: ApiRoutes,
  request: RecordedRequest,
  res: ServerResponse,
): Promise<void> {
  const key = `${request.method} ${request.url.split('?')[0]}`;
  const route = routes[key];
  const [status, body] =
    typeof route === 'function'
      ? await route(request)
      : (route ?? [
          404,
          { message: `The route ${key} could not be found.`, errors: {}, error_id: 'test-404' },
        ]);
  if (body === undefined) res.writeHead(status).end();
  else sendJson(res, status, body);
}

/** The JSON body a request carried. */
export function jsonOf(request: RecordedRequest | undefined): unknown {
  return request ? JSON.parse(request.body.toString() || 'null') : undefined;
}
