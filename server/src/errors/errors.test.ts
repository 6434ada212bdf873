// The API's error answers, through the real app (and, for body handling no public route has yet,
// through the real error handlers on a small app of their own).
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { createTestServer, type TestServer } from '../../test/testServer';
import { requestIdOf } from '../app';
import { HttpError } from './HttpError';
import { registerErrorHandlers } from './registerErrorHandlers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('API errors on the real app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['/api/xyz', 'The route api/xyz could not be found.'],
    ['/api/xyz/deeper?with=query', 'The route api/xyz/deeper could not be found.'],
    ['/api', 'The route api could not be found.'],
    ['/api/', 'The route api/ could not be found.'],
  ])('GET %s → 404 with Laravel message', async (url, message) => {
    const res = await server.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message, errors: {}, error_id: res.headers['x-request-id'] });
  });

  it('shortens a very long unknown path in the message', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().message.length).toBeLessThan(260);
  });

  it.each([
    ['POST', '/api/news'],
    ['DELETE', '/api/news/why-daily-walks-matter'],
    ['PUT', '/api/cities/london/care/camden-vets'],
  ] as const)('%s %s → 405 with Allow', async (method, url) => {
    const res = await server.app.inject({ method, url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    const path = url.slice(1);
    expect(res.json()).toEqual({
      message: `The ${method} method is not supported for route ${path}. Supported methods: GET, HEAD.`,
      errors: {},
      error_id: res.headers['x-request-id'],
    });
  });

  it('answers 404, not 405, for a known route with a trailing slash', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/locales/' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The route api/locales/ could not be found.');
  });

  it('answers HEAD on GET routes', async () => {
    const res = await server.app.inject({ method: 'HEAD', url: '/api/news' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 with the error shape for an undecodable URL', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/news/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request URL is malformed.',
      errors: {},
      error_id: res.headers['x-request-id'],
    });
  });

  it('answers 404 with the error shape for a path parameter beyond the router limit', async () => {
    const res = await server.app.inject({ method: 'GET', url: `/api/news/${'a'.repeat(1500)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error_id).toBe(res.headers['x-request-id']);
  });
});

describe('503 when the database is gone', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    // A real failure below the API: the database connection is gone.
    await server.database.close();
  });
  afterAll(() => server.close());

  it('answers 503 with Retry-After, without internals, error_id = X-Request-Id', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { 'X-Request-Id': 'trace-503-check' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['x-request-id']).toBe('trace-503-check');
    expect(res.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again in a few seconds.',
      errors: {},
      error_id: 'trace-503-check',
    });
    expect(res.body).not.toMatch(/pool|closed|pglite|select|stack/i);
  });

  it('reports the database as unavailable on /api/health', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'unavailable', database: server.database.driver });
  });
});

describe('error handlers on request bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({
      logger: false,
      genReqId: requestIdOf,
      ajv: { customOptions: { allErrors: true, verbose: true } },
    });
    await app.register(
      async (api) => {
        registerErrorHandlers(api);
        api.post(
          '/pets',
          {
            schema: {
              body: Type.Object({
                name: Type.String({ minLength: 1, maxLength: 50 }),
                weight_kg: Type.Number({ minimum: 0.1, maximum: 200 }),
                email: Type.Optional(Type.String({ format: 'email' })),
                tags: Type.Optional(Type.Array(Type.Object({ label: Type.String() }))),
              }),
            },
          },
          async () => ({ ok: true }),
        );
        api.get('/boom', async () => {
          throw new Error('secret database password is hunter2');
        });
        api.get('/teapot', async () => {
          throw new HttpError(409, 'Already done.', { name: ['Taken.'] });
        });
      },
      { prefix: '/api' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 400 with the error shape for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pets',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Biscuit",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON.',
      errors: {},
      error_id: expect.stringMatching(UUID),
    });
  });

  it('answers 422 with Laravel messages per field, nested fields dotted', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pets',
      payload: { weight_kg: 500, email: 'nope', tags: [{ label: { text: 'x' } }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The name field is required. (and 3 more errors)',
      errors: {
        name: ['The name field is required.'],
        weight_kg: ['The weight kg field must be between 0.1 and 200.'],
        email: ['The email field must be a valid email address.'],
        'tags.0.label': ['The tags.0.label field must be a string.'],
      },
      error_id: expect.stringMatching(UUID),
    });
  });

  it('treats an empty required string as missing and names string limits', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/pets',
      payload: { name: '', weight_kg: 'heavy' },
    });
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      weight_kg: ['The weight kg field must be a number.'],
    });
    const long = await app.inject({
      method: 'POST',
      url: '/api/pets',
      payload: { name: 'x'.repeat(51), weight_kg: 3 },
    });
    expect(long.json().errors).toEqual({
      name: ['The name field must not be greater than 50 characters.'],
    });
  });

  it('answers 500 "Server Error" for an unexpected error, without leaking it', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Server Error',
      errors: {},
      error_id: expect.stringMatching(UUID),
    });
    expect(res.body).not.toContain('hunter2');
  });

  it('answers an HttpError with its status, message and errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/teapot' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Already done.', errors: { name: ['Taken.'] } });
  });
});
