// Errors on site paths (outside /api) never carry SQL, a stack or a path.
import Fastify, { type FastifyInstance } from 'fastify';
import { siteErrorHandler } from './siteErrorHandler';

describe('siteErrorHandler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(siteErrorHandler);
    app.get('/query-failed', async () => {
      throw Object.assign(new Error('Failed query: select password from users where id = $1'), {
        cause: new Error('relation "users" does not exist at /work/app/server.ts:12:3'),
      });
    });
    app.get('/database-down', async () => {
      throw Object.assign(new Error('Failed query: select * from redirects'), {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
          code: 'ECONNREFUSED',
        }),
      });
    });
    app.get('/bad', async () => {
      throw Object.assign(new Error('body/x must be string'), { statusCode: 400 });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unexpected error 500 in plain text with only a reference', async () => {
    const res = await app.inject({ url: '/query-failed' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(`Server Error (reference ${res.headers['x-request-id']})`);
  });

  it('answers 503 with Retry-After when the database cannot be reached', async () => {
    const res = await app.inject({ url: '/database-down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).toBe(
      'The service is temporarily unavailable. Please try again in a few seconds.',
    );
  });

  it('answers client errors with the status text only', async () => {
    const res = await app.inject({ url: '/bad' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toBe('Bad Request');
  });
});
