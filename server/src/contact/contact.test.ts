// POST /api/contact through the real app, on PGlite and on PostgreSQL (the two jest projects).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { contactMessages, mailOutbox } from '../db/schema';
import { databaseGoneAfterCommit } from '../../test/databaseGoneAfterCommit';
import { createTestServer, type TestServer } from '../../test/testServer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const valid = {
  name: 'Hana Sato',
  email: 'hana.sato@petmail.jp',
  topic: 'clinics',
  message: 'Our clinic in Osaka would like to join PetCare. Who should we talk to?',
  consent: true,
};

let server: TestServer;
let ipCounter = 0;
/** Every test sends from its own address, so rate-limit counters never leak between tests. */
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

beforeAll(async () => {
  server = await createTestServer({ env: { SUPPORT_EMAIL: 'help@petcare.test' } });
});
afterAll(() => server.close());

function post(
  payload: unknown,
  {
    ip = nextIp(),
    headers = {},
    app = server.app,
  }: { ip?: string; headers?: Record<string, string>; app?: FastifyInstance } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function storedCounts() {
  const db = server.database.db;
  const messages = await db.select().from(contactMessages);
  const mails = await db.select().from(mailOutbox);
  return { messages: messages.length, mails: mails.length };
}

describe('POST /api/contact with a valid message', () => {
  it('stores it, queues a mail to support and answers 201 with its id', async () => {
    const before = await storedCounts();
    const res = await post(
      { ...valid, name: '  Hana Sato  ', message: `  ${valid.message} <script>x</script>  ` },
      { headers: { 'App-Language': 'jp' } },
    );
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({ id: expect.stringMatching(UUID), created_at: expect.any(String) });

    const db = server.database.db;
    const [row] = (await db.select().from(contactMessages)).filter((m) => m.id === data.id);
    expect(row).toMatchObject({
      name: 'Hana Sato',
      email: valid.email,
      topic: 'clinics',
      message: `${valid.message} <script>x</script>`,
      locale: 'jp',
    });
    expect(row!.consentedAt).toBeInstanceOf(Date);

    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(before.mails + 1);
    const mail = mails.find((m) => m.textBody.includes(data.id))!;
    expect(mail).toMatchObject({
      toAddress: 'help@petcare.test',
      subject: '[PetCare contact] Veterinary clinics: Hana Sato',
      sentAt: null,
    });
    expect(mail.id).toMatch(UUID);
    expect(mail.textBody).toContain(valid.message);
    expect(mail.textBody).toContain(`From: Hana Sato <${valid.email}>`);
    expect(mail.htmlBody).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.htmlBody).not.toContain('<script>');
  });

  it('records English when no App-Language is sent and keeps subjects on one line', async () => {
    const res = await post({ ...valid, name: 'Tom\r\nBcc: spam@evil.jp' });
    expect(res.statusCode).toBe(201);
    const mails = await server.database.db.select().from(mailOutbox);
    const mail = mails.find((m) => m.textBody.includes(res.json().data.id))!;
    expect(mail.subject).toBe('[PetCare contact] Veterinary clinics: Tom Bcc: spam@evil.jp');
    const [row] = (await server.database.db.select().from(contactMessages)).filter(
      (m) => m.id === res.json().data.id,
    );
    expect(row!.locale).toBe('en');
  });
});

