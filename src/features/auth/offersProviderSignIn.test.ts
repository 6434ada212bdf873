import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { offersProviderSignIn } from './offersProviderSignIn';

// A real HTTP server answering GET /api/auth/providers as told.
let answer: { status: number; body: string } = { status: 200, body: '{"data":[]}' };
let server: Server;
let api: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== '/api/auth/providers') return void response.writeHead(404).end();
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('offersProviderSignIn', () => {
  it('is true when the API lists a provider the app knows', async () => {
    answer = { status: 200, body: '{"data":["google"]}' };
    await expect(offersProviderSignIn(api)).resolves.toBe(true);
  });

  it('is false only for a list naming no provider the app knows', async () => {
    for (const body of ['{"data":[]}', '{"data":["myspace"]}']) {
      answer = { status: 200, body };
      await expect(offersProviderSignIn(api)).resolves.toBe(false);
    }
  });

  it('is true when it cannot tell: a refusal, another answer, bad JSON, no API at all', async () => {
    for (const body of ['{"data":"google"}', 'null', '<html>']) {
      answer = { status: 200, body };
      await expect(offersProviderSignIn(api)).resolves.toBe(true);
    }
    answer = { status: 503, body: '{"data":[]}' };
    await expect(offersProviderSignIn(api)).resolves.toBe(true);
    await expect(offersProviderSignIn('http://127.0.0.1:9/api')).resolves.toBe(true);
  });
});
