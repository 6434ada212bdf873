// A push service on loopback that checks what a real one (FCM, Mozilla autopush) would, and what
// the browser would then decrypt: the VAPID JWT (RFC 8292) verifies with the key in the header and
// names this service's origin as audience; the body is aes128gcm (RFC 8291) and decrypts with the
// subscription's private key. It also plays the browser's side of the subscription: it makes the
// key pair and the auth secret a browser would send to the app. Used by the server tests and by
// the journeys (e2e/careLoop.spec.ts), so both judge the push request the same way.
import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

export interface LoopbackTls {
  key: Buffer;
  cert: Buffer;
}

/**
 * A certificate for 127.0.0.1 (push services speak HTTPS only), written to `dir` as key.pem and
 * cert.pem. The sender trusts it through its agent (server tests) or NODE_EXTRA_CA_CERTS (the
 * journeys' product server).
 */
export function makeLoopbackTls(dir: string): LoopbackTls {
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return readLoopbackTls(dir);
}

export function readLoopbackTls(dir: string): LoopbackTls {
  return {
    key: readFileSync(path.join(dir, 'key.pem')),
    cert: readFileSync(path.join(dir, 'cert.pem')),
  };
}

/** One request that passed every check. */
export interface VerifiedPush {
  /** The endpoint's path (which subscription it was for). */
  path: string;
  /** The application server's key the JWT verified with (`k`), base64url. */
  publicKey: string;
  /** The JWT's `aud` and `sub` claims. */
  audience: string;
  subject: string;
  ttl: string | undefined;
  /** The decrypted body, parsed as JSON. */
  payload: unknown;
}

export interface LocalPushService {
  /** https://127.0.0.1:{port} */
  origin: string;
  /** What the browser would send the app from pushManager.subscribe (endpoint + keys). */
  subscription: (endpointPath: string) => {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  };
  received: VerifiedPush[];
  /** Why the requests that failed a check failed (answered 400). */
  rejected: string[];
  close: () => Promise<void>;
}

export async function startLocalPushService(
  tls: LoopbackTls,
  /** The status to answer a verified request with (201 unless told otherwise). */
  answer: (push: VerifiedPush, index: number) => number = () => 201,
): Promise<LocalPushService> {
  const receiver = createECDH('prime256v1');
  receiver.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const received: VerifiedPush[] = [];
  const rejected: string[] = [];
  let origin = '';

  const verify = async (
    headers: Record<string, string | string[] | undefined>,
    url: string,
    body: Buffer,
  ) => {
    // Authorization: vapid t=<JWT>, k=<the application server's public key>
    const header = String(headers.authorization);
    const match = /^vapid t=([^,]+), k=(\S+)$/.exec(header);
    if (!match) throw new Error(`no vapid authorization header: ${header}`);
    const publicKey = Buffer.from(match[2] ?? '', 'base64url');
    const key = await importJWK(
      {
        kty: 'EC',
        crv: 'P-256',
        x: publicKey.subarray(1, 33).toString('base64url'),
        y: publicKey.subarray(33).toString('base64url'),
      },
      'ES256',
    );
    const { payload: claims } = await jwtVerify(match[1] ?? '', key, {
      audience: origin,
      algorithms: ['ES256'],
    });
    if (headers['content-encoding'] !== 'aes128gcm') {
      throw new Error(`content-encoding ${String(headers['content-encoding'])}`);
    }
    const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: receiver, authSecret });
    return {
      path: url,
      publicKey: match[2] ?? '',
      audience: String(claims.aud),
      subject: String(claims.sub),
      ttl: typeof headers.ttl === 'string' ? headers.ttl : undefined,
      payload: JSON.parse(plain.toString('utf8')) as unknown,
    } satisfies VerifiedPush;
  };

  const server: Server = createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      verify(request.headers, request.url ?? '', Buffer.concat(chunks)).then(
        (push) => {
          received.push(push);
          response.writeHead(answer(push, received.length - 1)).end();
        },
        (error: unknown) => {
          rejected.push(String(error));
          response.writeHead(400).end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscription: (endpointPath) => ({
      endpoint: `${origin}${endpointPath}`,
      keys: { p256dh: receiver.getPublicKey().toString('base64url'), auth: authSecret },
    }),
    received,
    rejected,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
