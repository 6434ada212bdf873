import { sendContactMessage } from './sendContactMessage';

/** What fetch resolves to (jsdom has no Response class). */
function jsonResponse(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const request = {
  name: 'Hana',
  email: 'hana@petmail.jp',
  topic: 'general' as const,
  message: 'Hello there, a question.',
  consent: true as const,
};

function reply(status: number, body: unknown) {
  return jest.fn(async (_url: string, _init?: RequestInit) => jsonResponse(status, body));
}

describe('sendContactMessage', () => {
  afterEach(() => {
    delete process.env.GATSBY_API_URL;
  });

  it('posts JSON to {API}/contact with the app headers and returns the id', async () => {
    const fetchImpl = reply(201, { data: { id: 'abc', created_at: '2026-01-01T00:00:00Z' } });
    expect(await sendContactMessage(request, 'jp', fetchImpl)).toEqual({ ok: true, id: 'abc' });
    const [url, init = {}] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'App-Language': 'jp',
    });
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('sends the Idempotency-Key it is given', async () => {
    const fetchImpl = reply(201, { data: { id: 'abc', created_at: '2026-01-01T00:00:00Z' } });
    await sendContactMessage(request, 'en', fetchImpl, 'f1e2d3c4');
    expect(fetchImpl.mock.calls[0]![1]?.headers).toMatchObject({ 'Idempotency-Key': 'f1e2d3c4' });
  });

  it('uses GATSBY_API_URL as the API base', async () => {
    process.env.GATSBY_API_URL = 'https://api.petcare.example/api/';
    const fetchImpl = reply(201, { data: { id: 'x', created_at: '' } });
    await sendContactMessage(request, 'en', fetchImpl);
    expect(fetchImpl.mock.calls[0]![0]).toBe('https://api.petcare.example/api/contact');
  });

  it('maps 422, 429, other failures and network errors', async () => {
    const errors = { email: ['The email field must be an address we can reply to.'] };
    expect(
      await sendContactMessage(request, 'en', reply(422, { message: 'x', errors, error_id: 'e1' })),
    ).toEqual({ ok: false, kind: 'validation', errors, errorId: 'e1' });
    expect(
      await sendContactMessage(
        request,
        'en',
        reply(429, { message: 'Too Many Attempts.', errors: {}, error_id: 'e2' }),
      ),
    ).toEqual({ ok: false, kind: 'rateLimited', errorId: 'e2' });
    expect(await sendContactMessage(request, 'en', reply(502, 'bad gateway'))).toEqual({
      ok: false,
      kind: 'failed',
      status: 502,
      errorId: undefined,
    });
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await sendContactMessage(request, 'en', offline)).toEqual({
      ok: false,
      kind: 'network',
    });
  });
});
