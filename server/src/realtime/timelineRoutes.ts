// GET /timeline/v2/jsonp/{n}: pusher-js's timeline reports (spec.md section 9, "timeline sender
// every 60 s, limit 50"). The browser client sends its connection timeline here, to our own host
// (its statsHost option), never to stats.pusher.com. pusher-js loads the URL as a script (JSONP):
// every query value is base64 of a string or of JSON. Reports of our app key are logged; the
// answer is an empty script, so the page runs nothing it did not write.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ValidationError } from '../errors/HttpError';
import { ErrorResponse } from '../errors/errorResponse';
import { registerErrorHandlers } from '../errors/registerErrorHandlers';
import { compileRequestValidator } from '../http/requestValidator';
import { PUBLIC } from '../http/routeAccess';

export interface TimelineOptions {
  /** The Pusher app key of our clients; reports for any other key are refused. */
  appKey: string;
}

/** pusher-js keeps at most 50 timeline entries between two reports. */
export const TIMELINE_LIMIT = 50;

const BASE64 = '^[A-Za-z0-9+/]*={0,2}$';
const field = (maxLength: number) => Type.Optional(Type.String({ maxLength, pattern: BASE64 }));

const TimelineQuery = Type.Object({
  session: field(64),
  bundle: field(64),
  key: Type.String({ minLength: 1, maxLength: 256, pattern: BASE64 }),
  lib: field(64),
  version: field(64),
  cluster: field(256),
  features: field(1024),
  // A URL carries the whole report (Node takes 16 kB of headers): 50 entries fit well within.
  timeline: Type.String({ maxLength: 12_000, pattern: BASE64 }),
});

const decode = (value: string | undefined): string =>
  value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isEntry = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const timelineRoutes: FastifyPluginAsyncTypebox<TimelineOptions> = async (
  api,
  { appKey },
) => {
  api.addSchema(ErrorResponse);
  registerErrorHandlers(api);
  api.setValidatorCompiler(compileRequestValidator);

  api.get(
    '/v2/jsonp/:receiver',
    {
      config: { access: PUBLIC },
      schema: {
        params: Type.Object({ receiver: Type.String({ pattern: '^\\d{1,9}$' }) }),
        querystring: TimelineQuery,
        // No response schema: the answer is a script, not JSON (errors keep the API's shape).
      },
    },
    async (request, reply) => {
      const query = request.query;
      if (decode(query.key) !== appKey) {
        throw new ValidationError({ key: ['The key field does not name this app.'] });
      }
      const timeline = parseJson(decode(query.timeline));
      if (!Array.isArray(timeline) || !timeline.every(isEntry)) {
        throw new ValidationError({ timeline: ['The timeline field must be a list of entries.'] });
      }
      const features = parseJson(decode(query.features));
      request.log.info(
        {
          timeline: {
            session: decode(query.session),
            bundle: Number(decode(query.bundle)) || null,
            lib: decode(query.lib),
            version: decode(query.version),
            cluster: decode(query.cluster),
            features: Array.isArray(features) ? features : [],
            entries: timeline.slice(-TIMELINE_LIMIT),
          },
        },
        'realtime client timeline',
      );
      return reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send('/* timeline received */\n');
    },
  );
};
