// acceptUpload behind a real @fastify/multipart route: the way the pet routes will use it.
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { connect } from 'node:net';
import { registerErrorHandlers } from '../errors/registerErrorHandlers';
import { acceptUpload, type UploadDescriptor } from './acceptUpload';
import { multipartLimits } from './uploadPolicies';
import { UploadInterruptedError } from './uploadErrors';
import { noisyJpeg, uploadSandbox, type UploadSandbox } from './testUploads';

let sandbox: UploadSandbox;
let app: FastifyInstance;
/** Each upload's outcome as the route saw it. */
let outcomes: Array<Promise<UploadDescriptor>>;

const BOUNDARY = '----petcare-test-boundary';

function multipartBody(
  parts: Array<{ name: string; filename?: string; type?: string; data: Buffer }>,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

beforeEach(async () => {
  sandbox = await uploadSandbox();
  outcomes = [];
  app = Fastify();
  registerErrorHandlers(app);
  await app.register(multipart);
  app.post('/photos', async (request, reply) => {
    const file = await request.file({ limits: multipartLimits('petPhoto') });
    const outcome = acceptUpload(file, {
      policy: 'petPhoto',
      storage: sandbox.storage,
      tempDir: sandbox.tempDir,
      language: request.headers['app-language'] === 'jp' ? 'jp' : 'en',
    });
    outcomes.push(outcome);
    return reply.code(201).send(await outcome);
  });
  await app.ready();
});

afterEach(async () => {
  await app.close();
  await sandbox.cleanup();
});

function post(body: Buffer, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/photos',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    payload: body,
  });
}

describe('uploads through @fastify/multipart', () => {
  it('accepts a photo, whatever type and name the client claims', async () => {
    const response = await post(
      multipartBody([
        { name: 'file', filename: 'notes.txt', type: 'text/plain', data: await noisyJpeg() },
      ]),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: 'image',
      mime: 'image/jpeg',
      originalName: 'notes.txt',
    });
    expect((await sandbox.leftovers()).stored).toHaveLength(3);
  });

  it('answers 422 in the spec’s shape for a file that is not a photo', async () => {
    const response = await post(
      multipartBody([
        {
          name: 'file',
          filename: 'cat.jpg',
          type: 'image/jpeg',
          data: Buffer.from('<html>not a cat</html>'),
        },
      ]),
      { 'app-language': 'jp' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'JPEG・PNG・WebP・HEICの写真を選んでください。',
      errors: { file: ['JPEG・PNG・WebP・HEICの写真を選んでください。'] },
      error_id: expect.any(String),
    });
  });

  it('refuses a file one byte over the limit, and still answers', async () => {
    const tooBig = Buffer.alloc(15 * 1024 * 1024 + 1);
    tooBig.set(await noisyJpeg());
    const response = await post(
      multipartBody([{ name: 'file', filename: 'big.jpg', data: tooBig }]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['The file may not be larger than 15 MB.'] });
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });

  it('asks for a file when the form has none', async () => {
    const response = await post(multipartBody([{ name: 'caption', data: Buffer.from('Miso') }]));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Please choose a file to upload.');
  });

  it('stores nothing when the client cancels half way through the upload', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const body = multipartBody([
      { name: 'file', filename: 'big.jpg', data: await noisyJpeg(3000, 2000) },
    ]);
    const socket = connect(address.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /photos HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body.subarray(0, body.length >> 1));
    while (outcomes.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    socket.destroy();
    const error = await outcomes[0]?.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadInterruptedError);
    expect(await sandbox.leftovers()).toEqual({ temp: [], stored: [] });
  });
});
