// How JSON bodies are read, for the whole app (the API, /broadcasting, the site's POST routes):
// - a JSON content type with an empty body (`DELETE /api/logout` from clients that always send
//   `Content-Type: application/json`) is a request without a body, not a 400;
// - a body labelled with any charset but UTF-8 is refused with 415: `charset=utf-16` bytes read
//   as UTF-8 would be stored as garbage text.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/HttpError';

export const UNSUPPORTED_MEDIA_TYPE = 'The request body has an unsupported media type.';

function charsetOf(request: FastifyRequest): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(request.headers['content-type'] ?? '');
  return match?.[1]?.toLowerCase();
}

export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = charsetOf(request);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new HttpError(415, UNSUPPORTED_MEDIA_TYPE), undefined);
      return;
    }
    if (body === '') done(null, undefined);
    else parseJson(request, String(body), done);
  });
}
