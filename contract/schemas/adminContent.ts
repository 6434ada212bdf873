// Request and answer schemas of the admin content API (/api/admin/...). Bodies are full
// documents: create and update (PUT) take the same fields; status changes only through the
// publish and unpublish actions. Cities and promo packs are edited the same way; pictures for
// the editor are uploaded to /api/admin/content-images.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  ANIMAL_HANDLING_REGISTRATION_MAX,
  ANIMAL_HANDLING_REGISTRATION_PATTERN,
} from '../careKinds';
import { CONTENT_STATUSES } from '../contentStatuses';
import { PROMO_CHANNELS } from '../promoPacks';
import { INT32_MAX, PER_PAGE_MAX } from '../limits';
import { CareKind } from './cities';
import { Line, LocaleCode, namedField, Nullable, Slug, StringEnum } from './common';

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const Html = Type.String({ maxLength: 200_000, description: 'HTML; sanitised by the site.' });
const Picture = (description: string) =>
  Type.Optional(
    Nullable(
      Type.String({
        maxLength: 500,
        pattern: '^(/(?![/\\\\])|https://)\\S*$',
        description: `${description}: a site path (/images/photos/x.jpg) or an https URL; JPEG, PNG and WebP photos become responsive images.`,
      }),
    ),
  );
const CoverImage = Picture('The cover picture');
const ReadingMinutes = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 600, description: 'Defaults to an estimate from the body.' }),
);
const Key = Type.Optional(
  Type.Unsafe<string>({ ...Slug, description: 'Translation group; defaults to the slug.' }),
);

/** News posts and FAQ articles: the same fields, with their own names for the title and body. */
function articleInput<const Title extends string, const Body extends string>(
  title: Title,
  body: Body,
) {
  return Type.Object({
    key: Key,
    locale: LocaleCode,
    slug: Slug,
    ...namedField(title, Text(300)),
    excerpt: OptionalText(1000),
    ...namedField(body, Html),
    category: Type.Optional(Text(100)),
    cover_image: CoverImage,
    reading_minutes: ReadingMinutes,
  });
}

export const NewsInput = articleInput('title', 'body_html');
export type NewsInput = Static<typeof NewsInput>;

export const FaqInput = articleInput('question', 'answer_html');
export type FaqInput = Static<typeof FaqInput>;

export const CareItemInput = Type.Object({
  city_id: Type.Integer({
    minimum: 1,
    maximum: INT32_MAX,
    description: 'The city (and so the locale) of the place.',
  }),
  key: Key,
  slug: Slug,
  kind: CareKind,
  name: Text(200),
  summary: OptionalText(1000),
  body_html: Type.Optional(Html),
  address: OptionalText(500),
  phone: OptionalText(50),
  opening_hours: OptionalText(500),
  image: Picture('A photo of the place'),
  animal_handling_registration: Type.Optional(
    Nullable(
      Type.String({
        maxLength: ANIMAL_HANDLING_REGISTRATION_MAX,
        pattern: ANIMAL_HANDLING_REGISTRATION_PATTERN,
        description:
          'Japanese animal handling business (第一種動物取扱業) registration number, as the prefecture wrote it; null or absent when there is none.',
      }),
    ),
  ),
});
export type CareItemInput = Static<typeof CareItemInput>;

export const PageInput = Type.Object({
  key: Type.Unsafe<string>({
    ...Slug,
    description: 'privacy-policy, terms-and-conditions, providers-terms-of-use, ambassadors, vet…',
  }),
  locale: LocaleCode,
  slug: Slug,
  title: Text(300),
  body_html: Html,
});
export type PageInput = Static<typeof PageInput>;

const Status = StringEnum(CONTENT_STATUSES);
const DateTime = Type.String({ format: 'date-time' });
const SitePathOf = (example: string) => Type.String({ description: `A site path: ${example}` });

const stateFields = {
  id: Type.Integer(),
  status: Status,
  published_at: Nullable(DateTime),
  created_at: DateTime,
  updated_at: DateTime,
};

/** What every record kept one row per locale answers with, before its own fields. */
const localizedFields = {
  ...stateFields,
  key: Type.String(),
  locale: LocaleCode,
  slug: Type.String(),
};

function adminArticle<const Title extends string, const Body extends string>(
  title: Title,
  body: Body,
  schemaTitle: string,
) {
  return Type.Object(
    {
      ...localizedFields,
      ...namedField(title, Type.String()),
      excerpt: Type.String(),
      ...namedField(body, Type.String()),
      category: Type.String(),
      cover_image: Nullable(Type.String()),
      reading_minutes: Type.Integer(),
    },
    { title: schemaTitle },
  );
}

export const AdminNews = adminArticle('title', 'body_html', 'AdminNews');
export type AdminNews = Static<typeof AdminNews>;

