import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchSignInProviders } from './signInProviders';

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

describe('fetchSignInProviders', () => {
  it("gives the providers the API lists that the app knows, in the app's order", async () => {
    answer = { status: 200, body: '{"data":["facebook","myspace","google"]}' };
    await expect(fetchSignInProviders(api)).resolves.toEqual(['google', 'facebook']);
    answer = { status: 200, body: '{"data":[]}' };
    await expect(fetchSignInProviders(api)).resolves.toEqual([]);
  });

  it('fails on a refusal, an answer that is not the list, or no API at all', async () => {
    answer = { status: 503, body: '{"data":["google"]}' };
    await expect(fetchSignInProviders(api)).rejects.toThrow('answered 503');
    for (const body of ['{"data":"google"}', 'null']) {
      answer = { status: 200, body };
      await expect(fetchSignInProviders(api)).rejects.toThrow('did not answer with a list');
    }
    answer = { status: 200, body: '<html>' };
    await expect(fetchSignInProviders(api)).rejects.toThrow();
    await expect(fetchSignInProviders('http://127.0.0.1:9/api')).rejects.toThrow();
  });
});
