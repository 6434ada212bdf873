import { createTestServer, type TestServer } from '../test/testServer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('request ids', () => {
  it('gives every answer a uuid X-Request-Id', async () => {
    const a = await server.app.inject({ method: 'GET', url: '/api/locales' });
    const b = await server.app.inject({ method: 'GET', url: '/api/locales' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('keeps a sane incoming X-Request-Id and uses it as error_id', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'X-Request-Id': 'lb-7f3a9c.01:abc_DEF' },
    });
    expect(res.headers['x-request-id']).toBe('lb-7f3a9c.01:abc_DEF');
    expect(res.json().error_id).toBe('lb-7f3a9c.01:abc_DEF');
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['spaces', 'has some spaces'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
  ])('replaces an incoming id with %s', async (_label, value) => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'X-Request-Id': value },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.json().error_id).toBe(res.headers['x-request-id']);
  });
});

describe('GET /api/health', () => {
  it('reports ok and the database driver in use', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });
});
