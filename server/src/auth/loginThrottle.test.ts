// Brute force on sign-in, through the real API: failures slow down the account and client pair
// that made them (a growing delay), never the keeper signing in from elsewhere; concurrent guesses
// cannot check more passwords than the throttle allows; the keeper is mailed once per window.
import { and, eq } from 'drizzle-orm';
import {
  DEMO,
  expectErrorShape,
  freshAddress,
  registerKeeper,
  type RegisteredUser,
} from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { loginThrottles, mailOutbox, rateLimits } from '../db/schema';
import { afterResponsesIdle } from '../http/afterResponse';
import { HOUR, ManualClock, MINUTE } from '../http/clock';
import { loginDelaySeconds } from './loginThrottle';
import { sha256Hex } from '../http/secrets';

let server: TestServer;
const clock = new ManualClock();

beforeAll(async () => {
  server = await createTestServer({
    app: { clock },
    env: { PUBLIC_URL: 'https://petcare.example' },
  });
});
afterAll(() => server.close());

const login = (email: string, password: string, ip: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });

/** A distinct client address per call site, outside freshAddress()'s range. */
let clientCounter = 0;
function client(): string {
  clientCounter += 1;
  return `203.0.113.${clientCounter}`;
}

async function mailsTo(address: string) {
  await afterResponsesIdle();
  return server.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

const ATTACK_SUBJECT = 'Failed sign-ins to your PetCare account';

async function fail(keeper: RegisteredUser, ip: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    expect((await login(keeper.email, `wrong-${i}-password`, ip)).statusCode).toBe(422);
  }
}

