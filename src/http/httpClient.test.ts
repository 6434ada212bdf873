import { sendJson, startTestHttpServer, type TestHttpServer } from '../test/testHttpServer';
import { ApiError, parseRetryAfter } from './ApiError';
import { clearAllCookies } from '../test/testRootStore';
import { createGuestHttpClient, HttpClient, type SessionHeaders } from './httpClient';

describe('HttpClient against a real HTTP server', () => {
  let server: TestHttpServer;
  let session: SessionHeaders;
  let failures: Error[];
  let client: HttpClient;

  beforeEach(async () => {
    server = await startTestHttpServer();
    session = { locale: 'en', token: null, medicalEntityId: null };
    failures = [];
    client = new HttpClient({
      baseUrl: `${server.origin}/api/`,
      session: () => session,
      onError: (error) => failures.push(error),
    });
  });
  afterEach(() => server.close());

  describe('headers (spec.md section 7)', () => {
    it('sends X-Requested-With and App-Language, and no credentials for a guest', async () => {
      server.handle((_req, res) => sendJson(res, 200, { ok: true }));
      await client.post('login', { email: 'a@b.c' });
      const { headers } = server.requests[0]!;
      expect(headers['x-requested-with']).toBe('XMLHttpRequest');
      expect(headers['app-language']).toBe('en');
      expect(headers.authorization).toBeUndefined();
      expect(headers['x-medical-entity-id']).toBeUndefined();
    });

    it("a public page's client sends the session its cookies hold, or none", async () => {
      server.handle((_req, res) => sendJson(res, 200, {}));
      const guest = createGuestHttpClient('jp', { baseUrl: `${server.origin}/api` });
      clearAllCookies();
      await guest.post('contact', {});
      document.cookie = 'auth-token=tok-7; Path=/';
      document.cookie = `selected-user-role=${encodeURIComponent(
        JSON.stringify({ name: 'vet', medical_entity_id: 3 }),
      )}; Path=/`;
      await guest.post('contact', {});
      clearAllCookies();
      const [signedOut, signedIn] = server.requests.map((r) => r.headers);
      expect(signedOut).toMatchObject({
        'x-requested-with': 'XMLHttpRequest',
        'app-language': 'jp',
      });
      expect(signedOut).not.toHaveProperty('authorization');
      expect(signedIn).toMatchObject({
        'x-requested-with': 'XMLHttpRequest',
        'app-language': 'jp',
        authorization: 'Bearer tok-7',
        'x-medical-entity-id': '3',
      });
    });

    it('sends the bearer token, the current locale and the medical entity of the role', async () => {
      server.handle((_req, res) => sendJson(res, 200, {}));
      session = { locale: 'jp', token: 'tok-123', medicalEntityId: 42 };
      await client.get('user');
      const { headers } = server.requests[0]!;
      expect(headers.authorization).toBe('Bearer tok-123');
      expect(headers['app-language']).toBe('jp');
      expect(headers['x-medical-entity-id']).toBe('42');
    });

    it('adds a call’s own headers without letting them replace the session’s', async () => {
      server.handle((_req, res) => sendJson(res, 200, {}));
      session = { locale: 'en', token: 'tok-1', medicalEntityId: null };
      await client.post(
        'keeper/checkout',
        {},
        {
          headers: { 'Idempotency-Key': 'attempt-123', Authorization: 'Bearer forged' },
        },
      );
      const { headers } = server.requests[0]!;
      expect(headers['idempotency-key']).toBe('attempt-123');
      expect(headers.authorization).toBe('Bearer tok-1');
    });

    it('sends no-cache headers on GET only', async () => {
      server.handle((_req, res) => sendJson(res, 200, {}));
      await client.get('user');
      await client.post('logout');
      const [get, post] = server.requests;
      expect(get!.headers['cache-control']).toBe('no-cache');
      expect(get!.headers.pragma).toBe('no-cache');
      expect(get!.headers.expires).toBe('0');
      expect(post!.headers['cache-control']).toBeUndefined();
      expect(post!.headers.pragma).toBeUndefined();
    });
  });

  describe('requests and answers', () => {
    it('joins base URL and path, encodes the query and sends JSON bodies', async () => {
      server.handle((_req, res) => sendJson(res, 201, { token: 't' }));
      const answer = await client.post<{ token: string }>(
        '/keeper/register',
        { name: 'Aiko', terms: true },
        { query: { ref: 'a b', remember: true, skip: undefined, none: null, page: 2 } },
      );
      expect(answer).toEqual({ token: 't' });
      const request = server.requests[0]!;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/api/keeper/register?ref=a+b&remember=1&page=2');
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body.toString())).toEqual({ name: 'Aiko', terms: true });
    });

    it('resolves undefined for 204 No Content', async () => {
      server.handle((_req, res) => {
        res.writeHead(204).end();
      });
      await expect(client.delete('logout')).resolves.toBeUndefined();
      expect(server.requests[0]!.method).toBe('DELETE');
      expect(failures).toEqual([]);
    });
  });

  describe('failed requests (spec.md section 8)', () => {
    it('reports the server message with error_id and the field errors', async () => {
      server.handle((_req, res) =>
        sendJson(res, 422, {
          message: 'These credentials do not match our records.',
          errors: { email: ['These credentials do not match our records.'] },
          error_id: 'req-0001',
        }),
      );
      const error = await client.post('login', {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.status).toBe(422);
      expect(apiError.message).toBe('These credentials do not match our records.');
      expect(apiError.errorId).toBe('req-0001');
      expect(apiError.errors).toEqual({ email: ['These credentials do not match our records.'] });
      expect(failures).toEqual([apiError]);
    });

    it("uses '{status}: {statusText}' when the answer has no message", async () => {
      server.handle((_req, res) => {
        res.writeHead(502, 'Bad Gateway', { 'Content-Type': 'text/html' });
        res.end('<html>upstream down</html>');
      });
      await expect(client.get('user')).rejects.toThrow('502: Bad Gateway');
      expect(failures.map((f) => f.message)).toEqual(['502: Bad Gateway']);
    });

    it("falls back to 'An unexpected error occurred.' without message or status text", async () => {
      server.handle((_req, res) => {
        res.writeHead(599, '');
        res.end();
      });
      await expect(client.get('user')).rejects.toThrow('An unexpected error occurred.');
      expect((failures[0] as ApiError).isUnexpected).toBe(true);
    });

    it("says 'An unexpected error occurred.' when the server cannot be reached", async () => {
      await server.close();
      const error = (await client.get('user').catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.status).toBe(0);
      expect(error.message).toBe('An unexpected error occurred.');
      expect(failures).toHaveLength(1);
      server = await startTestHttpServer();
    });

    it('keeps quiet for callers that handle the failure themselves', async () => {
      server.handle((_req, res) => sendJson(res, 401, { message: 'Unauthenticated.' }));
      await expect(client.get('user', { notify: false })).rejects.toThrow('Unauthenticated.');
      expect(failures).toEqual([]);
    });

    it('does not report a request the caller aborted', async () => {
      server.handle(() => undefined);
      const controller = new AbortController();
      const pending = client.get('slow', { signal: controller.signal });
      await new Promise((r) => setTimeout(r, 20));
      controller.abort();
      await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
      expect(failures).toEqual([]);
    });
  });

  describe('streams', () => {
    it("yields the JSON of every 'data: ' line, even split across chunks", async () => {
      server.handle(async (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.write(': comment\n\nevent: message\ndata: {"delta":"Hel');
        await new Promise((r) => setTimeout(r, 10));
        res.write('lo"}\n\ndata: {"delta":" world"}\r\n\n');
        res.end('data: {"done":true}');
      });
      const received: unknown[] = [];
      for await (const event of client.stream('POST', 'chat', { q: 'hi' })) received.push(event);
      expect(received).toEqual([{ delta: 'Hello' }, { delta: ' world' }, { done: true }]);
      expect(server.requests[0]!.headers.accept).toBe('text/event-stream');
    });

    it("stops with 'Invalid JSON from server' on a bad chunk", async () => {
      server.handle((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.end('data: {"ok":1}\n\ndata: {not json}\n\n');
      });
      const received: unknown[] = [];
      const run = async () => {
        for await (const event of client.stream('GET', 'chat')) received.push(event);
      };
      await expect(run()).rejects.toThrow('Invalid JSON from server');
      expect(received).toEqual([{ ok: 1 }]);
      expect(failures.map((f) => f.message)).toEqual(['Invalid JSON from server']);
    });

    it('reports the message of a JSON error answer', async () => {
      server.handle((_req, res) =>
        sendJson(res, 429, { message: 'Too many attempts.', errors: {}, error_id: 'e-9' }),
      );
      const run = async () => {
        for await (const _ of client.stream('POST', 'chat')) void _;
      };
      await expect(run()).rejects.toThrow('Too many attempts.');
      expect((failures[0] as ApiError).errorId).toBe('e-9');
    });

    it("says 'Failed to read error stream (Status: {status}).' for an unreadable error", async () => {
      server.handle((_req, res) => {
        res.writeHead(500, { 'Content-Type': 'text/event-stream' });
        res.end('data: ???');
      });
      const run = async () => {
        for await (const _ of client.stream('POST', 'chat')) void _;
      };
      await expect(run()).rejects.toThrow('Failed to read error stream (Status: 500).');
      expect(failures).toHaveLength(1);
    });
  });

  describe('Retry-After', () => {
    it('keeps the wait a 429 asks for, in seconds', async () => {
      server.handle((_req, res) =>
        sendJson(
          res,
          429,
          { message: 'Too many attempts.', errors: {}, error_id: 'e-1' },
          { 'Retry-After': '3600' },
        ),
      );
      await expect(client.post('keeper/pets/1/reports', {})).rejects.toMatchObject({
        status: 429,
        retryAfterSeconds: 3600,
      });
      server.handle((_req, res) => sendJson(res, 503, { message: 'Down.' }));
      await expect(client.get('user')).rejects.toMatchObject({ retryAfterSeconds: null });
    });

    it('reads seconds or an HTTP date', () => {
      const now = Date.parse('2026-06-01T09:00:00Z');
      expect(parseRetryAfter('120', now)).toBe(120);
      expect(parseRetryAfter('Mon, 01 Jun 2026 09:01:30 GMT', now)).toBe(90);
      expect(parseRetryAfter('soon', now)).toBeNull();
      expect(parseRetryAfter(null, now)).toBeNull();
    });
  });
});
