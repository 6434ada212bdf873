// The demo keeper's AI assistant history through the API: saved threads (one reached an
// emergency), a photo analysis and a downloadable health report.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { bearer, DEMO, login } from '../../../../test/authHelpers';
import { createTestServer, type TestServer } from '../../../../test/testServer';
import { TEST_CONTENT } from '../../../../test/testContent';
import { createFileStorage } from '../../../storage/storageConfig';
import { users } from '../../schema';
import { seedDatabase } from '../seed';

jest.setTimeout(240_000);

let server: TestServer;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'petcare-demo-ai-seed-'));
  server = await createTestServer({ env: { STORAGE_LOCAL_DIR: storageDir } });
  await server.database.db.delete(users).where(eq(users.email, DEMO.email));
  await seedDatabase(server.database.db, server.config, TEST_CONTENT, {
    storage: createFileStorage(server.config.files.storage),
  });
});

afterAll(async () => {
  await server.close();
  await rm(storageDir, { recursive: true, force: true });
});

it('gives the demo keeper saved threads, a photo analysis and a health report', async () => {
  const token = await login(server.app, DEMO);
  const get = async (url: string) =>
    (await server.app.inject({ method: 'GET', url, headers: bearer(token) })).json().data;
  const [dog, cat] = await get('/api/keeper/pets');
  const dogThreads = await get(`/api/keeper/pets/${dog.id}/threads`);
  expect(dogThreads).toHaveLength(2);
  expect(dogThreads.map((t: { max_level: string }) => t.max_level)).toContain('emergency');
  const emergency = dogThreads.find((t: { max_level: string }) => t.max_level === 'emergency');
  const detail = await get(`/api/keeper/threads/${emergency.id}`);
  expect(detail.messages).toHaveLength(4);
  expect(detail.messages[1].text).toMatch(/^Go to a vet now\./);
  expect(await get(`/api/keeper/pets/${cat.id}/threads`)).toHaveLength(1);

  const [analysis] = await get(`/api/keeper/pets/${dog.id}/image-analyses`);
  expect(analysis).toMatchObject({ body_area: 'skin_coat', status: 'complete' });
  const [report] = await get(`/api/keeper/pets/${dog.id}/reports`);
  expect(report).toMatchObject({ language: 'en', status: 'ready' });
  const url = new URL(report.file.url, 'http://local');
  const file = await server.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/application\/pdf/);
});