describe('the sign-in throttle (account and client together)', () => {
  it('delays the failing client with a growing wait while the keeper signs in elsewhere', async () => {
    const keeper = await registerKeeper(server.app);
    const attacker = client();
    await fail(keeper, attacker, 5);

    // The pair now waits, even with the right password: 30 s, in the spec's error shape.
    const held = await login(keeper.email, keeper.password, attacker);
    expectErrorShape(held, 429);
    expect(held.json().message).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(held.headers['retry-after']).toBe('30');

    // Nobody else is locked out: the keeper, from their own device, signs in at once.
    expect((await login(keeper.email, keeper.password, client())).statusCode).toBe(200);

    // Each further failure doubles the wait.
    clock.advance(30_000);
    expect((await login(keeper.email, 'still-wrong-password', attacker)).statusCode).toBe(422);
    const longer = await login(keeper.email, 'again-wrong-password', attacker);
    expectErrorShape(longer, 429);
    expect(longer.headers['retry-after']).toBe('60');
    clock.advance(60_000);
    expect((await login(keeper.email, 'third-wrong-password', attacker)).statusCode).toBe(422);
    expect((await login(keeper.email, keeper.password, attacker)).headers['retry-after']).toBe(
      '120',
    );

    // After the wait the right password works, and the pair starts afresh (5 free failures).
    clock.advance(2 * MINUTE);
    expect((await login(keeper.email, keeper.password, attacker)).statusCode).toBe(200);
    await fail(keeper, attacker, 5);
    expectErrorShape(await login(keeper.email, keeper.password, attacker), 429);
  });

  it('grows the wait up to an hour and forgets a pair after a quiet day', async () => {
    expect([4, 5, 6, 7, 10, 11, 40].map(loginDelaySeconds)).toEqual([
      0, 30, 60, 120, 960, 1920, 3600,
    ]);
    const keeper = await registerKeeper(server.app);
    const ip = client();
    await fail(keeper, ip, 5);
    clock.advance(25 * HOUR);
    // Forgotten: five free failures again.
    await fail(keeper, ip, 5);
    expectErrorShape(await login(keeper.email, keeper.password, ip), 429);
  });

  it('checks at most 5 passwords of 80 sent at once by one client', async () => {
    const keeper = await registerKeeper(server.app);
    const ip = client();
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login(keeper.email, `parallel-guess-${i}`, ip)),
    );
    const statuses = answers.map((res) => res.statusCode);
    // A 422 is a checked (wrong) password; everything else was refused before any check.
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(75);
    for (const res of answers.filter((r) => r.statusCode === 429)) expectErrorShape(res, 429);
    const [row] = await server.database.db
      .select()
      .from(loginThrottles)
      .where(
        and(
          eq(loginThrottles.accountKey, sha256Hex(keeper.email)),
          eq(loginThrottles.clientKey, sha256Hex(ip)),
        ),
      );
    expect(row?.failures).toBe(5);
    // The keeper is still not locked out, and is told once.
    expect((await login(keeper.email, keeper.password, client())).statusCode).toBe(200);
    const mails = await mailsTo(keeper.email);
    expect(mails.filter((mail) => mail.subject === ATTACK_SUBJECT)).toHaveLength(1);
  });

  it('limits one client to 20 failures across many accounts (credential stuffing)', async () => {
    const ip = client();
    for (let i = 0; i < 20; i += 1) {
      const res = await login(`victim${i}@example.com`, 'password-guess', ip);
      expect(res.statusCode).toBe(422);
    }
    const blocked = await login(DEMO.email, DEMO.password, ip);
    expectErrorShape(blocked, 429);
    expect(blocked.headers['retry-after']).toBe('900');
    // Another client is not affected.
    expect((await login(DEMO.email, DEMO.password, client())).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login(DEMO.email, DEMO.password, ip)).statusCode).toBe(200);
  });

  it('does not count a right password against the client’s allowance', async () => {
    const ip = client();
    for (let i = 0; i < 25; i += 1) {
      expect((await login(DEMO.email, DEMO.password, ip)).statusCode).toBe(200);
    }
    const [row] = await server.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:address:${sha256Hex(ip)}`));
    expect(row?.hits ?? 0).toBe(0);
  });

  it('treats unknown addresses the same way (no enumeration through 429) and mails nobody', async () => {
    const ip = client();
    const email = `ghost-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1) {
      expect((await login(email, 'x-password', ip)).statusCode).toBe(422);
    }
    const res = await login(email, 'x-password', ip);
    expectErrorShape(res, 429);
    expect(res.headers['retry-after']).toBe('30');
    for (let i = 0; i < 5; i += 1) await login(email, 'x-password', client());
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('the mail about failed sign-ins', () => {
  function resetLink(text: string): { token: string; email: string } {
    const match = /\/auth\/password-reset\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(text);
    if (!match?.[1] || !match[2]) throw new Error(`no reset link in: ${text}`);
    return { token: match[1], email: decodeURIComponent(match[2]) };
  }

  it('arrives once per window, whatever the number of clients, with a working reset link', async () => {
    const keeper = await registerKeeper(server.app);
    const attacker = client();
    await fail(keeper, attacker, 2);
    await fail(keeper, client(), 2);
    expect((await mailsTo(keeper.email)).filter((m) => m.subject === ATTACK_SUBJECT)).toEqual([]);
    await fail(keeper, client(), 1);
    // The fifth failure of the account, from three clients: one mail, in the keeper's language.
    let alerts = (await mailsTo(keeper.email)).filter((m) => m.subject === ATTACK_SUBJECT);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textBody).toContain('with a wrong password 5 times in a row');
    expect(alerts[0]?.textBody).toContain('your account is not locked');
    expect(alerts[0]?.htmlBody).toContain('Change password</a>');
    // More failures within the hour send nothing more.
    await fail(keeper, client(), 4);
    await fail(keeper, attacker, 3);
    alerts = (await mailsTo(keeper.email)).filter((m) => m.subject === ATTACK_SUBJECT);
    expect(alerts).toHaveLength(1);

    // The link resets the password, and the reset lifts the delay the attacker's address earned.
    expectErrorShape(await login(keeper.email, keeper.password, attacker), 429);
    const { token, email } = resetLink(alerts[0]!.textBody);
    expect(email).toBe(keeper.email);
    expect(alerts[0]!.textBody).toContain(`https://petcare.example/auth/password-reset/${token}`);
    const password = 'A fresh and long secret 93';
    const reset = await server.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email, password, password_confirmation: password },
      remoteAddress: freshAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(keeper.email, password, attacker)).statusCode).toBe(200);

    // The next window may tell again.
    clock.advance(HOUR);
    await fail(keeper, client(), 5);
    alerts = (await mailsTo(keeper.email)).filter((m) => m.subject === ATTACK_SUBJECT);
    expect(alerts).toHaveLength(2);
  });

  it('is written in Japanese for a Japanese keeper, with the /jp page', async () => {
    const keeper = await registerKeeper(server.app, {}, { 'App-Language': 'jp' });
    await fail(keeper, client(), 5);
    const [alert] = (await mailsTo(keeper.email)).filter((m) =>
      m.subject.includes('ログインの失敗'),
    );
    expect(alert?.subject).toBe('【PetCare】アカウントへのログインの失敗が続いています');
    expect(alert?.textBody).toContain('5回続けて失敗しました');
    expect(alert?.textBody).toContain('https://petcare.example/jp/auth/password-reset/');
  });
});
