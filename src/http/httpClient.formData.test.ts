/**
 * @jest-environment node
 */
// Multipart bodies through fetch need the FormData of the runtime that owns fetch (Node here),
// so this part runs in the node environment; uploads with progress run through jsdom's XHR.
import { startTestHttpServer, sendJson, type TestHttpServer } from '../test/testHttpServer';
import { HttpClient } from './httpClient';

describe('HttpClient with form data', () => {
  let server: TestHttpServer;
  let client: HttpClient;
  beforeEach(async () => {
    server = await startTestHttpServer();
    server.handle((_req, res) => sendJson(res, 200, { data: 'saved' }));
    client = new HttpClient({
      baseUrl: `${server.origin}/api`,
      session: () => ({ locale: 'en', token: 't', medicalEntityId: null }),
    });
  });
  afterEach(() => server.close());

  it('sends a PUT with form data as POST with _method=PUT', async () => {
    const form = new FormData();
    form.append('name', 'Biscuit');
    form.append('photo', new Blob(['png-bytes'], { type: 'image/png' }), 'biscuit.png');
    await expect(client.put('keeper/pets/1', form)).resolves.toEqual({ data: 'saved' });
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.body.toString();
    expect(body).toContain('name="name"\r\n\r\nBiscuit');
    expect(body).toContain('filename="biscuit.png"');
    expect(body).toContain('name="_method"\r\n\r\nPUT');
    // The caller's form is left as it was.
    expect(form.has('_method')).toBe(false);
  });

  it('sends a PUT with JSON as a real PUT', async () => {
    await client.put('notifications/mark-as-read');
    expect(server.requests[0]!.method).toBe('PUT');
    expect(server.requests[0]!.url).toBe('/api/notifications/mark-as-read');
  });

  it('sends a POST with form data as is', async () => {
    const form = new FormData();
    form.append('a', '1');
    await client.post('upload', form);
    expect(server.requests[0]!.method).toBe('POST');
    expect(server.requests[0]!.body.toString()).not.toContain('_method');
  });
});
