import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, RequestLogController } from './requestLog';

/** A stream that collects what is written to it, optionally claiming to be a terminal. */
function capture(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return { stream, text: () => chunks.join('') };
}

async function serveAndCall(output: ReturnType<typeof capture>, urls: string[]): Promise<void> {
  const app = Fastify({
    logger: loggerOptions('info', output.stream),
    logController: new RequestLogController(),
  });
  app.get('/api/user', async () => ({ id: 1 }));
  app.get('/app-0123.js', async () => 'console.log(1)');
  app.get('/news/', async (_request, reply) => reply.type('text/html').send('<p>news</p>'));
  app.get('/api/boom', async () => {
    throw new Error('boom');
  });
  for (const url of urls) await app.inject({ url });
  await app.close();
}

describe('request logging', () => {
  it('logs calls and failures, one JSON line each, and no successful site file', async () => {
    const output = capture(false);
    await serveAndCall(output, ['/api/user', '/app-0123.js', '/news/', '/missing.png']);
    const lines = output
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number } });
    const requests = lines.filter((line) => line.res);
    expect(requests.map((line) => line.msg.replace(/ \d+ ms$/, ''))).toEqual([
      'GET /api/user 200',
      'GET /missing.png 404',
    ]);
  });

  it('writes readable lines, not JSON, to a terminal', async () => {
    const output = capture(true);
    await serveAndCall(output, ['/api/user']);
    const text = output.text();
    expect(text).toMatch(/INFO.*GET \/api\/user 200 \d+ ms/);
    expect(text).not.toContain('{"level"');
  });

  it('logs a server error at error level', async () => {
    const output = capture(false);
    await serveAndCall(output, ['/api/boom']);
    const line = output
      .text()
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.msg.startsWith('GET /api/boom'));
    expect(line).toMatchObject({ level: 50, msg: expect.stringMatching(/^GET \/api\/boom 500/) });
  });
});