export const AdminFaq = adminArticle('question', 'answer_html', 'AdminFaq');
export type AdminFaq = Static<typeof AdminFaq>;

export const AdminCareItem = Type.Object(
  {
    ...stateFields,
    city_id: Type.Integer(),
    key: Type.String(),
    locale: LocaleCode,
    slug: Type.String(),
    kind: CareKind,
    name: Type.String(),
    summary: Type.String(),
    body_html: Type.String(),
    address: Type.String(),
    phone: Type.String(),
    opening_hours: Type.String(),
    image: Nullable(Type.String()),
    animal_handling_registration: Nullable(Type.String()),
  },
  { title: 'AdminCareItem' },
);
export type AdminCareItem = Static<typeof AdminCareItem>;

export const AdminPage = Type.Object(
  {
    ...localizedFields,
    title: Type.String(),
    body_html: Type.String(),
  },
  { title: 'AdminPage' },
);
export type AdminPage = Static<typeof AdminPage>;

export const CityInput = Type.Object({
  key: Key,
  locale: LocaleCode,
  slug: Slug,
  name: Text(200),
  region: OptionalText(200),
  country: OptionalText(100),
  intro: OptionalText(2000),
});
export type CityInput = Static<typeof CityInput>;

export const AdminCity = Type.Object(
  {
    ...localizedFields,
    name: Type.String(),
    region: Type.String(),
    country: Type.String(),
    intro: Type.String(),
  },
  { title: 'AdminCity' },
);
export type AdminCity = Static<typeof AdminCity>;

const Bilingual = (maxLength: number) =>
  Type.Object({ en: Text(maxLength), jp: Text(maxLength) }, { additionalProperties: false });
const ChannelTexts = Type.Object(
  Object.fromEntries(PROMO_CHANNELS.map((channel) => [channel, Text(1000)])) as Record<
    (typeof PROMO_CHANNELS)[number],
    ReturnType<typeof Text>
  >,
  { additionalProperties: false, description: 'Ready-to-post texts; {link} becomes the link.' },
);

export const PromoPackInput = Type.Object({
  slug: Slug,
  colour: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'Banner colour, #rrggbb.' }),
  title: Bilingual(120),
  description: Bilingual(500),
  headline: Type.Object(
    { en: Text(60), jp: Text(40) },
    { additionalProperties: false, description: 'Drawn on the banners.' },
  ),
  texts: Type.Object({ en: ChannelTexts, jp: ChannelTexts }, { additionalProperties: false }),
});
export type PromoPackInput = Static<typeof PromoPackInput>;

export const AdminPromoPack = Type.Object(
  {
    ...stateFields,
    slug: Type.String(),
    colour: Type.String(),
    title: Type.Object({ en: Type.String(), jp: Type.String() }),
    description: Type.Object({ en: Type.String(), jp: Type.String() }),
    headline: Type.Object({ en: Type.String(), jp: Type.String() }),
    texts: Type.Object({
      en: Type.Record(Type.String(), Type.String()),
      jp: Type.Record(Type.String(), Type.String()),
    }),
  },
  { title: 'AdminPromoPack' },
);
export type AdminPromoPack = Static<typeof AdminPromoPack>;

/** A picture uploaded for content (POST /api/admin/content-images), served publicly. */
export const AdminContentImage = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    /** Site path of the picture to put in content (the 1920 px WebP copy). */
    url: SitePathOf('/api/content-images/{id}/display.webp'),
    original_url: SitePathOf('/api/content-images/{id}/original.{ext}'),
    thumbnail_url: SitePathOf('/api/content-images/{id}/thumb.webp'),
    width: Type.Integer(),
    height: Type.Integer(),
    bytes: Type.Integer(),
    mime: Type.String(),
    original_name: Nullable(Type.String()),
    created_at: DateTime,
  },
  { title: 'AdminContentImage' },
);
export type AdminContentImage = Static<typeof AdminContentImage>;

export const AdminListQuery = Type.Object({
  q: Type.Optional(Line(200, { description: 'Part of the title, name or slug.' })),
  locale: Type.Optional(LocaleCode),
  status: Type.Optional(Status),
  city_id: Type.Optional(
    Type.Integer({ minimum: 1, maximum: INT32_MAX, description: 'Care places of one city.' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: PER_PAGE_MAX, default: 20 })),
});
export type AdminListQuery = Static<typeof AdminListQuery>;

export function AdminList<T extends TSchema>(item: T) {
  return Type.Object({
    data: Type.Array(item),
    meta: Type.Object({
      current_page: Type.Integer(),
      per_page: Type.Integer(),
      total: Type.Integer(),
      last_page: Type.Integer(),
    }),
  });
}
