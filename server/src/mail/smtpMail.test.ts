// With MAIL_SMTP_URL, mails go through a real SMTP server (smtp-server on loopback), and the
// outbox viewer does not exist.
import { freshAddress } from '../../test/authHelpers';
import { decodeQuotedPrintable, startSmtpCapture, type SmtpCapture } from '../../test/smtpCapture';
import { createTestServer, type TestServer } from '../../test/testServer';

let smtp: SmtpCapture;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await createTestServer({
    env: {
      MAIL_SMTP_URL: smtp.url,
      MAIL_FROM: 'PetCare <hello@petcare.test>',
      PUBLIC_URL: 'http://127.0.0.1:8000',
    },
  });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const post = (url: string, payload: object) =>
  server.app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });

it('delivers the reset mail by SMTP with text and HTML parts, and the link works once', async () => {
  const email = 'smtp-keeper@example.com';
  const password = 'First secret phrase 1';
  const registered = await post('/api/keeper/register', {
    name: 'Robin',
    email,
    password,
    password_confirmation: password,
    terms: true,
  });
  expect(registered.statusCode).toBe(201);
  const welcome = await smtp.waitFor((m) => m.to.includes(email) && m.raw.includes('Welcome'));
  expect(welcome.from).toBe('hello@petcare.test');

  expect((await post('/api/recover-password', { email, role: 'pet-keeper' })).statusCode).toBe(200);
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && m.raw.includes('Reset your PetCare password'),
  );
  expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
  expect(mail.raw).toMatch(/Content-Type: text\/html/i);
  const decoded = decodeQuotedPrintable(mail.raw);
  const match =
    /http:\/\/127\.0\.0\.1:8000\/auth\/password-reset\/([A-Za-z0-9_-]{43})\?email=([^\s"<]+)/.exec(
      decoded,
    );
  expect(match).not.toBeNull();
  const [, token, encodedEmail] = match!;
  expect(decodeURIComponent(encodedEmail!)).toBe(email);

  const newPassword = 'Second secret phrase 2';
  const reset = () =>
    post('/api/reset-password', {
      token,
      email,
      password: newPassword,
      password_confirmation: newPassword,
    });
  expect((await reset()).statusCode).toBe(200);
  expect((await reset()).statusCode).toBe(422);
  expect((await post('/api/login', { email, password: newPassword })).statusCode).toBe(200);
});

it('sends nothing for an unknown address and answers the same', async () => {
  const res = await post('/api/recover-password', { email: 'unknown@example.com' });
  expect(res.statusCode).toBe(200);
  // A mail requested afterwards arrives; nothing ever went to the unknown address.
  await post('/api/recover-password', { email: 'smtp-keeper@example.com' });
  await smtp.waitFor((m) => m.to.includes('smtp-keeper@example.com') && m.raw.includes('Reset'));
  expect(smtp.mails.filter((m) => m.to.includes('unknown@example.com'))).toEqual([]);
});

it('has no outbox viewer with the SMTP transport', async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/dev/outbox' });
  expect(res.statusCode).toBe(404);
});

describe('MAIL_OUTBOX_COPY=true (demos and the browser journeys)', () => {
  let copying: TestServer;
  beforeAll(async () => {
    copying = await createTestServer({
      env: {
        MAIL_SMTP_URL: smtp.url,
        MAIL_OUTBOX_COPY: 'true',
        PUBLIC_URL: 'http://127.0.0.1:8000',
      },
    });
  });
  afterAll(() => copying.close());

  it('delivers by SMTP and keeps the same mail in the outbox viewer', async () => {
    const email = 'copy-keeper@example.com';
    const password = 'Third secret phrase 3';
    const res = await copying.app.inject({
      method: 'POST',
      url: '/api/keeper/register',
      payload: { name: 'Sam', email, password, password_confirmation: password, terms: true },
      remoteAddress: freshAddress(),
    });
    expect(res.statusCode).toBe(201);
    const delivered = await smtp.waitFor((m) => m.to.includes(email) && m.raw.includes('Welcome'));
    expect(delivered.to).toEqual([email]);
    const outbox = await copying.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    const kept = (outbox.json() as { data: { to: string; subject: string }[] }).data;
    expect(kept.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
      'Welcome to PetCare',
    ]);
  });
});
