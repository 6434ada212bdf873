// Cities and the pet-care places listed for them. Both are public once published (admins create
// drafts; seeded cities and places are published).
import { and, asc, count, eq } from 'drizzle-orm';
import type { Locale } from '@contract/locales';
import type { CareItem, CareItemSummary, City, CitySummary } from '@contract/schemas/cities';
import type { Database } from '../db/openDatabase';
import { careItems, cities } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';

type CityRow = typeof cities.$inferSelect;
type CareItemRow = typeof careItems.$inferSelect;

function cityFields(row: CityRow) {
  return {
    id: row.id,
    key: row.key,
    slug: row.slug,
    locale: row.locale as Locale,
    name: row.name,
    region: row.region,
    country: row.country,
    intro: row.intro,
  };
}

function careItemSummary(row: CareItemRow): CareItemSummary {
  return {
    id: row.id,
    key: row.key,
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    summary: row.summary,
    address: row.address,
    image: row.image,
  };
}

export async function listCities(db: Database, locale: Locale): Promise<CitySummary[]> {
  const counts = db
    .select({ cityId: careItems.cityId, total: count().as('total') })
    .from(careItems)
    .where(eq(careItems.status, 'published'))
    .groupBy(careItems.cityId)
    .as('counts');
  const rows = await db
    .select({ city: cities, total: counts.total })
    .from(cities)
    .leftJoin(counts, eq(counts.cityId, cities.id))
    .where(and(eq(cities.locale, locale), eq(cities.status, 'published')))
    .orderBy(asc(cities.name));
  return rows.map(({ city, total }) => ({ ...cityFields(city), care_items_count: total ?? 0 }));
}

async function findCity(db: Database, locale: Locale, slug: string): Promise<CityRow> {
  const [city] = await db
    .select()
    .from(cities)
    .where(and(eq(cities.locale, locale), eq(cities.slug, slug), eq(cities.status, 'published')))
    .limit(1);
  if (!city) throw new NotFoundError('City not found.');
  return city;
}

export async function getCity(db: Database, locale: Locale, slug: string): Promise<City> {
  const city = await findCity(db, locale, slug);
  const items = await db
    .select()
    .from(careItems)
    .where(and(eq(careItems.cityId, city.id), eq(careItems.status, 'published')))
    .orderBy(asc(careItems.kind), asc(careItems.name));
  return { ...cityFields(city), care_items: items.map(careItemSummary) };
}

export async function getCareItem(
  db: Database,
  locale: Locale,
  citySlug: string,
  slug: string,
): Promise<CareItem> {
  const city = await findCity(db, locale, citySlug);
  const [item] = await db
    .select()
    .from(careItems)
    .where(
      and(
        eq(careItems.cityId, city.id),
        eq(careItems.slug, slug),
        eq(careItems.status, 'published'),
      ),
    )
    .limit(1);
  if (!item) throw new NotFoundError('Care item not found.');
  return {
    ...careItemSummary(item),
    body_html: item.bodyHtml,
    phone: item.phone,
    opening_hours: item.openingHours,
    animal_handling_registration: item.animalHandlingRegistration,
    city: { slug: city.slug, name: city.name },
    updated_at: item.updatedAt.toISOString(),
  };
}
