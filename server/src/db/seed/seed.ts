// Seeds demo content and accounts. Idempotent and non-destructive: it only inserts rows that are
// missing (ON CONFLICT DO NOTHING), so content editors' later changes survive every restart and
// several instances may start at once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RoleName } from '@contract/roles';
import type { Config } from '../../config';
import { hashPassword } from '../../auth/passwordHash';
import { seedRedirects } from '../../redirects/seedRedirects';
import type { Database } from '../openDatabase';
import {
  careItems,
  cities,
  faqArticles,
  homeContent,
  newsPosts,
  notifications,
  pages,
  userRoles,
  users,
} from '../schema';
import { SEED_CONTENT } from './content';
import type { LocaleSeed } from './content/types';
import { demoPhotoPath, ensureDemoPhotos, type DemoPhoto } from './demoPhotos';
import { loadSeedExtra } from './seedExtra';
import { WELCOME_TYPE, welcomeNotification } from '../../notifications/welcomeNotification';
import type { FileStorage } from '../../storage/FileStorage';
import { discardUpload } from '../../pet-files/discardUpload';
import type { UploadDescriptor } from '../../uploads/acceptUpload';
import { seedDemoPets, type DemoPetsOptions } from './demoPets/seedDemoPets';
import { seedDemoCommerce, seedPromoCodes } from './demoCommerce';
import { seedDemoVetQuestion } from './demoVetQuestion';
import { seedDemoClinics, seedDemoSharing } from './demoClinics';
import { insertPet } from '../../pets/petService';
import { seedPendingAffiliateApplication, seedPromoPacks } from './demoAdmin';

type SeedConfig = Pick<
  Config,
  | 'demoEmail'
  | 'demoPassword'
  | 'adminEmail'
  | 'adminPassword'
  | 'superAdminEmail'
  | 'superAdminPassword'
  | 'vetEmail'
  | 'vetPassword'
  | 'seedExtraPath'
  | 'publicUrl'
  | 'billing'
>;

export { DEMO_CLINIC_NAME } from './demoClinics';

/** Keeps multi-row inserts well under PostgreSQL's 65535 bind-parameter limit. */
const CHUNK = 200;

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

async function seedNews(db: Database, content: LocaleSeed[]): Promise<void> {
  const rows = content.flatMap(({ locale, news }) =>
    news.map((post) => ({
      key: post.key,
      locale,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      bodyHtml: post.bodyHtml,
      category: post.category,
      coverImage: post.coverPhoto
        ? demoPhotoPath({ illustration: post.coverImage, format: post.coverPhoto })
        : post.coverImage,
      readingMinutes: post.readingMinutes,
      status: 'published' as const,
      publishedAt: new Date(post.publishedAt),
    })),
  );
  for (const chunk of chunks(rows)) await db.insert(newsPosts).values(chunk).onConflictDoNothing();
}

async function seedFaq(db: Database, content: LocaleSeed[]): Promise<void> {
  const rows = content.flatMap(({ locale, faq }) =>
    faq.map((article) => ({
      key: article.key,
      locale,
      slug: article.slug,
      question: article.question,
      excerpt: article.excerpt,
      answerHtml: article.answerHtml,
      category: article.category,
      status: 'published' as const,
      publishedAt: new Date(article.publishedAt),
    })),
  );
  for (const chunk of chunks(rows)) {
    await db.insert(faqArticles).values(chunk).onConflictDoNothing();
  }
}

async function seedCities(db: Database, content: LocaleSeed[]): Promise<void> {
  for (const { locale, cities: seedCities = [] } of content) {
    if (seedCities.length === 0) continue;
    await db
      .insert(cities)
      .values(
        seedCities.map(({ careItems: _items, ...city }) => ({
          key: city.key,
          locale,
          slug: city.slug,
          name: city.name,
          region: city.region,
          country: city.country,
          intro: city.intro,
        })),
      )
      .onConflictDoNothing();
    // Look the cities up again: those that already existed returned nothing from the insert.
    const stored = await db
      .select({ id: cities.id, slug: cities.slug })
      .from(cities)
      .where(
        and(
          eq(cities.locale, locale),
          inArray(
            cities.slug,
            seedCities.map((c) => c.slug),
          ),
        ),
      );
    const idBySlug = new Map(stored.map((c) => [c.slug, c.id]));
    const rows = seedCities.flatMap((city) => {
      const cityId = idBySlug.get(city.slug);
      if (cityId === undefined) return [];
      return city.careItems.map(({ photo, ...item }) => ({
        ...item,
        image: photo ? demoPhotoPath(photo) : null,
        cityId,
        locale,
      }));
    });
    for (const chunk of chunks(rows)) {
      await db.insert(careItems).values(chunk).onConflictDoNothing();
    }
  }
}

async function seedPagesAndHome(db: Database, content: LocaleSeed[]): Promise<void> {
  const pageRows = content.flatMap(({ locale, pages: seedPages = [] }) =>
    seedPages.map((page) => ({ ...page, locale })),
  );
  if (pageRows.length > 0) await db.insert(pages).values(pageRows).onConflictDoNothing();
  const homeRows = content.flatMap(({ locale, home }) => (home ? [{ locale, content: home }] : []));
  if (homeRows.length > 0) await db.insert(homeContent).values(homeRows).onConflictDoNothing();
}

interface SeedUser {
  email: string;
  name: string;
  password: string;
  roles: RoleName[];
  /** The medical entity the clinic roles are held at; called only when the user is created. */
  medicalEntity?: () => Promise<number>;
  /** The roles held at the medical entity (default: all); the others are held at none. */
  clinicRoles?: RoleName[];
}

/**
 * Creates the user when missing and reports whether this call created it, so dependent demo data
 * (pets) is added exactly once even if the seed runs again or on two instances at once.
 */
