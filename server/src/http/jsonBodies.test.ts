import { bearer, DEMO, expectErrorShape, login } from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { UNSUPPORTED_MEDIA_TYPE } from './jsonBodies';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
}, 120_000);
afterAll(() => server.close());

test('a bodyless request labelled JSON is answered as one without a body', async () => {
  const token = await login(server.app, DEMO);
  const res = await server.app.inject({
    method: 'DELETE',
    url: '/api/logout',
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBeLessThan(300);
  const after = await server.app.inject({ url: '/api/user', headers: bearer(token) });
  expect(after.statusCode).toBe(401);
});

test('JSON in another charset than UTF-8 is refused with 415 in the error shape', async () => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json; charset=utf-16' },
    payload: Buffer.from(JSON.stringify(DEMO), 'utf16le'),
  });
  expectErrorShape(res, 415);
  expect(res.json().message).toBe(UNSUPPORTED_MEDIA_TYPE);
});

test('malformed JSON is still a 400 in the error shape', async () => {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":',
  });
  expectErrorShape(res, 400);
});
