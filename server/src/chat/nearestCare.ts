// The emergency care block: the published care pages of the keeper's city (the city of their
// billing data, matched to a city page by name or slug in any language), emergency services
// first, then vet clinics, in the answer's language where the city has that locale.
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isLocale, localePath } from '@contract/locales';
import type { NearestCare } from '@contract/schemas/chat';
import type { Database } from '../db/openDatabase';
import { billingData, careItems, cities } from '../db/schema';
import type { Locale } from '../triage';

const MAX_PLACES = 3;
const KIND_ORDER = ['emergency-vet', 'vet-clinic'] as const;

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function nearestCare(
  db: Database,
  userId: number,
  locale: Locale,
): Promise<NearestCare | null> {
  const [billing] = await db
    .select({ city: billingData.city })
    .from(billingData)
    .where(eq(billingData.userId, userId));
  const city = billing?.city.trim();
  if (!city) return null;
  const slug = slugOf(city);
  const [match] = await db
    .select({ key: cities.key })
    .from(cities)
    .where(
      and(
        eq(cities.status, 'published'),
        or(
          sql`lower(${cities.name}) = ${city.toLowerCase()}`,
          slug ? eq(cities.slug, slug) : sql`false`,
        ),
      ),
    )
    .limit(1);
  if (!match) return null;
  const versions = await db
    .select()
    .from(cities)
    .where(and(eq(cities.key, match.key), eq(cities.status, 'published')));
  const chosen =
    versions.find((c) => c.locale === locale) ?? versions.find((c) => c.locale === 'en');
  if (!chosen) return null;
  const items = await db
    .select()
    .from(careItems)
    .where(
      and(
        eq(careItems.cityId, chosen.id),
        eq(careItems.status, 'published'),
        inArray(careItems.kind, [...KIND_ORDER]),
      ),
    );
  const places = items
    .sort(
      (a, b) =>
        KIND_ORDER.indexOf(a.kind as (typeof KIND_ORDER)[number]) -
          KIND_ORDER.indexOf(b.kind as (typeof KIND_ORDER)[number]) || a.name.localeCompare(b.name),
    )
    .slice(0, MAX_PLACES)
    .map((item) => ({
      name: item.name,
      phone: item.phone.trim() || null,
      url: localePath(
        isLocale(chosen.locale) ? chosen.locale : 'en',
        `/care/${chosen.slug}/${item.slug}/`,
      ),
    }));
  if (places.length === 0) return null;
  return { city_slug: chosen.slug, city_name: chosen.name, places };
}

/** The paragraph said right after "go to a vet now". */
export function careParagraph(care: NearestCare, locale: Locale): string {
  const list = care.places
    .map((p) => (p.phone ? `${p.name} (${p.phone})` : p.name))
    .join(locale === 'jp' ? '、' : '; ');
  return locale === 'jp'
    ? `${care.city_name}の近くの診療先：${list}。向かう前に電話で連絡してください。`
    : `Nearest care in ${care.city_name}: ${list}. Call ahead so they can get ready.`;
}
