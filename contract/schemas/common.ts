// Building blocks of the API's request and answer schemas (TypeBox = JSON Schema + static types).
// The API validates requests with them, serialises answers with them and publishes them in the
// OpenAPI document; the site takes the static types (`import type`).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { INT32_MAX, LOGIN_PASSWORD_MAX_LENGTH, PER_PAGE_MAX, TEXT_MAX } from '../limits';
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

/**
 * `{ [name]: schema }` with the name kept in the type, so `Static<>` knows the field: for builders
 * of schemas that differ only in a field's name (news and FAQ articles).
 */
export function namedField<const K extends string, T extends TSchema>(name: K, schema: T) {
  return { [name]: schema } as { [P in K]: T };
}

/**
 * Text the API accepts. Every string has a maximum length and refuses control characters (NUL
 * and the rest of C0 and C1, DEL) and lone UTF-16 surrogates, which are not text and which
 * PostgreSQL refuses; multi-line text allows tab, line feed and carriage return. The API trims
 * surrounding white space before it validates (passwords excepted), so required text is non-empty
 * after trimming.
 */
export const CONTROL_CHARACTERS = '\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF';
export const SINGLE_LINE_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;
/** The control characters without tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
export const MULTI_LINE_PATTERN =
  '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF]*$';

type TextOptions = { minLength?: number; description?: string };

/** One line of text: names, titles, addresses. */
export const Line = (maxLength: number, options: TextOptions = {}) =>
  Type.String({ ...options, maxLength, pattern: SINGLE_LINE_PATTERN });

/** Text that may span lines: messages, HTML bodies. */
export const MultiLine = (maxLength: number, options: TextOptions = {}) =>
  Type.String({ ...options, maxLength, pattern: MULTI_LINE_PATTERN });

/** Required text: minLength 1 makes an empty string "required", as Laravel does. */
export const RequiredText = (maxLength = TEXT_MAX) => Line(maxLength, { minLength: 1 });
export const EmailField = Type.String({ minLength: 1, maxLength: TEXT_MAX, format: 'email' });

/** Taken as sent: the validator does not trim it (passwords; Laravel's TrimStrings skips them). */
export const AS_TYPED = { 'x-trim': false } as const;

/**
 * A password as typed: never trimmed (`x-trim: false`; spaces are part of it), one line, and
 * bounded so nothing huge reaches the hash function.
 */
export const Password = (options: TextOptions = {}) =>
  Type.String({
    ...options,
    maxLength: LOGIN_PASSWORD_MAX_LENGTH,
    pattern: SINGLE_LINE_PATTERN,
    ...AS_TYPED,
  });

/** A PostgreSQL integer: finite and within the column's range, whatever the client sends. */
export const Int32 = (options: { minimum?: number; default?: number; description?: string } = {}) =>
  Type.Integer({ minimum: -INT32_MAX - 1, ...options, maximum: INT32_MAX });

/** A row id in a path: a PostgreSQL integer. */
export const IdParams = Type.Object({ id: Int32({ minimum: 1 }) });

/**
 * The request headers the API reads, bounded; every other header passes untouched. Values are
 * checked for sense where they are used (an unknown App-Language means English).
 */
export const RequestHeaders = Type.Object(
  {
    'app-language': Type.Optional(Type.String({ maxLength: 100 })),
    authorization: Type.Optional(Type.String({ maxLength: 8192 })),
    'x-medical-entity-id': Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: true },
);

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
  page: Type.Optional(Int32({ minimum: 1, default: 1, description: 'Page number.' })),
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
