// The editable content kinds as AdminContentStore specs: news, FAQ, care places, cities, pages
// and promo packs.
import { and, eq, sql, type InferSelectModel } from 'drizzle-orm';
import type {
  AdminCareItem,
  AdminCity,
  AdminPage,
  AdminPromoPack,
  CareItemInput,
  CityInput,
  PageInput,
  PromoPackInput,
} from '@contract/schemas/adminContent';
import type { Database } from '../db/openDatabase';
import { careItems, cities, faqArticles, newsPosts, pages, promoPacks } from '../db/schema';
import { ValidationError } from '../errors/HttpError';
import { AdminContentStore, type ValuesOf } from './adminContentStore';
import { articleStore } from './articleStore';
import {
  localizedStore,
  localizedValues,
  localizedView,
  SLUG_TAKEN,
  stateView,
} from './localizedContent';

export const newsStore = (db: Database) =>
  articleStore(db, {
    table: newsPosts,
    title: 'title',
    body: 'body_html',
    bodyColumn: 'bodyHtml',
    defaultCategory: 'news',
  });

export const faqStore = (db: Database) =>
  articleStore(db, {
    table: faqArticles,
    title: 'question',
    body: 'answer_html',
    bodyColumn: 'answerHtml',
    defaultCategory: 'general',
  });

export function careItemStore(db: Database) {
  return new AdminContentStore<
    InferSelectModel<typeof careItems>,
    CareItemInput,
    ValuesOf<typeof careItems>,
    AdminCareItem
  >({
    db,
    spec: {
      table: careItems,
      columns: { ...careItems, cityId: careItems.cityId },
      values: async (database, input) => {
        const [city] = await database
          .select({ id: cities.id, locale: cities.locale })
          .from(cities)
          .where(eq(cities.id, input.city_id))
          .limit(1);
        if (!city) throw new ValidationError({ city_id: ['The selected city id is invalid.'] });
        return {
          ...localizedValues({ ...input, locale: city.locale }),
          cityId: city.id,
          kind: input.kind,
          name: input.name.trim(),
          summary: input.summary?.trim() ?? '',
          bodyHtml: input.body_html ?? '',
          address: input.address?.trim() ?? '',
          phone: input.phone?.trim() ?? '',
          openingHours: input.opening_hours?.trim() ?? '',
          image: input.image ?? null,
          animalHandlingRegistration: input.animal_handling_registration?.trim() || null,
        };
      },
      unique: [
        {
          field: 'slug',
          message: SLUG_TAKEN,
          where: (v) => and(eq(careItems.cityId, v.cityId), eq(careItems.slug, v.slug)),
        },
      ],
      search: [careItems.name, careItems.slug, careItems.address],
      view: (row) => ({
        ...localizedView(row),
        city_id: row.cityId,
        kind: row.kind,
        name: row.name,
        summary: row.summary,
        body_html: row.bodyHtml,
        address: row.address,
        phone: row.phone,
        opening_hours: row.openingHours,
        image: row.image,
        animal_handling_registration: row.animalHandlingRegistration,
      }),
    },
  });
}

export function pageStore(db: Database) {
  return localizedStore<
    InferSelectModel<typeof pages>,
    PageInput,
    ValuesOf<typeof pages>,
    AdminPage
  >(db, {
    table: pages,
    values: (input) => ({ title: input.title.trim(), bodyHtml: input.body_html }),
    search: [pages.title, pages.slug, pages.key],
    view: (row) => ({ title: row.title, body_html: row.bodyHtml }),
  });
}

export function cityStore(db: Database) {
  return localizedStore<
    InferSelectModel<typeof cities>,
    CityInput,
    ValuesOf<typeof cities>,
    AdminCity
  >(db, {
    table: cities,
    values: (input) => ({
      name: input.name.trim(),
      region: input.region?.trim() ?? '',
      country: input.country?.trim() ?? '',
      intro: input.intro?.trim() ?? '',
    }),
    search: [cities.name, cities.slug, cities.region],
    view: (row) => ({
      name: row.name,
      region: row.region,
      country: row.country,
      intro: row.intro,
    }),
  });
}

export function promoPackStore(db: Database) {
  return new AdminContentStore<
    InferSelectModel<typeof promoPacks>,
    PromoPackInput,
    ValuesOf<typeof promoPacks>,
    AdminPromoPack
  >({
    db,
    spec: {
      table: promoPacks,
      columns: promoPacks,
      values: async (_db, input) => ({
        slug: input.slug,
        colour: input.colour.toLowerCase(),
        title: input.title,
        description: input.description,
        headline: input.headline,
        texts: input.texts,
      }),
      unique: [{ field: 'slug', message: SLUG_TAKEN, where: (v) => eq(promoPacks.slug, v.slug) }],
      search: [promoPacks.slug, sql`${promoPacks.title}::text`],
      // Promo packs live in the app's affiliate area, read at request time: no site rebuild.
      onSite: false,
      view: (row) => ({
        ...stateView(row),
        slug: row.slug,
        colour: row.colour,
        title: row.title,
        description: row.description,
        headline: row.headline,
        texts: row.texts,
      }),
    },
  });
}
