// The demo outbox (reset links, verification codes) is readable from this machine only, however
// the server is bound: a real connection from another address of the machine is refused, as are
// requests relayed by a proxy and pages of other sites reaching 127.0.0.1 by DNS rebinding.
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { loadConfig } from '../config';
import { createTestServer, type TestServer } from '../../test/testServer';
import { expectErrorShape } from '../../test/authHelpers';
import {
  isLoopbackAddress,
  isLoopbackHost,
  LOCAL_ONLY_MESSAGE,
  outboxExposureWarning,
} from './loopbackOnly';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  // The default settings: mail and texts are kept in the outbox.
  server = await createTestServer();
});
afterAll(() => server.close());

const OUTBOXES = ['/api/dev/outbox', '/api/dev/sms-outbox'];

describe('the outbox API', () => {
  it('answers a request from this machine', async () => {
    for (const url of OUTBOXES) {
      const res = await server.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('refuses every other address with 403 in the error shape, in the caller’s language', async () => {
    for (const url of OUTBOXES) {
      for (const remoteAddress of ['192.0.2.10', '10.0.0.5', '2001:db8::1', '::ffff:192.0.2.10']) {
        const res = await server.app.inject({ method: 'GET', url, remoteAddress });
        expectErrorShape(res, 403);
        expect(res.json().message).toBe(LOCAL_ONLY_MESSAGE.en);
        expect(res.body).not.toContain('"data"');
      }
    }
    const jp = await server.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '192.0.2.10',
      headers: { 'app-language': 'jp' },
    });
    expect(jp.json().message).toBe(LOCAL_ONLY_MESSAGE.jp);
  });

  it('refuses loopback requests a proxy relays or another site’s name points here', async () => {
    const cases: Record<string, string>[] = [
      { 'x-forwarded-for': '192.0.2.10' },
      { forwarded: 'for=192.0.2.10' },
      { 'x-real-ip': '192.0.2.10' },
      { host: 'attacker.example' },
      { host: 'petcare.example.com:8000' },
    ];
    for (const headers of cases) {
      const res = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', headers });
      expect({ headers, status: res.statusCode }).toEqual({ headers, status: 403 });
    }
  });

  it('cannot be reached by another spelling of the path', async () => {
    for (const url of ['/api/%64ev/outbox', '/api/dev/outbox?x=1', '/api/dev/outbox/']) {
      const res = await server.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });
});

describe('the site’s outbox pages', () => {
  it('are refused to other addresses in every locale', async () => {
    for (const url of ['/dev/outbox/', '/dev/outbox', '/jp/dev/outbox/', '/dev/']) {
      const res = await server.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.10' });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('leave other pages alone', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: '/developers/',
      remoteAddress: '192.0.2.10',
    });
    expect(res.statusCode).not.toBe(403);
  });
});

/** An address of this machine that is not loopback (a network interface's). */
function externalAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4')?.address;
}

function get(host: string, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host, port, path, headers: { host: `localhost:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('over real connections, bound to every interface', () => {
  const external = externalAddress();
  // A machine without any network interface has no other address to come from.
  const withNetwork = external === undefined ? it.skip : it;

  withNetwork(
    'refuses a connection from the machine’s network address, answers loopback',
    async () => {
      const listening = await createTestServer();
      try {
        await listening.app.listen({ port: 0, host: '0.0.0.0' });
        const { port } = listening.app.server.address() as { port: number };
        // Even with Host saying localhost: the connection's own address decides.
        expect(await get(external!, port, '/api/dev/outbox')).toBe(403);
        expect(await get('127.0.0.1', port, '/api/dev/outbox')).toBe(200);
      } finally {
        await listening.close();
      }
    },
  );
});

describe('loopback names and addresses', () => {
  it('knows loopback from the rest', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      '0:0:0:0:0:0:0:1',
    ]) {
      expect({ address, loopback: isLoopbackAddress(address) }).toEqual({
        address,
        loopback: true,
      });
    }
    for (const address of [
      '0.0.0.0',
      '::',
      '10.0.0.1',
      '128.0.0.1',
      '::ffff:10.0.0.1',
      undefined,
    ]) {
      expect({ address, loopback: isLoopbackAddress(address) }).toEqual({
        address,
        loopback: false,
      });
    }
    expect(['localhost:8000', 'app.localhost', '[::1]:80', '127.0.0.1'].every(isLoopbackHost)).toBe(
      true,
    );
    expect(
      ['localhost.example.com', 'example.com', '0.0.0.0:80', undefined].some(isLoopbackHost),
    ).toBe(false);
  });
});

describe('the default settings', () => {
  it('bind to this machine only, so a plain `npm start` is not on the network', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(outboxExposureWarning(loadConfig({}))).toBeNull();
  });

  it('warn at start-up when the outbox is on and others can reach the server', () => {
    expect(outboxExposureWarning(loadConfig({ HOST: '0.0.0.0' }))).toMatch(/HOST=0\.0\.0\.0/);
    expect(
      outboxExposureWarning(
        loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://petcare.example' }),
      ),
    ).toMatch(/PUBLIC_URL/);
    expect(
      outboxExposureWarning(
        loadConfig({
          HOST: '0.0.0.0',
          MAIL_SMTP_URL: 'smtp://mail.example:25',
          SMS_PROVIDER: 'twilio',
          TWILIO_ACCOUNT_SID: 'AC123',
          TWILIO_AUTH_TOKEN: 'secret',
          TWILIO_FROM: '+15550100000',
        }),
      ),
    ).toBeNull();
  });
});
