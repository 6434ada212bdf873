// The news listing kept by the instance (newsRoutes.ts): served again only under the ETag it was
// built at. After every kind of change the listing shows — a post published, edited, unpublished,
// a translation published — the answer differs from before and is byte for byte what a new
// instance on the same database builds, whose cache is empty. Runs on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { cachedAnswers } from '../../test/cachedAnswers';
import { createTestServer, type TestServer } from '../../test/testServer';
import { newsPosts } from '../db/schema';

jest.setTimeout(120_000);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const db = () => server.database.db;

describe('the news listing from the cache', () => {
  it('answers as a fresh instance does after every kind of change to what it shows', async () => {
    const url = '/api/news?locale=en&per_page=5';
    const { answer, freshAnswer, expectSeen } = cachedAnswers({ server }, url);
    expect(await answer()).toBe(await freshAnswer());
    const [first] = JSON.parse(await answer()).data as { id: number; key: string }[];
    let newId = 0;

    // Edits bump updated_at, as the admin console does (server/src/content/README.md).
    const changes: [string, () => Promise<unknown>][] = [
      [
        'a post published',
        async () => {
          const [row] = await db()
            .insert(newsPosts)
            .values({
              key: 'kept-new',
              locale: 'en',
              slug: 'kept-new',
              title: 'Fresh news',
              status: 'published',
              publishedAt: new Date(),
            })
            .returning();
          newId = row!.id;
        },
      ],
      [
        'a listed post edited',
        () =>
          db()
            .update(newsPosts)
            .set({ title: 'Edited title', updatedAt: new Date() })
            .where(eq(newsPosts.id, first!.id)),
      ],
      [
        'a translation of a listed post published',
        () =>
          db().insert(newsPosts).values({
            key: first!.key,
            locale: 'es',
            slug: 'kept-traduccion',
            title: 'Traducción',
            status: 'published',
            publishedAt: new Date(),
          }),
      ],
      [
        'a post unpublished',
        () =>
          db()
            .update(newsPosts)
            .set({ status: 'draft', updatedAt: new Date() })
            .where(eq(newsPosts.id, newId)),
      ],
    ];
    for (const [what, change] of changes) await expectSeen(what, change);
  });

  it('keeps each page, size, include and category apart', async () => {
    const urls = [
      '/api/news?locale=en&per_page=2',
      '/api/news?locale=en&per_page=2&page=2',
      '/api/news?locale=en&per_page=3',
      '/api/news?locale=en&per_page=2&include=body',
      '/api/news?locale=jp&per_page=2',
    ];
    for (let round = 0; round < 2; round += 1) {
      for (const url of urls) {
        const { answer, freshAnswer } = cachedAnswers({ server }, url);
        expect(await answer()).toBe(await freshAnswer());
      }
    }
  });
});
