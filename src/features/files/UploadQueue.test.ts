import type { ServerResponse } from 'node:http';
import { HttpClient } from '../../http/httpClient';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { UploadQueue, type UploadSender } from './UploadQueue';

function photo(name: string, size = 64 * 1024): File {
  return new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
}

/** Resolves once `check` holds (the queue settles on network events). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

function filenameOf(body: Buffer): string | undefined {
  return /filename="([^"]+)"/.exec(body.toString('latin1'))?.[1];
}

// The queue drives the app's real HTTP client against a real local server (jsdom's XHR).
describe('UploadQueue', () => {
  let server: TestHttpServer;
  let http: HttpClient;
  let toasted: Error[];
  let send: UploadSender<{ data: { id: string } }>;

  beforeEach(async () => {
    server = await startTestHttpServer();
    toasted = [];
    http = new HttpClient({
      baseUrl: `${server.origin}/api`,
      session: () => ({ locale: 'en', token: 'tok', medicalEntityId: null }),
      onError: (error) => toasted.push(error),
    });
    send = (file, { signal, onProgress }) => {
      const form = new FormData();
      form.append('file', file);
      return http.upload('albums/a1/photos', form, { signal, onProgress });
    };
  });
  afterEach(() => server.close());

  it('sends each file on its own request, two at a time, up to 100 %', async () => {
    const held: ServerResponse[] = [];
    server.handle((req, res) => {
      held.push(res);
      res.setHeader('X-File', filenameOf(req.body) ?? '');
    });
    const uploaded: string[] = [];
    const queue = new UploadQueue(send, {
      concurrency: 2,
      onUploaded: (answer, task) => uploaded.push(`${task.file.name}=${answer.data.id}`),
    });
    queue.add([photo('a.jpg'), photo('b.jpg'), photo('c.jpg')]);
    expect(queue.tasks.map((t) => t.state)).toEqual(['uploading', 'uploading', 'waiting']);
    await until(() => held.length === 2);
    expect(queue.busy).toBe(true);

    sendJson(held[0]!, 201, { data: { id: 'p-a' } });
    await until(() => held.length === 3);
    sendJson(held[1]!, 201, { data: { id: 'p-b' } });
    sendJson(held[2]!, 201, { data: { id: 'p-c' } });
    await until(() => !queue.busy);

    expect(queue.tasks.map((t) => [t.file.name, t.state, t.percent])).toEqual([
      ['a.jpg', 'done', 100],
      ['b.jpg', 'done', 100],
      ['c.jpg', 'done', 100],
    ]);
    expect(uploaded).toEqual(['a.jpg=p-a', 'b.jpg=p-b', 'c.jpg=p-c']);
    expect(server.requests.map((r) => filenameOf(r.body))).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(toasted).toEqual([]);
  });

  it("cancels a file on its way ('Upload cancelled') and one still waiting never leaves", async () => {
    server.handle(() => undefined); // never answers
    const queue = new UploadQueue(send, { concurrency: 1 });
    queue.add([photo('slow.jpg', 512 * 1024), photo('next.jpg')]);
    await until(() => server.requests.length === 1);
    const [first, second] = queue.tasks;

    queue.cancel(second!.id);
    expect(second!.state).toBe('cancelled');
    queue.cancel(first!.id);
    await until(() => !queue.busy);

    expect(queue.tasks.map((t) => [t.file.name, t.state, t.failure?.messageKey])).toEqual([
      ['slow.jpg', 'cancelled', 'api.uploadCancelled'],
      ['next.jpg', 'cancelled', 'api.uploadCancelled'],
    ]);
    expect(server.requests).toHaveLength(1);
  });

  it("keeps the server's refusal on the file, and a retry sends it again", async () => {
    let refuse = true;
    server.handle((_req, res) =>
      refuse
        ? sendJson(res, 422, {
            message: 'The image could not be read. It may be damaged or incomplete.',
            errors: { file: ['The image could not be read. It may be damaged or incomplete.'] },
            error_id: 'e-1',
          })
        : sendJson(res, 201, { data: { id: 'p-1' } }),
    );
    const queue = new UploadQueue(send);
    queue.add([photo('broken.jpg')]);
    await until(() => !queue.busy);
    const [task] = queue.tasks;
    expect(task!.state).toBe('failed');
    expect(task!.failure).toEqual({
      message: 'The image could not be read. It may be damaged or incomplete.',
      messageKey: null,
    });
    expect(toasted.map((e) => e.message)).toEqual([
      'The image could not be read. It may be damaged or incomplete.',
    ]);

    refuse = false;
    queue.retry(task!.id);
    await until(() => !queue.busy);
    expect(task!.state).toBe('done');
    expect(task!.failure).toBeNull();

    queue.clearFinished();
    expect(queue.tasks).toEqual([]);
  });

  it("says 'Network error during upload' when the connection drops", async () => {
    server.handle((_req, res) => {
      res.socket?.destroy();
    });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const queue = new UploadQueue(send);
    queue.add([photo('a.jpg')]);
    await until(() => !queue.busy);
    consoleError.mockRestore();
    expect(queue.tasks[0]!.failure).toEqual({
      message: null,
      messageKey: 'api.uploadNetworkError',
    });
  });
});