describe('POST /api/contact with bad input', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    [
      'an empty object',
      {},
      {
        name: ['The name field is required.'],
        email: ['The email field is required.'],
        topic: ['The topic field is required.'],
        message: ['The message field is required.'],
        consent: ['The consent field is required.'],
      },
    ],
    [
      'blank strings',
      { ...valid, name: '   ', message: ' \n ' },
      {
        name: ['The name field is required.'],
        message: ['The message field is required.'],
      },
    ],
    [
      // No type coercion anywhere in the API: 7 is not a topic name, as Laravel's string rule says.
      'wrong types',
      { name: { first: 'Hana' }, email: {}, topic: 7, message: { text: 'hi' }, consent: 'yes' },
      {
        name: ['The name field must be a string.'],
        email: ['The email field must be a string.'],
        topic: ['The topic field must be a string.', 'The selected topic is invalid.'],
        message: ['The message field must be a string.'],
        consent: ['The consent field must be accepted.'],
      },
    ],
    [
      'a malformed e-mail address',
      { ...valid, email: 'hana at petmail' },
      { email: ['The email field must be a valid email address.'] },
    ],
    [
      'an address support cannot reply to',
      { ...valid, email: 'someone@example.com' },
      { email: ['The email field must be an address we can reply to.'] },
    ],
    [
      'an unknown topic',
      { ...valid, topic: 'refunds' },
      { topic: ['The selected topic is invalid.'] },
    ],
    [
      'a message that is too short',
      { ...valid, message: 'Help!' },
      { message: ['The message field must be between 10 and 5000 characters.'] },
    ],
    [
      'a message that is too long',
      { ...valid, message: 'a'.repeat(5001) },
      { message: ['The message field must be between 10 and 5000 characters.'] },
    ],
    [
      'a name that is too long',
      { ...valid, name: 'N'.repeat(101) },
      { name: ['The name field must not be greater than 100 characters.'] },
    ],
    [
      'consent not given',
      { ...valid, consent: false },
      { consent: ['The consent field must be accepted.'] },
    ],
    ['a JSON array', [valid], { body: ['The body field must be an object.'] }],
    ['a JSON string', '"hello"', { body: ['The body field must be an object.'] }],
  ];

  it.each(cases)('answers 422 for %s and stores nothing', async (_label, payload, errors) => {
    const before = await storedCounts();
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: expect.any(String),
      errors,
      error_id: res.headers['x-request-id'],
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON and stores nothing', async () => {
    const before = await storedCounts();
    const res = await post('{"name": "Hana",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'The request body is not valid JSON.',
      errors: {},
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('answers 405 in the error shape for GET', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/contact' });
    expect(res.statusCode).toBe(405);
    expect(res.json().message).toMatch(/^The GET method is not supported for route api\/contact/);
  });
});

