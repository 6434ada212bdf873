// pusher-js's timeline reports, as its JSONP sender encodes them: accepted and logged for our app
// key; every malformed or foreign report refused with the error shape, and nothing logged.
import Fastify, { type FastifyInstance } from 'fastify';
import { TIMELINE_LIMIT, timelineRoutes } from './timelineRoutes';

const APP_KEY = 'petcare-local-key';

/** What pusher-js does with each value: base64 of the string, or of the JSON. */
const encode = (value: unknown) =>
  encodeURIComponent(
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64'),
  );

function reportUrl(overrides: Record<string, unknown> = {}, receiver = '1') {
  const data: Record<string, unknown> = {
    session: '123456789',
    bundle: '1',
    key: APP_KEY,
    lib: 'js',
    version: '8.4.0',
    cluster: '',
    features: ['ws'],
    timeline: [
      { timestamp: 1, instances: 1 },
      { timestamp: 2, cached: false, transport: 'ws' },
    ],
    ...overrides,
  };
  const query = Object.entries(data)
    .map(([name, value]) => `${name}=${encode(value)}`)
    .join('&');
  return `/timeline/v2/jsonp/${receiver}?${query}`;
}

let app: FastifyInstance;
let lines: Record<string, unknown>[];

beforeEach(async () => {
  lines = [];
  app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  });
  await app.register(timelineRoutes, { prefix: '/timeline', appKey: APP_KEY });
});
afterEach(() => app.close());

const reports = () => lines.filter((line) => line.msg === 'realtime client timeline');

it('logs a report of our app key and answers with an empty, uncached script', async () => {
  const response = await app.inject({ method: 'GET', url: reportUrl() });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toBe('/* timeline received */\n');
  expect(reports()).toHaveLength(1);
  expect(reports()[0]!.timeline).toEqual({
    session: '123456789',
    bundle: 1,
    lib: 'js',
    version: '8.4.0',
    cluster: '',
    features: ['ws'],
    entries: [
      { timestamp: 1, instances: 1 },
      { timestamp: 2, cached: false, transport: 'ws' },
    ],
  });
});

it(`keeps the last ${TIMELINE_LIMIT} entries of a longer timeline`, async () => {
  const timeline = Array.from({ length: 60 }, (_, i) => ({ timestamp: i }));
  const response = await app.inject({ method: 'GET', url: reportUrl({ timeline }) });
  expect(response.statusCode).toBe(200);
  const entries = (reports()[0]!.timeline as { entries: { timestamp: number }[] }).entries;
  expect(entries).toHaveLength(TIMELINE_LIMIT);
  expect(entries[0]).toEqual({ timestamp: 10 });
});

it.each([
  ['another app key', reportUrl({ key: 'someone-else' }), 422, 'key'],
  ['a timeline that is not a list', reportUrl({ timeline: { a: 1 } }), 422, 'timeline'],
  ['a timeline of non-entries', reportUrl({ timeline: [1, 'x'] }), 422, 'timeline'],
  ['a timeline that is not JSON', reportUrl({ timeline: 'not json' }), 422, 'timeline'],
  ['no timeline', reportUrl().replace(/&timeline=[^&]*/, ''), 422, 'timeline'],
  ['a value that is not base64', reportUrl().replace(/lib=[^&]*/, 'lib=%3Cscript%3E'), 422, 'lib'],
  ['a receiver that is not a number', reportUrl({}, 'abc'), 404, null],
])('refuses %s with the error shape, logging nothing', async (_case, url, status, field) => {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(status);
  const body = response.json<{
    message: string;
    errors: Record<string, string[]>;
    error_id: string;
  }>();
  expect(typeof body.message).toBe('string');
  expect(typeof body.error_id).toBe('string');
  if (field) expect(Object.keys(body.errors)).toContain(field);
  expect(reports()).toHaveLength(0);
});
