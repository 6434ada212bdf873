// Building blocks of the API's request and answer schemas (TypeBox = JSON Schema + static types).
// The API validates requests with them, serialises answers with them and publishes them in the
// OpenAPI document; the site takes the static types (`import type`).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { INT32_MAX, PER_PAGE_MAX, TEXT_MAX } from '../limits';
import { LOCALE_CODES, type Locale } from '../locales';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../slug';

/** A string enum as plain JSON Schema `enum`, so ajv reports one "invalid" error, not one per value. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Required text: minLength 1 makes an empty string "required", as Laravel does. */
export const RequiredText = (maxLength = TEXT_MAX) => Type.String({ minLength: 1, maxLength });
export const EmailField = Type.String({ minLength: 1, maxLength: TEXT_MAX, format: 'email' });

/** A row id in a path: a PostgreSQL integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: INT32_MAX }) });

export const LocaleCode = StringEnum(LOCALE_CODES, {
  description: 'A locale code, e.g. en or jp.',
});

export const LocaleQuery = Type.Object({
  locale: Type.Optional(
    Type.Unsafe<Locale>({
      ...LocaleCode,
      description:
        'Content locale. Without it the App-Language header is used when it names a known ' +
        'locale, else en.',
    }),
  ),
});
export type LocaleQuery = Static<typeof LocaleQuery>;

export const PaginationQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1, description: 'Page number.' })),
  per_page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: PER_PAGE_MAX,
      default: 12,
      description: 'Items per page.',
    }),
  ),
});

export const IncludeQuery = Type.Object({
  include: Type.Optional(
    StringEnum(['body'] as const, { description: 'body: add the full HTML to each item.' }),
  ),
});

export const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH });

export const SlugParams = Type.Object({ slug: Slug });

export const PaginationMeta = Type.Object({
  current_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
  last_page: Type.Integer(),
});
export type PaginationMeta = Static<typeof PaginationMeta>;

/** Another locale's published version of the same content (same translation key). */
export const Translation = Type.Object({ locale: LocaleCode, slug: Type.String() });
export type Translation = Static<typeof Translation>;

export const DateTime = Type.String({ format: 'date-time' });

/** A picture of content: a site path or an https URL (see coverImage.ts), or none. */
export const ContentImage = Type.Union([Type.String(), Type.Null()], {
  description:
    'Site path (/images/covers/dog-walk.svg, /images/photos/walk.jpg) or https URL of the picture.',
});

/** `{ data: T }`, the envelope of every content answer. */
export function Data<T extends TSchema>(schema: T) {
  return Type.Object({ data: schema });
}
export interface DataResponse<T> {
  data: T;
}

export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({ data: Type.Array(item), meta: PaginationMeta });
}
/** Paginated listings (news, FAQ, admin lists). */
export interface PaginatedResponse<T> {
  data: T[];
  meta: PaginationMeta;
}

/** Conditional requests on listings (ETag from a previous answer). */
export const IfNoneMatchHeaders = Type.Object({
  'if-none-match': Type.Optional(
    Type.String({
      maxLength: 1000,
      description: 'ETag of an answer the client holds: 304 Not Modified when still current.',
    }),
  ),
});

export const NotModified = Type.Null({
  description: 'Not Modified: the answer the client holds (If-None-Match) is still current.',
});
