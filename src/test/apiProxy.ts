import type { ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { startTestHttpServer, type RecordedRequest, type TestHttpServer } from './testHttpServer';

/** Answers (or holds) a request itself instead of passing it on: true when it did. */
export type ProxyIntercept = (request: RecordedRequest, response: ServerResponse) => boolean;

export interface ApiProxy extends TestHttpServer {
  intercept: (intercept: ProxyIntercept | null) => void;
}

/**
 * A loopback proxy in front of the product server for jsdom tests: it answers the CORS preflights
 * of jsdom's XMLHttpRequest (uploads run through it, and the jsdom page is on another origin),
 * records every request, and passes each one on unchanged — unless the test intercepts it (to
 * hold an upload until it is cancelled, or to cut the connection).
 */
export async function startApiProxy(target: string): Promise<ApiProxy> {
  const server = await startTestHttpServer();
  const upstreamHost = new URL(target).host;
  let intercept: ProxyIntercept | null = null;
  server.handle(
    (request, response) =>
      new Promise<void>((resolve) => {
        if (intercept?.(request, response)) {
          resolve();
          return;
        }
        const upstream = httpRequest(
          new URL(request.url, target),
          { method: request.method, headers: { ...request.headers, host: upstreamHost } },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
            answer.on('end', () => resolve());
          },
        );
        upstream.on('error', () => {
          response.destroy();
          resolve();
        });
        upstream.end(request.body);
      }),
  );
  return {
    ...server,
    intercept: (next) => {
      intercept = next;
    },
  };
}
