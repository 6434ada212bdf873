// What the admin stores of content kept one row per locale (news, FAQ, cities, care places,
// pages) share: the record's state in its view, the key/locale/slug fields, and the rule that a
// slug and a translation key are each unique within a locale; localizedStore puts them together
// so a kind describes only its own fields.
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentStatus } from '@contract/contentStatuses';
import type { Locale } from '@contract/locales';
import type { Database } from '../db/openDatabase';
import {
  AdminContentStore,
  type StateColumns,
  type StoreSpec,
  type UniqueRule,
} from './adminContentStore';

export const SLUG_TAKEN = 'The slug has already been taken.';
export const KEY_TAKEN = 'The key has already been taken.';

interface StateRow {
  id: number;
  status: ContentStatus;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The editorial state every admin view starts with (promo packs too). */
export function stateView(row: StateRow) {
  return {
    id: row.id,
    status: row.status,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The state plus the translation group, locale and slug. */
export function localizedView(row: StateRow & { key: string; locale: string; slug: string }) {
  return {
    ...stateView(row),
    key: row.key,
    // The column holds only what the input's locale schema let through.
    locale: row.locale as Locale,
    slug: row.slug,
  };
}

/** Column values from the input: the translation group defaults to the slug. */
export function localizedValues(input: { key?: string; locale: string; slug: string }) {
  return { key: input.key ?? input.slug, locale: input.locale, slug: input.slug };
}

/** News, FAQ, cities and pages: a slug and a translation key are each unique within a locale. */
export function uniqueInLocale<
  Values extends { locale: string; slug: string; key: string },
>(columns: { locale: PgColumn; slug: PgColumn; key: PgColumn }): UniqueRule<Values>[] {
  return [
    {
      field: 'slug',
      message: SLUG_TAKEN,
      where: (v) => and(eq(columns.locale, v.locale), eq(columns.slug, v.slug)),
    },
    {
      field: 'key',
      message: KEY_TAKEN,
      where: (v) => and(eq(columns.locale, v.locale), eq(columns.key, v.key)),
    },
  ];
}

type LocalizedView = ReturnType<typeof localizedView>;
/** A kind's own column values and view fields: all but what localizedStore adds. */
export type OwnValues<Values> = Omit<Values, 'key' | 'locale' | 'slug'>;
export type OwnView<View> = Omit<View, keyof LocalizedView>;

export interface LocalizedStoreSpec<Row, Input, Values, View> {
  table: PgTable & Required<Omit<StateColumns, 'cityId'>> & { key: PgColumn; slug: PgColumn };
  /** The kind's own column values; the translation key, locale and slug are added. */
  values(input: Input): OwnValues<Values>;
  search: StoreSpec<Row, Input, Values, View>['search'];
  /** The kind's own fields; the state, key, locale and slug are added. */
  view(row: Row): OwnView<View>;
}

/** The store of a kind kept one row per locale whose slug and key are unique in their locale. */
export function localizedStore<
  Row extends Parameters<typeof localizedView>[0],
  Input extends Parameters<typeof localizedValues>[0],
  Values extends ReturnType<typeof localizedValues>,
  View extends LocalizedView,
>(db: Database, spec: LocalizedStoreSpec<Row, Input, Values, View>) {
  const { table } = spec;
  return new AdminContentStore<Row, Input, Values, View>({
    db,
    spec: {
      table,
      columns: table,
      // The shared part and the kind's own part make the whole, which TS cannot see through Omit.
      values: async (_db, input) =>
        ({ ...localizedValues(input), ...spec.values(input) }) as Values,
      unique: uniqueInLocale(table),
      search: spec.search,
      view: (row) => ({ ...localizedView(row), ...spec.view(row) }) as View,
    },
  });
}
