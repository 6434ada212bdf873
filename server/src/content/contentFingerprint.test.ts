import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../test/testServer';
import { newsPosts, pages } from '../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

async function fingerprint(): Promise<string> {
  const res = await server.app.inject({ method: 'GET', url: '/api/content/fingerprint' });
  expect(res.statusCode).toBe(200);
  return res.json().data.fingerprint;
}

describe('GET /api/content/fingerprint', () => {
  it('is stable while nothing changes', async () => {
    const first = await fingerprint();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await fingerprint()).toBe(first);
  });

  it('changes when a published post is updated, added, unpublished or removed', async () => {
    const db = server.database.db;
    const initial = await fingerprint();

    await db
      .update(newsPosts)
      .set({ title: 'Edited', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(newsPosts.slug, 'dental-care-basics'));
    const edited = await fingerprint();
    expect(edited).not.toBe(initial);

    const [added] = await db
      .insert(newsPosts)
      .values({
        key: 'new',
        locale: 'en',
        slug: 'a-new-post',
        title: 'New',
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: newsPosts.id });
    const withNew = await fingerprint();
    expect(withNew).not.toBe(edited);

    // Unpublishing brings the public content back to what it was, and so the fingerprint.
    await db.update(newsPosts).set({ status: 'draft' }).where(eq(newsPosts.id, added!.id));
    expect(await fingerprint()).toBe(edited);

    await db.delete(newsPosts).where(eq(newsPosts.slug, 'choosing-puppy-food'));
    expect(await fingerprint()).not.toBe(edited);
  });

  it('changes when other content changes', async () => {
    const before = await fingerprint();
    await server.database.db
      .update(pages)
      .set({ title: 'Privacy', updatedAt: new Date(Date.now() + 2000) })
      .where(eq(pages.slug, 'privacy-policy'));
    expect(await fingerprint()).not.toBe(before);
  });

  it('ignores edits of drafts', async () => {
    const db = server.database.db;
    await db.insert(newsPosts).values({ key: 'd', locale: 'en', slug: 'draft-x', title: 'Draft' });
    const before = await fingerprint();
    await db
      .update(newsPosts)
      .set({ title: 'Draft 2', updatedAt: new Date(Date.now() + 5000) })
      .where(eq(newsPosts.slug, 'draft-x'));
    expect(await fingerprint()).toBe(before);
  });
});
