// Password recovery through the outbox: no enumeration, single-use 60-minute links, rate limits.
import { desc, eq } from 'drizzle-orm';
import {
  bearer,
  databaseFingerprint,
  expectErrorShape,
  freshAddress,
  registerKeeper,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { mailOutbox, passwordResetTokens } from '../db/schema';
import { afterResponsesIdle } from '../http/afterResponse';
import { ManualClock, MINUTE } from '../http/clock';
import { sha256Hex } from '../http/secrets';

let server: TestServer;
const clock = new ManualClock();
/** Reset links on record at the moment each recovery answer was sent, by address. */
const linksWhenAnswered = new Map<string, number>();

beforeAll(async () => {
  server = await createTestServer({
    app: { clock },
    env: { PUBLIC_URL: 'https://petcare.example' },
    register: async (app, database) => {
      // onSend runs before the answer is written: what exists then was done before answering.
      app.addHook('onSend', async (request, _reply, payload) => {
        if (request.url !== '/api/recover-password') return payload;
        const email = String((request.body as { email?: unknown } | null)?.email ?? '');
        const rows = await database.db.select().from(passwordResetTokens);
        linksWhenAnswered.set(email, rows.length);
        return payload;
      });
    },
  });
});
afterAll(() => server.close());

const post = (url: string, payload: unknown, ip = freshAddress()) =>
  server.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });

const SENT = {
  message:
    'If an account exists for that e-mail address, we have sent a link to reset the password.',
};