describe('rate limit', () => {
  it('accepts 5 messages an hour from one address, then answers 429 and stores nothing', async () => {
    const ip = nextIp();
    // Invalid attempts do not use up the allowance.
    for (let i = 0; i < 3; i += 1) expect((await post({}, { ip })).statusCode).toBe(422);
    expect((await post({ ...valid, email: 'x@example.org' }, { ip })).statusCode).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await post(valid, { ip })).statusCode).toBe(201);

    const before = await storedCounts();
    const res = await post(valid, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: `Too many attempts. Please try again in ${res.headers['retry-after']} seconds.`,
      errors: {},
      error_id: res.headers['x-request-id'],
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await storedCounts()).toEqual(before);

    // Another visitor is not affected.
    expect((await post(valid)).statusCode).toBe(201);
  });

  it('is shared by every API instance on the same database', async () => {
    const second = await buildApp({
      config: server.config,
      database: server.database,
      logger: false,
    });
    try {
      const ip = nextIp();
      for (let i = 0; i < 3; i += 1) expect((await post(valid, { ip })).statusCode).toBe(201);
      for (let i = 0; i < 2; i += 1)
        expect((await post(valid, { ip, app: second })).statusCode).toBe(201);
      expect((await post(valid, { ip, app: second })).statusCode).toBe(429);
      expect((await post(valid, { ip })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('Idempotency-Key', () => {
  const keyed = (key: string) => ({ 'Idempotency-Key': key });
  const newKey = () => `contact-${Math.random().toString(36).slice(2)}-${Date.now()}`;

  it('answers a retry with the same key with the first answer, storing one message and one mail', async () => {
    const ip = nextIp();
    const key = newKey();
    const before = await storedCounts();
    const first = await post(valid, { ip, headers: keyed(key) });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body in another key order is the same request.
    const { consent, ...rest } = valid;
    const reordered = { consent, ...rest };
    const retry = await post(reordered, { ip, headers: keyed(key) });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await storedCounts()).toEqual({
      messages: before.messages + 1,
      mails: before.mails + 1,
    });
  });

  it('replays even when the rate limit is used up, and does not count the retry', async () => {
    const ip = nextIp();
    const key = newKey();
    const first = await post(valid, { ip, headers: keyed(key) });
    for (let i = 0; i < 4; i += 1) expect((await post(valid, { ip })).statusCode).toBe(201);
    expect((await post(valid, { ip })).statusCode).toBe(429);
    const retry = await post(valid, { ip, headers: keyed(key) });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('refuses the same key with another body with 422, storing nothing', async () => {
    const ip = nextIp();
    const key = newKey();
    expect((await post(valid, { ip, headers: keyed(key) })).statusCode).toBe(201);
    const before = await storedCounts();
    const res = await post({ ...valid, topic: 'billing' }, { ip, headers: keyed(key) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message:
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      errors: {},
      error_id: res.headers['x-request-id'],
    });
    expect(await storedCounts()).toEqual(before);
  });

  it('keeps keys per caller: another address with the same key sends its own message', async () => {
    const key = newKey();
    const mine = await post(valid, { headers: keyed(key) });
    const theirs = await post(valid, { headers: keyed(key) });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.id).not.toBe(mine.json().data.id);
  });

  it('stores one message for concurrent retries with the same key', async () => {
    const ip = nextIp();
    const key = newKey();
    const before = await storedCounts();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(valid, { ip, headers: keyed(key) })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().data.id)).size).toBe(1);
    expect(await storedCounts()).toEqual({
      messages: before.messages + 1,
      mails: before.mails + 1,
    });
  });

  it.each([['x'.repeat(256)], ['clé-avec-accent'], ['two words']])(
    'refuses the key %p with 422 in the error shape',
    async (key) => {
      const before = await storedCounts();
      const res = await post(valid, { headers: { 'Idempotency-Key': key } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        'Idempotency-Key': [
          'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
        ],
      });
      expect(await storedCounts()).toEqual(before);
    },
  );
});

describe('the message and its mail', () => {
  it('commit together: when the mail cannot be queued the message is not stored either', async () => {
    const db = server.database.db;
    const before = await storedCounts();
    await db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    let res;
    try {
      res = await post(valid);
    } finally {
      await db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(res.statusCode).toBe(500);
    expect(await storedCounts()).toEqual(before);
  });
});

describe('a stored message is never answered with an error', () => {
  it('answers 201 when the database goes away right after the message was committed', async () => {
    const fault = databaseGoneAfterCommit(server.database);
    const app = await buildApp({ config: server.config, database: fault.handle, logger: false });
    try {
      const ip = nextIp();
      const before = await storedCounts();
      fault.arm();
      const res = await post(valid, { ip, app });
      expect(fault.fired).toBe(true);
      // Committed means accepted: a 5xx here would make the client send it a second time.
      expect(res.statusCode).toBe(201);
      expect(await storedCounts()).toEqual({
        messages: before.messages + 1,
        mails: before.mails + 1,
      });
      // The accepted message was counted with it (in the same transaction): 4 more, then 429.
      fault.restore();
      for (let i = 0; i < 4; i += 1) expect((await post(valid, { ip })).statusCode).toBe(201);
      expect((await post(valid, { ip })).statusCode).toBe(429);
    } finally {
      fault.restore();
      await app.close();
    }
  });

  it('counts nothing when the message cannot be stored', async () => {
    const db = server.database.db;
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1) expect((await post(valid, { ip })).statusCode).toBe(201);
    await db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      expect((await post(valid, { ip })).statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
    // The failed attempt used up nothing: the fifth message is still accepted.
    expect((await post(valid, { ip })).statusCode).toBe(201);
    expect((await post(valid, { ip })).statusCode).toBe(429);
  });
});

describe('OpenAPI', () => {
  it('documents POST /api/contact with its request and answers', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const operation = res.json().paths['/api/contact'].post;
    expect(Object.keys(operation.responses).sort()).toEqual([
      '201',
      '400',
      '422',
      '429',
      '500',
      '503',
    ]);
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(operation.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'topic',
      'message',
      'consent',
    ]);
  });
});
