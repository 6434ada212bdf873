// Absolute links follow the address the product is opened at when PUBLIC_URL is unset, and never
// a host a client made up: checked on the password-reset mail, the link an attacker would most
// like to point at their own host.
import { desc, eq } from 'drizzle-orm';
import { freshAddress, registerKeeper } from '../../test/authHelpers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { mailOutbox } from '../db/schema';
import { afterResponsesIdle } from './afterResponse';
import { machineOrigin, publicUrlWarning } from './publicOrigin';

async function resetLinkFor(
  server: TestServer,
  email: string,
  headers: Record<string, string>,
): Promise<string> {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/recover-password',
    payload: { email, role: 'pet-keeper' },
    headers,
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(200);
  await afterResponsesIdle();
  const [mail] = await server.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = /(\S+)\/auth\/password-reset\//.exec(mail?.textBody ?? '')?.[1];
  if (!link) throw new Error(`no reset link in: ${mail?.textBody}`);
  return link;
}

describe('links when PUBLIC_URL is unset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      env: { PORT: '8123', ALLOWED_HOSTS: 'petcare.lan', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => server.close());

  it('use the address the product was opened at, when it is a trusted host', async () => {
    const keeper = await registerKeeper(server.app);
    expect(await resetLinkFor(server, keeper.email, { host: 'petcare.lan:8443' })).toBe(
      'http://petcare.lan:8443',
    );
    const other = await registerKeeper(server.app);
    expect(await resetLinkFor(server, other.email, { host: '127.0.0.1:9000' })).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it('in the welcome mail too, written while the account is created', async () => {
    const keeper = await registerKeeper(server.app, {}, { host: 'petcare.lan:8443' });
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, keeper.email));
    expect(mail?.textBody).toContain('http://petcare.lan:8443/');
    expect(mail?.textBody).not.toContain('localhost');
  });

  it('follow the forwarded scheme and host behind a trusted proxy', async () => {
    const keeper = await registerKeeper(server.app);
    const link = await resetLinkFor(server, keeper.email, {
      host: '127.0.0.1:8123',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'petcare.lan',
    });
    expect(link).toBe('https://petcare.lan');
  });

  it('never use a host a client made up', async () => {
    for (const host of ['evil.example', 'petcare.lan.evil.example:80', 'localhost.evil.example']) {
      // Reset mails are limited per address: one keeper per attempt.
      const keeper = await registerKeeper(server.app);
      const link = await resetLinkFor(server, keeper.email, { host });
      expect(link).toBe(machineOrigin(server.config));
      expect(link).toBe('http://localhost:8123');
    }
    const keeper = await registerKeeper(server.app);
    const forwarded = await resetLinkFor(server, keeper.email, {
      host: 'localhost:8123',
      'x-forwarded-host': 'evil.example',
    });
    expect(forwarded).toBe('http://localhost:8123');
  });
});

describe('links when PUBLIC_URL is set', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ env: { PUBLIC_URL: 'https://petcare.example/' } });
  });
  afterAll(() => server.close());

  it('always use it, whatever address the request came to', async () => {
    for (const host of ['127.0.0.1:9000', 'evil.example']) {
      const keeper = await registerKeeper(server.app);
      expect(await resetLinkFor(server, keeper.email, { host })).toBe('https://petcare.example');
    }
  });
});

describe('the start-up warning', () => {
  const base = { publicUrl: 'http://localhost:8000', allowedHosts: [], port: 8000 };

  it('is given when the server is reachable from elsewhere and PUBLIC_URL is unset', () => {
    expect(publicUrlWarning({ ...base, publicUrlIsSet: false, host: '0.0.0.0' })).toMatch(
      /^PUBLIC_URL is unset while HOST=0\.0\.0\.0 binds beyond this machine/,
    );
    expect(publicUrlWarning({ ...base, publicUrlIsSet: false, host: '10.1.2.3' })).toContain(
      'else http://10.1.2.3:8000',
    );
  });

  it('is not given on loopback or with PUBLIC_URL set', () => {
    expect(publicUrlWarning({ ...base, publicUrlIsSet: false, host: '127.0.0.1' })).toBeNull();
    expect(publicUrlWarning({ ...base, publicUrlIsSet: true, host: '0.0.0.0' })).toBeNull();
  });
});