async function lastMailTo(address: string) {
  // The lookup and the mail happen after the answer (same timing for every address).
  await afterResponsesIdle();
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

function tokenFrom(text: string): { token: string; email: string } {
  const match = /\/auth\/password-reset\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${text}`);
  return { token: match[1], email: decodeURIComponent(match[2]) };
}

async function requestReset(email: string): Promise<{ token: string; email: string }> {
  const res = await post('/api/recover-password', { email, role: 'pet-keeper' });
  expect(res.statusCode).toBe(200);
  const mail = await lastMailTo(email.toLowerCase());
  return tokenFrom(mail!.textBody);
}

const reset = (token: string, email: string, password = 'A brand new secret 77') =>
  post('/api/reset-password', { token, email, password, password_confirmation: password });

describe('POST /api/recover-password', () => {
  it('mails a single reset link to an existing account, in its language', async () => {
    const keeper = await registerKeeper(server.app);
    const res = await post('/api/recover-password', { email: keeper.email, role: 'pet-keeper' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    const mail = await lastMailTo(keeper.email);
    expect(mail?.subject).toBe('Reset your PetCare password');
    expect(mail?.textBody).toMatch(
      new RegExp(
        `https://petcare\\.example/auth/password-reset/[A-Za-z0-9_-]{43}\\?email=${encodeURIComponent(keeper.email).replace(/\./g, '\\.')}`,
      ),
    );
    expect(mail?.htmlBody).toContain('Reset password</a>');
    expect(mail?.textBody).toContain('expires in 60 minutes');
    // Only the hash is stored.
    const { token } = tokenFrom(mail!.textBody);
    const rows = await server.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === sha256Hex(token))).toBe(true);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('writes to Japanese users in Japanese with a /jp link', async () => {
    const keeper = await registerKeeper(server.app, {}, { 'app-language': 'jp' });
    await post('/api/recover-password', { email: keeper.email });
    const mail = await lastMailTo(keeper.email);
    expect(mail?.subject).toBe('【PetCare】パスワードの再設定のご案内');
    expect(mail?.textBody).toContain('https://petcare.example/jp/auth/password-reset/');
  });

  it('answers an unknown address exactly the same and sends nothing', async () => {
    await afterResponsesIdle();
    const before = await server.database.db.select().from(mailOutbox);
    const res = await post('/api/recover-password', {
      email: 'nobody@example.com',
      role: 'pet-keeper',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SENT);
    await afterResponsesIdle();
    expect(await server.database.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('answers before it looks the account up: the same work and answer either way', async () => {
    const keeper = await registerKeeper(server.app);
    await afterResponsesIdle();
    const linksBefore = (await server.database.db.select().from(passwordResetTokens)).length;
    const unknown = await post('/api/recover-password', { email: `no-${keeper.email}` });
    const known = await post('/api/recover-password', { email: keeper.email });
    // When each answer was sent, no link had been made for either address yet.
    expect(linksWhenAnswered.get(keeper.email)).toBe(linksBefore);
    expect(linksWhenAnswered.get(`no-${keeper.email}`)).toBe(linksBefore);
    // Byte for byte the same answer, with the same headers (only the request id differs).
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const headers = (res: typeof known) => {
      const { 'x-request-id': _id, date: _date, ...rest } = res.headers;
      return rest;
    };
    expect(headers(unknown)).toEqual(headers(known));
    // The link for the existing account follows the answer.
    expect(tokenFrom((await lastMailTo(keeper.email))!.textBody).email).toBe(keeper.email);
    expect(await server.database.db.select().from(passwordResetTokens)).toHaveLength(
      linksBefore + 1,
    );
  });

  it('accepts only the pet-keeper role and validates the address', async () => {
    const before = await databaseFingerprint(server.database.db);
    const role = await post('/api/recover-password', { email: 'a@example.com', role: 'admin' });
    expectErrorShape(role, 422);
    expect(role.json().errors).toEqual({ role: ['The selected role is invalid.'] });
    const email = await post('/api/recover-password', { email: 'nope' });
    expect(email.json().errors).toEqual({
      email: ['The email field must be a valid email address.'],
    });
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('limits requests per address text (3 an hour), whether or not the account exists', async () => {
    for (const email of ['limited@example.com', (await registerKeeper(server.app)).email]) {
      for (let i = 0; i < 3; i += 1)
        expect((await post('/api/recover-password', { email })).statusCode).toBe(200);
      const res = await post('/api/recover-password', { email });
      expectErrorShape(res, 429);
      expect(res.json().message).toBe('Too many attempts. Please try again in 3600 seconds.');
      expect(res.headers['retry-after']).toBe('3600');
    }
  });

  it('limits requests per client address (10 an hour)', async () => {
    const ip = freshAddress();
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await post('/api/recover-password', { email: `x${i}@example.com` }, ip)).statusCode,
      ).toBe(200);
    }
    expectErrorShape(await post('/api/recover-password', { email: 'y@example.com' }, ip), 429);
    clock.advance(60 * MINUTE);
    expect((await post('/api/recover-password', { email: 'y@example.com' }, ip)).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, signs out everywhere, and the old password stops working', async () => {
    const keeper = await registerKeeper(server.app);
    const { token, email } = await requestReset(keeper.email);
    expect(email).toBe(keeper.email);
    const res = await reset(token, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset.' });
    // The token of the registration was revoked.
    expectErrorShape(
      await server.app.inject({ method: 'GET', url: '/api/user', headers: bearer(keeper.token) }),
      401,
    );
    expect((await post('/api/login', { email, password: keeper.password })).statusCode).toBe(422);
    expect(
      (await post('/api/login', { email, password: 'A brand new secret 77' })).statusCode,
    ).toBe(200);
  });

  it('refuses a reused link', async () => {
    const keeper = await registerKeeper(server.app);
    const { token, email } = await requestReset(keeper.email);
    expect((await reset(token, email)).statusCode).toBe(200);
    const again = await reset(token, email, 'Yet another secret 88');
    expectErrorShape(again, 422);
    expect(again.json().errors).toEqual({
      token: ['This password reset link is invalid or has expired.'],
    });
  });

  it('refuses a link after 60 minutes', async () => {
    const keeper = await registerKeeper(server.app);
    const { token, email } = await requestReset(keeper.email);
    clock.advance(60 * MINUTE + 1000);
    const before = await databaseFingerprint(server.database.db);
    expectErrorShape(await reset(token, email), 422);
    expect(await databaseFingerprint(server.database.db)).toEqual(before);
  });

  it('accepts a link within 60 minutes', async () => {
    const keeper = await registerKeeper(server.app);
    const { token, email } = await requestReset(keeper.email);
    clock.advance(59 * MINUTE);
    expect((await reset(token, email)).statusCode).toBe(200);
  });

  it('retires older links when a new one is requested', async () => {
    const keeper = await registerKeeper(server.app);
    const first = await requestReset(keeper.email);
    const second = await requestReset(keeper.email);
    expectErrorShape(await reset(first.token, keeper.email), 422);
    expect((await reset(second.token, keeper.email)).statusCode).toBe(200);
  });

  it("refuses a link used with another account's address", async () => {
    const owner = await registerKeeper(server.app);
    const other = await registerKeeper(server.app);
    const { token } = await requestReset(owner.email);
    expectErrorShape(await reset(token, other.email), 422);
    expect((await reset(token, owner.email)).statusCode).toBe(200);
  });

  it('applies the password rules before touching the link', async () => {
    const keeper = await registerKeeper(server.app);
    const { token, email } = await requestReset(keeper.email);
    const res = await post('/api/reset-password', {
      token,
      email,
      password: 'qwertyuiop',
      password_confirmation: 'qwertyuiop',
    });
    expectErrorShape(res, 422);
    expect(res.json().errors.password).toEqual([
      'The given password has appeared in a data leak. Please choose a different password.',
    ]);
    const mismatch = await post('/api/reset-password', {
      token,
      email,
      password: 'A fine password 123',
      password_confirmation: 'A different one 123',
    });
    expect(mismatch.json().errors).toEqual({
      password: ['The password field confirmation does not match.'],
    });
    // The link still works afterwards.
    expect((await reset(token, email)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent uses of a link through', async () => {
    const keeper = await registerKeeper(server.app);
    const { token, email } = await requestReset(keeper.email);
    const results = await Promise.all([
      reset(token, email),
      reset(token, email, 'Other secret 4242'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });
});
