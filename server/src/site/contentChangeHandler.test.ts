// The publish hook: debounced, in-process rebuild by default, POST to BUILD_HOOK_URL when set.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { contentChangeHandler } from './contentChangeHandler';

const log = pino({ level: 'silent' });

beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

it('coalesces a burst of changes into one in-process rebuild', async () => {
  const rebuild = jest.fn(async () => 'built');
  const changed = contentChangeHandler({
    buildHookUrl: undefined,
    rebuild,
    log: () => log,
    delayMs: 2000,
  });
  changed();
  jest.advanceTimersByTime(1500);
  changed();
  changed();
  expect(rebuild).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2000);
  expect(rebuild).toHaveBeenCalledTimes(1);
});

describe('with BUILD_HOOK_URL', () => {
  let hook: Server;
  let calls: { method: string; body: string }[];
  let url: string;

  beforeAll(async () => {
    calls = [];
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        calls.push({ method: req.method ?? '', body });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', () => resolve()));
    url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hooks/build`;
  });
  afterAll(() => new Promise<void>((resolve) => hook.close(() => resolve())));

  it('POSTs to the hook once per burst and does not build in-process', async () => {
    jest.useRealTimers();
    const rebuild = jest.fn(async () => 'built');
    const received = new Promise<void>((resolve) => hook.once('request', () => resolve()));
    const changed = contentChangeHandler({
      buildHookUrl: url,
      rebuild,
      log: () => log,
      delayMs: 10,
    });
    changed();
    changed();
    await received;
    // The handler answers after reading the body; let it record the call.
    await new Promise((resolve) => setImmediate(resolve));
    while (calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ reason: 'content-changed' });
    expect(rebuild).not.toHaveBeenCalled();
  });
});
