import { ApiError } from './ApiError';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../test/testHttpServer';
import { HttpClient } from './httpClient';
import { UploadCancelledError, type UploadProgress } from './uploadRequest';

// Uploads go through the page's XMLHttpRequest (jsdom's, which makes real requests).
describe('HttpClient.upload', () => {
  let server: TestHttpServer;
  let failures: Error[];
  let client: HttpClient;

  beforeEach(async () => {
    server = await startTestHttpServer();
    failures = [];
    client = new HttpClient({
      baseUrl: `${server.origin}/api`,
      session: () => ({ locale: 'jp', token: 'tok', medicalEntityId: 7 }),
      onError: (error) => failures.push(error),
    });
  });
  afterEach(() => server.close());

  function photoForm(size = 256 * 1024): FormData {
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(size)], 'miso.jpg', { type: 'image/jpeg' }));
    return form;
  }

  it('posts multipart data with the app headers and reports progress up to 100%', async () => {
    server.handle((_req, res) => sendJson(res, 201, { data: { id: 'p1' } }));
    const progress: UploadProgress[] = [];
    const answer = await client.upload<{ data: { id: string } }>('photos', photoForm(), {
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ data: { id: 'p1' } });
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers['app-language']).toBe('jp');
    expect(request.headers['x-medical-entity-id']).toBe('7');
    expect(request.body.toString('latin1')).toContain('filename="miso.jpg"');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ percent: 100 });
    expect(failures).toEqual([]);
  });

  it("rejects with 'Upload cancelled' when the caller aborts", async () => {
    server.handle(() => undefined); // never answers
    const controller = new AbortController();
    const pending = client.upload('photos', photoForm(), { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadCancelledError);
    expect((error as Error).message).toBe('Upload cancelled');
    expect(failures).toEqual([error]);
  });

  it("rejects with 'Network error during upload' when the connection drops (status 0)", async () => {
    server.handle((_req, res) => {
      res.socket?.destroy();
    });
    // jsdom reports the dropped connection on the console, as a browser's devtools would.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = (await client.upload('photos', photoForm()).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('Network error during upload');
    expect(failures).toEqual([error]);
    consoleError.mockRestore();
  });

  it('turns an error answer into the server message with its error id', async () => {
    server.handle((_req, res) =>
      sendJson(res, 422, {
        message: 'The photo must be an image.',
        errors: { photo: ['The photo must be an image.'] },
        error_id: 'up-1',
      }),
    );
    const error = (await client
      .upload('photos', photoForm(10))
      .catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('The photo must be an image.');
    expect(error.errorId).toBe('up-1');
    expect(error.errors.photo).toEqual(['The photo must be an image.']);
  });
});
