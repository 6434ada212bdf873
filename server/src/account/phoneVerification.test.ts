// Phone verification by SMS code through the SMS outbox, and the Twilio provider against a local
// fake of its REST API.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import {
  bearer,
  databaseFingerprint,
  expectErrorShape,
  freshAddress,
  registerKeeper,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { ManualClock, MINUTE } from '../http/clock';
import { smsOutbox } from '../db/schema';

let server: TestServer;
const clock = new ManualClock();

beforeAll(async () => {
  server = await createTestServer({ app: { clock } });
});
afterAll(() => server.close());

const post = (url: string, token: string, payload: object = {}, ip = freshAddress()) =>
  server.app.inject({ method: 'POST', url, headers: bearer(token), payload, remoteAddress: ip });

async function lastCode(): Promise<{ to: string; code: string; text: string }> {
  const res = await server.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
  const [latest] = res.json().data as { to: string; text: string }[];
  const code = /\b(\d{6})\b/.exec(latest!.text)?.[1];
  return { to: latest!.to, text: latest!.text, code: code! };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/send-verification-sms', () => {
  it('texts a 6-digit code to the given number and says where, masked', async () => {
    const keeper = await registerKeeper(server.app);
    const res = await post('/api/send-verification-sms', keeper.token, {
      phone_number: '+1 555 010 2030',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'We have sent a verification code to +1••••••2030.' });
    const sms = await lastCode();
    expect(sms.to).toBe('+15550102030');
    expect(sms.code).toMatch(/^\d{6}$/);
    expect(sms.text).toBe(
      `Your PetCare verification code is ${sms.code}. It expires in 10 minutes. Never share it.`,
    );
  });

  it('uses the stored number when none is given, and needs one', async () => {
    const keeper = await registerKeeper(server.app);
    const none = await post('/api/send-verification-sms', keeper.token);
    expectErrorShape(none, 422);
    expect(none.json().errors).toEqual({ phone_number: ['The phone number field is required.'] });
    await server.app.inject({
      method: 'POST',
      url: '/api/account/profile',
      headers: bearer(keeper.token),
      payload: { name: 'K', email: keeper.email, phone_number: '+819012345678' },
    });
    expect((await post('/api/send-verification-sms', keeper.token)).statusCode).toBe(200);
    expect((await lastCode()).to).toBe('+819012345678');
  });

  it('writes Japanese texts for Japanese users', async () => {
    const keeper = await registerKeeper(server.app, {}, { 'app-language': 'jp' });
    await post('/api/send-verification-sms', keeper.token, { phone_number: '+819011112222' });
    expect((await lastCode()).text).toMatch(/^【PetCare】認証コード：\d{6}（有効期限10分）/);
  });

  it('refuses a malformed number without sending anything', async () => {
    const keeper = await registerKeeper(server.app);
    const before = await databaseFingerprint(server.database.db);
    const res = await post('/api/send-verification-sms', keeper.token, { phone_number: 'call me' });
    expectErrorShape(res, 422);
    expect(res.json().errors).toEqual({
      phone_number: ['The phone number field format is invalid.'],
    });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('limits texts to 5 an hour per user', async () => {
    const keeper = await registerKeeper(server.app);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/send-verification-sms', keeper.token, { phone_number: '+15550100001' }))
          .statusCode,
      ).toBe(200);
    }
    const res = await post('/api/send-verification-sms', keeper.token, {
      phone_number: '+15550100001',
    });
    expectErrorShape(res, 429);
    expect(res.headers['retry-after']).toBe('3600');
  });
});

