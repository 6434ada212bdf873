import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export type TestHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | Promise<void>;

export interface TestHttpServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** Every request but CORS preflights, oldest first. */
  requests: RecordedRequest[];
  handle: (handler: TestHandler) => void;
  close: () => Promise<void>;
}

const ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'App-Language',
  'Cache-Control',
  'Content-Type',
  'Expires',
  'Pragma',
  'X-Medical-Entity-ID',
  'X-Requested-With',
].join(', ');

/**
 * A real HTTP server on a loopback port for the client's tests: requests travel over the network
 * as in the browser. It answers CORS preflights (the jsdom page is on another origin) and hands
 * every other request, with its full body, to the current handler.
 */
export async function startTestHttpServer(): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  let handler: TestHandler = (_req, res) => {
    res.writeHead(500).end('no handler');
  };
  const server: Server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res)).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON answer. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
