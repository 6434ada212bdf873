import { sendJson, startTestHttpServer, type TestHttpServer } from '../test/testHttpServer';
import { HttpClient } from './httpClient';
import { uploadWithFields } from './uploadWithFields';

describe('uploadWithFields', () => {
  let server: TestHttpServer;
  afterEach(() => server.close());

  it('posts the fields and the file as multipart data and answers the created record', async () => {
    server = await startTestHttpServer();
    server.handle((_req, res) => sendJson(res, 201, { data: { id: 'd1', title: 'Blood panel' } }));
    const http = new HttpClient({
      baseUrl: `${server.origin}/api`,
      session: () => ({ locale: 'en', token: 'tok', medicalEntityId: null }),
      onError: () => undefined,
    });
    const file = new File(['%PDF'], 'result.pdf', { type: 'application/pdf' });
    const record = await uploadWithFields<{ id: string; title: string }>(
      http,
      'keeper/pets/p1/documents',
      file,
      { title: 'Blood panel', notes: null },
    );
    expect(record).toEqual({ id: 'd1', title: 'Blood panel' });
    const request = server.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/keeper/pets/p1/documents');
    const body = request.body.toString();
    expect(body).toContain('name="title"');
    expect(body).toContain('Blood panel');
    expect(body).not.toContain('name="notes"');
    expect(body).toContain('filename="result.pdf"');
  });
});