describe('POST /api/verify-phone-number', () => {
  it('verifies the number with the right code, once', async () => {
    const keeper = await registerKeeper(server.app);
    await post('/api/send-verification-sms', keeper.token, { phone_number: '+15550102031' });
    const { code } = await lastCode();
    const res = await post('/api/verify-phone-number', keeper.token, { code });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      phone_number: '+15550102031',
      is_verified_phone_number: true,
    });
    const again = await post('/api/verify-phone-number', keeper.token, { code });
    expectErrorShape(again, 422);
    expect(again.json().errors).toEqual({
      code: ['The verification code is invalid or has expired.'],
    });
  });

  it('refuses a wrong code, and any code after 5 attempts', async () => {
    const keeper = await registerKeeper(server.app);
    await post('/api/send-verification-sms', keeper.token, { phone_number: '+15550102032' });
    const { code } = await lastCode();
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/verify-phone-number', keeper.token, { code: otherCode(code) });
      expectErrorShape(res, 422);
    }
    expectErrorShape(await post('/api/verify-phone-number', keeper.token, { code }), 422);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: bearer(keeper.token),
    });
    expect(me.json().data.is_verified_phone_number).toBe(false);
  });

  it('refuses a code after 10 minutes', async () => {
    const keeper = await registerKeeper(server.app);
    await post('/api/send-verification-sms', keeper.token, { phone_number: '+15550102033' });
    const { code } = await lastCode();
    clock.advance(10 * MINUTE + 1);
    expectErrorShape(await post('/api/verify-phone-number', keeper.token, { code }), 422);
  });

  it('accepts only the newest code', async () => {
    const keeper = await registerKeeper(server.app);
    await post('/api/send-verification-sms', keeper.token, { phone_number: '+15550102034' });
    const first = (await lastCode()).code;
    await post('/api/send-verification-sms', keeper.token, { phone_number: '+15550102034' });
    const second = (await lastCode()).code;
    if (first !== second) {
      expectErrorShape(await post('/api/verify-phone-number', keeper.token, { code: first }), 422);
    }
    expect(
      (await post('/api/verify-phone-number', keeper.token, { code: second })).statusCode,
    ).toBe(200);
  });

  it("cannot use another user's code", async () => {
    const owner = await registerKeeper(server.app);
    const thief = await registerKeeper(server.app);
    await post('/api/send-verification-sms', owner.token, { phone_number: '+15550102035' });
    const { code } = await lastCode();
    expectErrorShape(await post('/api/verify-phone-number', thief.token, { code }), 422);
  });

  it('does not spend an attempt on input that cannot be a code', async () => {
    const keeper = await registerKeeper(server.app);
    await post('/api/send-verification-sms', keeper.token, { phone_number: '+15550102036' });
    const { code } = await lastCode();
    for (const bad of ['12345', '1234567', 'abcdef', '12 34 56x', '１２３４５６']) {
      expectErrorShape(await post('/api/verify-phone-number', keeper.token, { code: bad }), 422);
    }
    expect((await post('/api/verify-phone-number', keeper.token, { code })).statusCode).toBe(200);
  });
});

describe('SMS_PROVIDER=twilio', () => {
  let fake: Server;
  let requests: { url: string; auth: string; body: URLSearchParams }[];
  let answer = 201;
  let twilioServer: TestServer;

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    requests = [];
    fake = createServer((req, res) => {
      void read(req).then((body) => {
        requests.push({
          url: req.url ?? '',
          auth: req.headers.authorization ?? '',
          body: new URLSearchParams(body),
        });
        res.writeHead(answer, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(answer === 201 ? { sid: 'SM123', status: 'queued' } : { code: 21211 }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', () => resolve()));
    const { port } = fake.address() as AddressInfo;
    twilioServer = await createTestServer({
      env: {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: 'AC0123456789',
        TWILIO_AUTH_TOKEN: 'twilio-secret',
        TWILIO_FROM: '+15550009999',
        TWILIO_API_URL: `http://127.0.0.1:${port}`,
      },
    });
  });
  afterAll(async () => {
    await twilioServer.close();
    await new Promise<void>((resolve) => fake.close(() => resolve()));
  });

  it('posts the text to the Messages resource with basic auth', async () => {
    const keeper = await registerKeeper(twilioServer.app);
    const res = await twilioServer.app.inject({
      method: 'POST',
      url: '/api/send-verification-sms',
      headers: bearer(keeper.token),
      payload: { phone_number: '+15550102040' },
    });
    expect(res.statusCode).toBe(200);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC0123456789/Messages.json');
    expect(request?.auth).toBe(
      `Basic ${Buffer.from('AC0123456789:twilio-secret').toString('base64')}`,
    );
    expect(request?.body.get('To')).toBe('+15550102040');
    expect(request?.body.get('From')).toBe('+15550009999');
    expect(request?.body.get('Body')).toMatch(/^Your PetCare verification code is \d{6}\./);
    // Nothing is kept in the outbox, and its viewer does not exist.
    expect(
      await twilioServer.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.createdAt)),
    ).toEqual([]);
    expect(
      (await twilioServer.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).statusCode,
    ).toBe(404);
  });

  it('answers 503 when Twilio refuses the message', async () => {
    answer = 400;
    const keeper = await registerKeeper(twilioServer.app);
    const res = await twilioServer.app.inject({
      method: 'POST',
      url: '/api/send-verification-sms',
      headers: bearer(keeper.token),
      payload: { phone_number: '+15550102041' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('We could not send the text message. Please try again later.');
    answer = 201;
  });
});
