// A body over the limit gets its 413 — and the client, still sending, actually reads it: over a
// real socket, with a plain HTTP/1.1 client and with Node's own HTTP client.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { listenLocally } from '../../test/listeningServer';
import { createTestServer, type TestServer } from '../../test/testServer';

jest.setTimeout(90_000);

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await createTestServer();
  ({ port } = await listenLocally(server));
});
afterAll(() => server.close());

const TWO_MB = 2 * 1024 * 1024;

/** Sends headers and a 2 MB JSON-ish body over a raw socket; resolves with all it read. */
function rawPost(
  path: string,
  extraHeaders: string[] = [],
): Promise<{ text: string; error: string | null }> {
  return new Promise((resolve) => {
    // Half-open like curl: a FIN from the server does not stop the client sending its body.
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    let error: string | null = null;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (e: NodeJS.ErrnoException) => {
      error = e.code ?? e.message;
    });
    socket.on('close', () => resolve({ text: Buffer.concat(received).toString('utf8'), error }));
    socket.write(
      [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${TWO_MB}`,
        ...extraHeaders,
        '',
        '',
      ].join('\r\n'),
    );
    // Like a client on a real network: the body keeps coming for a while after the answer.
    const chunk = Buffer.alloc(128 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      if (socket.destroyed) return;
      if (sent >= TWO_MB) {
        // All sent: give the server a moment, then hang up ourselves.
        setTimeout(() => socket.end(), 300);
        return;
      }
      sent += chunk.length;
      socket.write(chunk);
      setTimeout(pump, 25);
    };
    setTimeout(pump, 50);
  });
}

describe('an answer sent before the body was read', () => {
  it.each([
    ['keep-alive', []],
    ['Connection: close', ['Connection: close']],
  ])('reaches a raw HTTP/1.1 client sending 2 MB (%s)', async (_name, headers) => {
    const { text, error } = await rawPost('/api/login', headers);
    expect(error).toBeNull();
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    const body = text.slice(text.indexOf('\r\n\r\n') + 4);
    expect(JSON.parse(body)).toEqual({
      message: 'The request body is too large.',
      errors: {},
      error_id: expect.any(String),
    });
    expect(text).toMatch(/cache-control: no-store/i);
  });

  it('reaches Node’s HTTP client writing a 2 MB body, and the connection still serves', async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/contact',
          headers: { 'content-type': 'application/json', 'content-length': TWO_MB },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (part: string) => (body += part));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(Buffer.alloc(TWO_MB, ' '));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe('The request body is too large.');
    // The server is fine afterwards.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
  });
});