async function seedUser(db: Database, user: SeedUser): Promise<number | undefined> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  if (existing.length > 0) return undefined;
  // Hashing is deliberately slow, so only pay for it when the account is really missing.
  const passwordHash = await hashPassword(user.password);
  const [created] = await db
    .insert(users)
    .values({ email: user.email, name: user.name, passwordHash })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return undefined;
  const medicalEntityId = user.medicalEntity ? await user.medicalEntity() : null;
  const atClinic = (name: RoleName) => !user.clinicRoles || user.clinicRoles.includes(name);
  await db
    .insert(userRoles)
    .values(
      user.roles.map((name) => ({
        userId: created.id,
        name,
        medicalEntityId: atClinic(name) ? medicalEntityId : null,
      })),
    )
    .onConflictDoNothing();
  return created.id;
}

async function seedAccounts(
  db: Database,
  config: SeedConfig,
  files: DemoPetsOptions,
): Promise<void> {
  const demoId = await seedUser(db, {
    email: config.demoEmail,
    name: 'Alex Morgan',
    password: config.demoPassword,
    roles: ['pet-keeper'],
  });
  if (demoId !== undefined) {
    await seedDemoPets(db, demoId, files);
    await seedDemoCommerce(db, demoId, config.billing, files.now);
    // So the demo's notification bell is not empty: the welcome (read) and a tip (unread).
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await db.insert(notifications).values([
      {
        userId: demoId,
        type: WELCOME_TYPE,
        data: welcomeNotification('Alex Morgan', 'en'),
        readAt: new Date(now - 2 * day),
        createdAt: new Date(now - 3 * day),
      },
      {
        userId: demoId,
        type: 'care_tip',
        data: {
          title: "Keep Biscuit's weight on track",
          body: 'Labradors love their food. Weigh Biscuit once a month and note it in his profile to spot changes early.',
          action_url: null,
        },
        createdAt: new Date(now - day),
      },
    ]);
  }
  await seedUser(db, {
    email: config.adminEmail,
    name: 'PetCare Admin',
    password: config.adminPassword,
    roles: ['admin'],
  });
  await seedUser(db, {
    email: config.superAdminEmail,
    name: 'PetCare Super Admin',
    password: config.superAdminPassword,
    roles: ['super-admin'],
  });
  // The demo vet is also a pet keeper (as many vets are), with a cat of their own: signing in
  // shows the keeper's app first, and the account menu switches to the vet area
  // (vet-sharing/README.md).
  const clinicId = await seedDemoClinics(db);
  const vetId = await seedUser(db, {
    email: config.vetEmail,
    name: 'Dr. Sam Rivera',
    password: config.vetPassword,
    roles: ['vet', 'pet-keeper'],
    clinicRoles: ['vet'],
    medicalEntity: async () => clinicId,
  });
  if (vetId !== undefined) {
    await insertPet(
      db,
      vetId,
      { name: 'Pepper', species: 'cat', sex: 'female', birth_date: '2019-05-02', weight_kg: 4.1 },
      { now: files.now, language: 'en' },
    );
  }
  await seedDemoSharing(db, {
    demoEmail: config.demoEmail,
    vetEmail: config.vetEmail,
    clinicId,
    now: files.now,
  });
  await seedDemoVetQuestion(db, {
    demoEmail: config.demoEmail,
    vetEmail: config.vetEmail,
    clinicId,
    now: files.now,
  });
}

/**
 * Seeds the product content (or, in tests, the given content) and the demo accounts.
 * Content from PETCARE_SEED_EXTRA is added on top.
 */
/** The demo photos the content refers to (made before the rows that name them are stored). */
function demoPhotosOf(content: readonly LocaleSeed[]): DemoPhoto[] {
  return content.flatMap(({ news, cities: seedCities = [] }) => [
    ...news.flatMap((post) =>
      post.coverPhoto ? [{ illustration: post.coverImage, format: post.coverPhoto }] : [],
    ),
    ...seedCities.flatMap((city) =>
      city.careItems.flatMap((item) => (item.photo ? [item.photo] : [])),
    ),
  ]);
}

export async function seedDatabase(
  db: Database,
  config: SeedConfig,
  baseContent: readonly LocaleSeed[] = SEED_CONTENT,
  options: { storage?: FileStorage } = {},
): Promise<void> {
  const content = [...baseContent];
  if (config.seedExtraPath !== undefined)
    content.push(...(await loadSeedExtra(config.seedExtraPath)));
  await ensureDemoPhotos(demoPhotosOf(content));
  // The demo pets' photos and PDFs are stored as they are made; if the transaction fails they
  // are deleted again, so a failed seed leaves no files behind.
  const stored: UploadDescriptor[] = [];
  const files: DemoPetsOptions = { now: new Date(), storage: options.storage, stored };
  // One transaction: one commit for the whole seed (fast on PGlite) and all-or-nothing on errors.
  await db
    .transaction(async (tx) => {
      // The demo's photos and PDFs are made between statements (sharp, pdfkit): on a slow
      // machine that is longer than idle_in_transaction_session_timeout allows a session.
      await tx.execute(sql`SET LOCAL idle_in_transaction_session_timeout = 0`);
      await seedNews(tx, content);
      await seedFaq(tx, content);
      await seedCities(tx, content);
      await seedPagesAndHome(tx, content);
      await seedAccounts(tx, config, files);
      await seedRedirects(tx, config);
      await seedPromoCodes(tx);
      await seedPromoPacks(tx, files.now);
      await seedPendingAffiliateApplication(tx, files.now);
    })
    .catch(async (error: unknown) => {
      if (options.storage) {
        const storage = options.storage;
        await Promise.all(stored.map((upload) => discardUpload(storage, upload)));
      }
      throw error;
    });
}
