// Checks the product seed content (written by editors in content/, which has its own editorial
// checks) against the rules the API relies on — slugs it can route, keys and slugs the seed's
// ON CONFLICT DO NOTHING would otherwise silently drop — then seeds it and reads every item back
// through the API.
import { isSlug } from '@contract/slug';
import { createTestServer, type TestServer } from '../../../test/testServer';
import { SEED_CONTENT } from './content';

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

describe('product seed content', () => {
  it('uses valid, unique slugs and keys in every locale', () => {
    const problems: string[] = [];
    for (const seed of SEED_CONTENT) {
      const collections: Record<string, { key: string; slug: string }[]> = {
        news: seed.news,
        faq: seed.faq,
        pages: seed.pages ?? [],
        cities: seed.cities ?? [],
      };
      for (const city of seed.cities ?? []) collections[`care in ${city.slug}`] = city.careItems;
      for (const [name, items] of Object.entries(collections)) {
        for (const item of items) {
          if (!isSlug(item.slug)) problems.push(`${seed.locale} ${name}: bad slug "${item.slug}"`);
        }
        for (const slug of duplicates(items.map((i) => i.slug))) {
          problems.push(`${seed.locale} ${name}: duplicate slug "${slug}"`);
        }
        for (const key of duplicates(items.map((i) => i.key))) {
          problems.push(`${seed.locale} ${name}: duplicate key "${key}"`);
        }
      }
      for (const item of [...seed.news, ...seed.faq]) {
        if (Number.isNaN(Date.parse(item.publishedAt))) {
          problems.push(`${seed.locale} ${item.slug}: bad publishedAt "${item.publishedAt}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('product seed content through the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ content: SEED_CONTENT });
  });
  afterAll(() => server.close());

  it('serves every news post and FAQ article of every locale', async () => {
    const missing: string[] = [];
    for (const seed of SEED_CONTENT) {
      const q = `locale=${seed.locale}`;
      const news = await server.app.inject({ url: `/api/news?${q}&per_page=100` });
      expect(news.json().meta.total).toBe(seed.news.length);
      const faq = await server.app.inject({ url: `/api/faq?${q}&per_page=100` });
      expect(faq.json().meta.total).toBe(seed.faq.length);
      for (const post of seed.news) {
        const res = await server.app.inject({ url: `/api/news/${post.slug}?${q}` });
        if (res.statusCode !== 200) missing.push(`${seed.locale} news ${post.slug}`);
      }
      for (const article of seed.faq) {
        const res = await server.app.inject({ url: `/api/faq/${article.slug}?${q}` });
        if (res.statusCode !== 200) missing.push(`${seed.locale} faq ${article.slug}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('serves the home, pages, cities and care items of en and jp', async () => {
    for (const seed of SEED_CONTENT.filter((s) => s.home || s.pages || s.cities)) {
      const q = `locale=${seed.locale}`;
      if (seed.home) {
        expect((await server.app.inject({ url: `/api/home?${q}` })).statusCode).toBe(200);
      }
      for (const page of seed.pages ?? []) {
        const res = await server.app.inject({ url: `/api/pages/${page.slug}?${q}` });
        expect({ page: page.slug, status: res.statusCode }).toEqual({
          page: page.slug,
          status: 200,
        });
      }
      for (const city of seed.cities ?? []) {
        const res = await server.app.inject({ url: `/api/cities/${city.slug}?${q}` });
        expect(res.json().data.care_items).toHaveLength(city.careItems.length);
        for (const item of city.careItems) {
          const care = await server.app.inject({
            url: `/api/cities/${city.slug}/care/${item.slug}?${q}`,
          });
          expect({ item: item.slug, status: care.statusCode }).toEqual({
            item: item.slug,
            status: 200,
          });
        }
      }
    }
  });
});
