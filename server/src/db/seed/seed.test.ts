import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { verify } from '@node-rs/argon2';
import { createTestServer, type TestServer } from '../../../test/testServer';
import { TEST_CONTENT } from '../../../test/testContent';
import type { Database } from '../openDatabase';
import {
  careItems,
  cities,
  faqArticles,
  homeContent,
  medicalEntities,
  newsPosts,
  pages,
  pets,
  userRoles,
  users,
} from '../schema';
import { petShares } from '../../vet-sharing/vetSharingTables';
import { DEMO_CLINICS } from './demoClinics';
import { DEMO_CLINIC_NAME, seedDatabase } from './seed';

async function counts(db: Database): Promise<Record<string, number>> {
  const tables = {
    newsPosts,
    faqArticles,
    cities,
    careItems,
    pages,
    homeContent,
    users,
    userRoles,
    pets,
  };
  const result: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    result[name] = row?.n ?? 0;
  }
  return result;
}

describe('seedDatabase', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('seeds the given content, the demo keeper with two pets, an admin, a super-admin and a vet', async () => {
    const n = await counts(server.database.db);
    expect(n).toEqual({
      newsPosts: 6,
      faqArticles: 3,
      cities: 3,
      careItems: 3,
      pages: 2,
      homeContent: 2,
      // The demo vet is also a pet keeper: two roles; the demo affiliate's two referred keepers and a
      // pending affiliate applicant (demoAdmin.ts).
      users: 8,
      userRoles: 6,
      // Two demo pets, the three pets of the demo affiliate's referred keepers (demoCommerce.ts)
      // and the demo vet's cat.
      pets: 6,
    });
  });

  it('stores the demo password as an argon2id hash', async () => {
    const db = server.database.db;
    const [demo] = await db.select().from(users).where(eq(users.email, 'demo@petcare.local'));
    expect(demo?.name).toBe('Alex Morgan');
    expect(demo?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verify(demo!.passwordHash!, server.config.demoPassword)).toBe(true);
    expect(await verify(demo!.passwordHash!, 'wrong-password')).toBe(false);

    const roles = await db.select().from(userRoles).where(eq(userRoles.userId, demo!.id));
    expect(roles.map((r) => [r.name, r.medicalEntityId])).toEqual([['pet-keeper', null]]);

    const demoPets = await db.select().from(pets).where(eq(pets.userId, demo!.id));
    expect(demoPets.map((p) => [p.name, p.species]).sort()).toEqual([
      ['Biscuit', 'dog'],
      ['Miso', 'cat'],
    ]);
    expect(demoPets.find((p) => p.name === 'Biscuit')?.breedCode).toBe('labrador_retriever');
  });

  it('gives the admin the admin role', async () => {
    const db = server.database.db;
    const rows = await db
      .select({ role: userRoles.name })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.email, 'admin@petcare.local'));
    expect(rows).toEqual([{ role: 'admin' }]);
  });

  it('seeds a super-admin, and a vet who works for the demo clinic', async () => {
    const db = server.database.db;
    const roleOf = (email: string) =>
      db
        .select({ role: userRoles.name, clinic: medicalEntities.name })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(medicalEntities, eq(medicalEntities.id, userRoles.medicalEntityId))
        .where(eq(users.email, email));
    expect(await roleOf('superadmin@petcare.local')).toEqual([
      { role: 'super-admin', clinic: null },
    ]);
    const vetRoles = await roleOf('vet@petcare.local');
    expect(vetRoles.sort((a, b) => a.role.localeCompare(b.role))).toEqual([
      { role: 'pet-keeper', clinic: null },
      { role: 'vet', clinic: DEMO_CLINIC_NAME },
    ]);
  });

  it('seeds the demo clinics once, and shares Biscuit with Harbourside once', async () => {
    const db = server.database.db;
    const clinicCount = async () => (await db.select().from(medicalEntities)).length;
    const shareCount = async () => (await db.select().from(petShares)).length;
    expect(await clinicCount()).toBe(DEMO_CLINICS.length);
    expect(await shareCount()).toBe(1);
    // A keeper who stopped sharing keeps it stopped; nothing is added twice.
    await db.update(petShares).set({ revokedAt: new Date() });
    await seedDatabase(db, server.config, TEST_CONTENT);
    expect(await clinicCount()).toBe(DEMO_CLINICS.length);
    const shares = await db.select().from(petShares);
    expect(shares).toHaveLength(1);
    expect(shares[0]?.revokedAt).not.toBeNull();
  });

  it('is idempotent and never overwrites editors’ changes', async () => {
    const db = server.database.db;
    await db
      .update(newsPosts)
      .set({ title: 'Edited by an editor' })
      .where(eq(newsPosts.slug, 'choosing-puppy-food'));
    await db.delete(pets).where(eq(pets.name, 'Miso'));
    const before = await counts(db);

    await seedDatabase(db, server.config, TEST_CONTENT);
    await seedDatabase(db, server.config, TEST_CONTENT);

    expect(await counts(db)).toEqual(before);
    const [post] = await db
      .select({ title: newsPosts.title })
      .from(newsPosts)
      .where(eq(newsPosts.slug, 'choosing-puppy-food'));
    expect(post?.title).toBe('Edited by an editor');
  });

  it('adds only what is missing', async () => {
    const db = server.database.db;
    await db.delete(faqArticles).where(eq(faqArticles.slug, 'how-much-water-should-a-cat-drink'));
    await seedDatabase(db, server.config, TEST_CONTENT);
    const res = await server.app.inject({
      method: 'GET',
      url: '/api/faq/how-much-water-should-a-cat-drink',
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('PETCARE_SEED_EXTRA', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'petcare-seed-extra-'));
  const file = path.join(dir, 'extra.json');
  writeFileSync(
    file,
    JSON.stringify({
      news: [
        {
          locale: 'en',
          key: 'xss-probe',
          slug: 'xss-probe',
          title: 'Probe',
          excerpt: 'Probe',
          bodyHtml: '<p>Hi</p><script>window.__xss = 1</script>',
          category: 'test',
          coverImage: 'cat-nap',
          publishedAt: '2026-06-01T00:00:00Z',
          readingMinutes: 1,
        },
      ],
    }),
  );

  it('seeds the extra posts from the file on top of the content', async () => {
    const server = await createTestServer({ env: { PETCARE_SEED_EXTRA: file } });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/api/news/xss-probe' });
      expect(res.statusCode).toBe(200);
      // The API stores and returns HTML as is; sanitising is the site's job (DOMPurify).
      expect(res.json().data.body_html).toContain('<script>');
      const list = await server.app.inject({ method: 'GET', url: '/api/news' });
      expect(list.json().meta.total).toBe(4);
    } finally {
      await server.close();
    }
  });

  it('rejects an invalid file with a message naming the problem', async () => {
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ news: [{ locale: 'xx', slug: 'Bad Slug' }] }));
    await expect(createTestServer({ env: { PETCARE_SEED_EXTRA: bad } })).rejects.toThrow(
      /PETCARE_SEED_EXTRA: .*bad\.json is invalid/,
    );
    await expect(
      createTestServer({ env: { PETCARE_SEED_EXTRA: path.join(dir, 'missing.json') } }),
    ).rejects.toThrow(/PETCARE_SEED_EXTRA: cannot read JSON/);
  });
});
