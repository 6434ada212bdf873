import { eq } from 'drizzle-orm';
import { createTestServer, type TestServer } from '../../test/testServer';
import { newsPosts } from '../db/schema';

// The site build asks for news listings with the ETag of the answer it holds; only listings whose
// posts (or their translations) changed travel again.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });

async function tagOf(url: string): Promise<string> {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  const tag = res.headers.etag;
  expect(typeof tag).toBe('string');
  return tag as string;
}

describe('GET /api/news with If-None-Match', () => {
  const en = '/api/news?locale=en&include=body&per_page=100';
  const jp = '/api/news?locale=jp&include=body&per_page=100';
  const fr = '/api/news?locale=fr&include=body&per_page=100';

  it('answers 304 with no body while the listing is unchanged', async () => {
    const tag = await tagOf(en);
    const again = await get(en, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // A list of tags, or the same tag as a strong one, matches too (weak comparison).
    const listed = await get(en, { 'if-none-match': `"other", ${tag.replace(/^W\//, '')}` });
    expect(listed.statusCode).toBe(304);
  });

  it('answers the full listing for an unknown or stale tag', async () => {
    const res = await get(en, { 'if-none-match': 'W/"not-a-tag-we-gave"' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it('gives every page, size, include and category its own tag', async () => {
    const tags = await Promise.all(
      [
        en,
        '/api/news?locale=en&include=body&per_page=100&page=2',
        '/api/news?locale=en&per_page=100',
        '/api/news?locale=en&include=body&per_page=50',
        '/api/news?locale=en&include=body&per_page=100&category=Health',
      ].map(tagOf),
    );
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('changes the tag of a locale when one of its posts is published, and only there', async () => {
    const [enTag, jpTag, frTag] = await Promise.all([tagOf(en), tagOf(jp), tagOf(fr)]);
    await server.database.db.insert(newsPosts).values({
      key: 'etag-new-post',
      locale: 'en',
      slug: 'etag-new-post',
      title: 'New',
      status: 'published',
      publishedAt: new Date(),
    });
    const res = await get(en, { 'if-none-match': enTag });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { slug: string }) => p.slug)).toContain('etag-new-post');
    expect((await get(jp, { 'if-none-match': jpTag })).statusCode).toBe(304);
    expect((await get(fr, { 'if-none-match': frTag })).statusCode).toBe(304);
  });

  it('changes the tag when a translation is published, edited or unpublished', async () => {
    const [first] = (await get(en)).json().data as { key: string }[];
    const enTag = await tagOf(en);
    const [itTranslation] = await server.database.db
      .insert(newsPosts)
      .values({
        key: first!.key,
        locale: 'it',
        slug: 'etag-traduzione',
        title: 'Traduzione',
        status: 'published',
        publishedAt: new Date(),
      })
      .returning();
    const published = await get(en, { 'if-none-match': enTag });
    expect(published.statusCode).toBe(200);
    const afterPublish = published.headers.etag as string;

    // Edits bump updated_at, as the admin store does (server/src/content/README.md).
    await server.database.db
      .update(newsPosts)
      .set({ slug: 'etag-traduzione-2', updatedAt: new Date() })
      .where(eq(newsPosts.id, itTranslation!.id));
    const edited = await get(en, { 'if-none-match': afterPublish });
    expect(edited.statusCode).toBe(200);

    await server.database.db
      .update(newsPosts)
      .set({ status: 'draft', updatedAt: new Date() })
      .where(eq(newsPosts.id, itTranslation!.id));
    expect((await get(en, { 'if-none-match': edited.headers.etag as string })).statusCode).toBe(
      200,
    );
  });

  it('changes the tag when a listed post is edited', async () => {
    const [first] = (await get(en)).json().data as { id: number }[];
    const tag = await tagOf(en);
    await server.database.db
      .update(newsPosts)
      .set({ title: 'Edited title', updatedAt: new Date() })
      .where(eq(newsPosts.id, first!.id));
    const res = await get(en, { 'if-none-match': tag });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].title).toBe('Edited title');
  });

  it('ignores drafts: saving one changes no tag', async () => {
    const tag = await tagOf(en);
    await server.database.db.insert(newsPosts).values({
      key: 'etag-draft',
      locale: 'en',
      slug: 'etag-draft',
      title: 'Draft',
      status: 'draft',
    });
    expect((await get(en, { 'if-none-match': tag })).statusCode).toBe(304);
  });
});
