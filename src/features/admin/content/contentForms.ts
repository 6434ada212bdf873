import * as Yup from 'yup';
import { CARE_KINDS, type CareKind } from '@contract/careKinds';
import { isLocale, type Locale } from '@contract/locales';
import { PROMO_CHANNELS } from '@contract/promoPacks';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@contract/slug';
import type {
  AdminCareItem,
  AdminCity,
  AdminFaq,
  AdminNews,
  AdminPage,
  AdminPromoPack,
} from '@contract/schemas/adminContent';
import type { AppKey } from '../../../i18n/appKeys';
import type { ContentInput, ContentKind, ContentView } from '../adminApi';

/**
 * The editor's fields per content kind: what the form holds (all text, as inputs hold it), how
 * a record fills it, the rules it checks before sending (the API's own limits), and the body it
 * sends. Empty optional fields are left out of the body, so the API's defaults apply.
 */

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'locale'
  | 'image'
  | 'city'
  | 'careKind'
  | 'pageKey'
  | 'colour'
  | 'number';

export interface FieldSpec {
  /** Formik path (promo packs nest: `title.en`). */
  name: string;
  kind: FieldKind;
  label: AppKey;
  hint?: AppKey;
  optional?: boolean;
  maxLength?: number;
  /** Language of what is typed, when it is not the page's (promo packs' Japanese texts). */
  lang?: string;
}

export type FormValues = Record<string, unknown>;

const SLUG_RE = new RegExp(SLUG_PATTERN);

/** The form's messages in the page's language (useTranslation's t). */
export type Translate = (key: AppKey, options?: Record<string, unknown>) => string;

/** The Yup rules, with their messages in the page's language. */
function rules(t: Translate) {
  const required = t('validation.required');
  const max = (n: number) => t('validation.maxLength', { max: n });
  return {
    req: (n: number) => Yup.string().trim().required(required).max(n, max(n)),
    opt: (n: number) => Yup.string().trim().max(n, max(n)),
    slug: Yup.string()
      .trim()
      .required(required)
      .max(SLUG_MAX_LENGTH, max(SLUG_MAX_LENGTH))
      .matches(SLUG_RE, t('admin.form.slugFormat')),
    optionalSlug: Yup.string()
      .trim()
      .max(SLUG_MAX_LENGTH, max(SLUG_MAX_LENGTH))
      .test('slug', t('admin.form.slugFormat'), (v) => !v || SLUG_RE.test(v)),
    picture: Yup.string()
      .trim()
      .max(500, max(500))
      .test(
        'picture',
        t('admin.form.pictureFormat'),
        (v) => !v || /^(\/(?![/\\])|https:\/\/)\S*$/.test(v),
      ),
    minutes: Yup.string()
      .trim()
      .test(
        'minutes',
        t('admin.form.minutesFormat'),
        (v) => !v || /^(?:[1-9]\d?|[1-5]\d\d|600)$/.test(v),
      ),
    html: Yup.string().max(200_000, max(200_000)),
    locale: Yup.string()
      .required(required)
      .test('locale', required, (v) => isLocale(v)),
    required,
  };
}

/** '' → undefined, so the API's default applies; text is trimmed. */
function optional(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}
function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
function nullable(value: unknown): string | null {
  return optional(value) ?? null;
}

/** Lower-case ASCII words joined by hyphens, from a title (empty for a Japanese title). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

export interface KindForm<K extends ContentKind> {
  fields: readonly FieldSpec[];
  /** The field whose text suggests the slug. */
  titleField: string;
  empty: (defaults: { locale: Locale }) => FormValues;
  fromView: (view: ContentView<K>) => FormValues;
  toBody: (values: FormValues) => ContentInput<K>;
  schema: (t: Translate) => Yup.AnyObjectSchema;
}

const common = {
  locale: { name: 'locale', kind: 'locale', label: 'admin.form.locale' },
  slug: {
    name: 'slug',
    kind: 'text',
    label: 'admin.form.slug',
    hint: 'admin.form.slugHint',
    maxLength: SLUG_MAX_LENGTH,
  },
  key: {
    name: 'key',
    kind: 'text',
    label: 'admin.form.key',
    hint: 'admin.form.keyHint',
    optional: true,
    maxLength: SLUG_MAX_LENGTH,
  },
  excerpt: {
    name: 'excerpt',
    kind: 'textarea',
    label: 'admin.form.excerpt',
    hint: 'admin.form.excerptHint',
    optional: true,
    maxLength: 1000,
  },
  category: {
    name: 'category',
    kind: 'text',
    label: 'admin.form.category',
    optional: true,
    maxLength: 100,
  },
  cover: {
    name: 'cover_image',
    kind: 'image',
    label: 'admin.form.coverImage',
    hint: 'admin.form.pictureHint',
    optional: true,
  },
  minutes: {
    name: 'reading_minutes',
    kind: 'number',
    label: 'admin.form.readingMinutes',
    hint: 'admin.form.readingMinutesHint',
    optional: true,
  },
} satisfies Record<string, FieldSpec>;

const news: KindForm<'news'> = {
  titleField: 'title',
  fields: [
    common.locale,
    { name: 'title', kind: 'text', label: 'admin.form.title', maxLength: 300 },
    common.slug,
    common.excerpt,
    common.category,
    common.cover,
    { name: 'body_html', kind: 'richText', label: 'admin.form.body' },
    common.key,
    common.minutes,
  ],
  empty: ({ locale: l }) => ({
    locale: l,
    title: '',
    slug: '',
    excerpt: '',
    category: '',
    cover_image: '',
    body_html: '',
    key: '',
    reading_minutes: '',
  }),
  fromView: (v: AdminNews) => ({
    locale: v.locale,
    title: v.title,
    slug: v.slug,
    excerpt: v.excerpt,
    category: v.category,
    cover_image: v.cover_image ?? '',
    body_html: v.body_html,
    key: v.key === v.slug ? '' : v.key,
    reading_minutes: String(v.reading_minutes),
  }),
  toBody: (v) => ({
    locale: v.locale as Locale,
    title: text(v.title),
    slug: text(v.slug),
    excerpt: text(v.excerpt),
    category: optional(v.category),
    cover_image: nullable(v.cover_image),
    body_html: String(v.body_html ?? ''),
    key: optional(v.key),
    reading_minutes: optional(v.reading_minutes) ? Number(v.reading_minutes) : undefined,
  }),
  schema: (t) => {
    const r = rules(t);
    return Yup.object({
      locale: r.locale,
      title: r.req(300),
      slug: r.slug,
      excerpt: r.opt(1000),
      category: r.opt(100),
      cover_image: r.picture,
      body_html: r.html,
      key: r.optionalSlug,
      reading_minutes: r.minutes,
    });
  },
};

const faq: KindForm<'faq'> = {
  titleField: 'question',
  fields: [
    common.locale,
    { name: 'question', kind: 'text', label: 'admin.form.question', maxLength: 300 },
    common.slug,
    common.excerpt,
    common.category,
    common.cover,
    { name: 'answer_html', kind: 'richText', label: 'admin.form.answer' },
    common.key,
    common.minutes,
  ],
  empty: ({ locale: l }) => ({
    locale: l,
    question: '',
    slug: '',
    excerpt: '',
    category: '',
    cover_image: '',
    answer_html: '',
    key: '',
    reading_minutes: '',
  }),
  fromView: (v: AdminFaq) => ({
    locale: v.locale,
    question: v.question,
    slug: v.slug,
    excerpt: v.excerpt,
    category: v.category,
    cover_image: v.cover_image ?? '',
    answer_html: v.answer_html,
    key: v.key === v.slug ? '' : v.key,
    reading_minutes: String(v.reading_minutes),
  }),
  toBody: (v) => ({
    locale: v.locale as Locale,
    question: text(v.question),
    slug: text(v.slug),
    excerpt: text(v.excerpt),
    category: optional(v.category),
    cover_image: nullable(v.cover_image),
    answer_html: String(v.answer_html ?? ''),
    key: optional(v.key),
    reading_minutes: optional(v.reading_minutes) ? Number(v.reading_minutes) : undefined,
  }),
  schema: (t) => {
    const r = rules(t);
    return Yup.object({
      locale: r.locale,
      question: r.req(300),
      slug: r.slug,
      excerpt: r.opt(1000),
      category: r.opt(100),
      cover_image: r.picture,
      answer_html: r.html,
      key: r.optionalSlug,
      reading_minutes: r.minutes,
    });
  },
};

const careItems: KindForm<'care-items'> = {
  titleField: 'name',
  fields: [
    { name: 'city_id', kind: 'city', label: 'admin.form.city' },
    { name: 'kind', kind: 'careKind', label: 'admin.form.careKind' },
    { name: 'name', kind: 'text', label: 'admin.form.name', maxLength: 200 },
    common.slug,
    {
      name: 'summary',
      kind: 'textarea',
      label: 'admin.form.summary',
      optional: true,
      maxLength: 1000,
    },
    { name: 'address', kind: 'text', label: 'admin.form.address', optional: true, maxLength: 500 },
    { name: 'phone', kind: 'text', label: 'admin.form.phone', optional: true, maxLength: 50 },
    {
      name: 'opening_hours',
      kind: 'text',
      label: 'admin.form.openingHours',
      optional: true,
      maxLength: 500,
    },
    {
      name: 'image',
      kind: 'image',
      label: 'admin.form.placePhoto',
      hint: 'admin.form.pictureHint',
      optional: true,
    },
    { name: 'body_html', kind: 'richText', label: 'admin.form.body' },
    common.key,
  ],
  empty: () => ({
    city_id: '',
    kind: 'vet-clinic',
    name: '',
    slug: '',
    summary: '',
    address: '',
    phone: '',
    opening_hours: '',
    image: '',
    body_html: '',
    key: '',
  }),
  fromView: (v: AdminCareItem) => ({
    city_id: String(v.city_id),
    kind: v.kind,
    name: v.name,
    slug: v.slug,
    summary: v.summary,
    address: v.address,
    phone: v.phone,
    opening_hours: v.opening_hours,
    image: v.image ?? '',
    body_html: v.body_html,
    key: v.key === v.slug ? '' : v.key,
  }),
  toBody: (v) => ({
    city_id: Number(v.city_id),
    kind: v.kind as CareKind,
    name: text(v.name),
    slug: text(v.slug),
    summary: text(v.summary),
    address: text(v.address),
    phone: text(v.phone),
    opening_hours: text(v.opening_hours),
    image: nullable(v.image),
    body_html: String(v.body_html ?? ''),
    key: optional(v.key),
  }),
  schema: (t) => {
    const r = rules(t);
    return Yup.object({
      city_id: Yup.string().required(r.required),
      kind: Yup.string()
        .oneOf([...CARE_KINDS], r.required)
        .required(r.required),
      name: r.req(200),
      slug: r.slug,
      summary: r.opt(1000),
      address: r.opt(500),
      phone: r.opt(50),
      opening_hours: r.opt(500),
      image: r.picture,
      body_html: r.html,
      key: r.optionalSlug,
    });
  },
};

const cities: KindForm<'cities'> = {
  titleField: 'name',
  fields: [
    common.locale,
    { name: 'name', kind: 'text', label: 'admin.form.name', maxLength: 200 },
    common.slug,
    { name: 'region', kind: 'text', label: 'admin.form.region', optional: true, maxLength: 200 },
    { name: 'country', kind: 'text', label: 'admin.form.country', optional: true, maxLength: 100 },
    {
      name: 'intro',
      kind: 'textarea',
      label: 'admin.form.intro',
      optional: true,
      maxLength: 2000,
    },
    common.key,
  ],
  empty: ({ locale: l }) => ({
    locale: l,
    name: '',
    slug: '',
    region: '',
    country: '',
    intro: '',
    key: '',
  }),
  fromView: (v: AdminCity) => ({
    locale: v.locale,
    name: v.name,
    slug: v.slug,
    region: v.region,
    country: v.country,
    intro: v.intro,
    key: v.key === v.slug ? '' : v.key,
  }),
  toBody: (v) => ({
    locale: v.locale as Locale,
    name: text(v.name),
    slug: text(v.slug),
    region: text(v.region),
    country: text(v.country),
    intro: text(v.intro),
    key: optional(v.key),
  }),
  schema: (t) => {
    const r = rules(t);
    return Yup.object({
      locale: r.locale,
      name: r.req(200),
      slug: r.slug,
      region: r.opt(200),
      country: r.opt(100),
      intro: r.opt(2000),
      key: r.optionalSlug,
    });
  },
};

const pages: KindForm<'pages'> = {
  titleField: 'title',
  fields: [
    common.locale,
    { name: 'key', kind: 'pageKey', label: 'admin.form.pageKey', hint: 'admin.form.pageKeyHint' },
    { name: 'title', kind: 'text', label: 'admin.form.title', maxLength: 300 },
    common.slug,
    { name: 'body_html', kind: 'richText', label: 'admin.form.body' },
  ],
  empty: ({ locale: l }) => ({
    locale: l,
    key: 'privacy-policy',
    title: '',
    slug: '',
    body_html: '',
  }),
  fromView: (v: AdminPage) => ({
    locale: v.locale,
    key: v.key,
    title: v.title,
    slug: v.slug,
    body_html: v.body_html,
  }),
  toBody: (v) => ({
    locale: v.locale as Locale,
    key: text(v.key),
    title: text(v.title),
    slug: text(v.slug),
    body_html: String(v.body_html ?? ''),
  }),
  schema: (t) => {
    const r = rules(t);
    return Yup.object({
      locale: r.locale,
      key: r.slug,
      title: r.req(300),
      slug: r.slug,
      body_html: r.html,
    });
  },
};

const LANGS = ['en', 'jp'] as const;

const promoPacks: KindForm<'promo-packs'> = {
  titleField: 'title.en',
  fields: [
    { name: 'title.en', kind: 'text', label: 'admin.form.titleEn', maxLength: 120, lang: 'en' },
    { name: 'title.jp', kind: 'text', label: 'admin.form.titleJp', maxLength: 120, lang: 'ja' },
    common.slug,
    { name: 'colour', kind: 'colour', label: 'admin.form.colour', hint: 'admin.form.colourHint' },
    {
      name: 'headline.en',
      kind: 'text',
      label: 'admin.form.headlineEn',
      maxLength: 60,
      lang: 'en',
    },
    {
      name: 'headline.jp',
      kind: 'text',
      label: 'admin.form.headlineJp',
      maxLength: 40,
      lang: 'ja',
    },
    {
      name: 'description.en',
      kind: 'textarea',
      label: 'admin.form.descriptionEn',
      maxLength: 500,
      lang: 'en',
    },
    {
      name: 'description.jp',
      kind: 'textarea',
      label: 'admin.form.descriptionJp',
      maxLength: 500,
      lang: 'ja',
    },
    ...LANGS.flatMap((language) =>
      PROMO_CHANNELS.map((channel): FieldSpec => ({
        name: `texts.${language}.${channel}`,
        kind: 'textarea',
        label: `admin.form.promoText.${language}.${channel}` as AppKey,
        hint: 'admin.form.promoTextHint',
        maxLength: 1000,
        lang: language === 'jp' ? 'ja' : 'en',
      })),
    ),
  ],
  empty: () => ({
    slug: '',
    colour: '#0f6e5a',
    title: { en: '', jp: '' },
    description: { en: '', jp: '' },
    headline: { en: '', jp: '' },
    texts: {
      en: Object.fromEntries(PROMO_CHANNELS.map((c) => [c, ''])),
      jp: Object.fromEntries(PROMO_CHANNELS.map((c) => [c, ''])),
    },
  }),
  fromView: (v: AdminPromoPack) => ({
    slug: v.slug,
    colour: v.colour,
    title: { ...v.title },
    description: { ...v.description },
    headline: { ...v.headline },
    texts: {
      en: Object.fromEntries(PROMO_CHANNELS.map((c) => [c, v.texts.en[c] ?? ''])),
      jp: Object.fromEntries(PROMO_CHANNELS.map((c) => [c, v.texts.jp[c] ?? ''])),
    },
  }),
  toBody: (v) => {
    const pair = (value: unknown) => {
      const record = (value ?? {}) as Record<string, unknown>;
      return { en: text(record.en), jp: text(record.jp) };
    };
    const texts = (v.texts ?? {}) as Record<string, Record<string, unknown>>;
    const channelTexts = (language: 'en' | 'jp') =>
      Object.fromEntries(PROMO_CHANNELS.map((c) => [c, text(texts[language]?.[c])])) as Record<
        (typeof PROMO_CHANNELS)[number],
        string
      >;
    return {
      slug: text(v.slug),
      colour: text(v.colour),
      title: pair(v.title),
      description: pair(v.description),
      headline: pair(v.headline),
      texts: { en: channelTexts('en'), jp: channelTexts('jp') },
    };
  },
  schema: (t) => {
    const r = rules(t);
    return Yup.object({
      slug: r.slug,
      colour: Yup.string()
        .required(r.required)
        .matches(/^#[0-9a-fA-F]{6}$/, t('admin.form.colourFormat')),
      title: Yup.object({ en: r.req(120), jp: r.req(120) }),
      description: Yup.object({ en: r.req(500), jp: r.req(500) }),
      headline: Yup.object({ en: r.req(60), jp: r.req(40) }),
      texts: Yup.object(
        Object.fromEntries(
          LANGS.map((language) => [
            language,
            Yup.object(Object.fromEntries(PROMO_CHANNELS.map((c) => [c, r.req(1000)]))),
          ]),
        ),
      ),
    });
  },
};

export const KIND_FORMS: { [K in ContentKind]: KindForm<K> } = {
  news,
  faq,
  'care-items': careItems,
  cities,
  pages,
  'promo-packs': promoPacks,
};

/** Formik paths of a kind's fields (where the API's 422 messages go). */
export function fieldNames(kind: ContentKind): string[] {
  return KIND_FORMS[kind].fields.map((field) => field.name);
}

/** Reads a nested value by its Formik path (`texts.en.x`). */
export function valueAt(values: FormValues, path: string): unknown {
  return path.split('.').reduce<unknown>((value, part) => {
    if (typeof value !== 'object' || value === null) return undefined;
    return (value as Record<string, unknown>)[part];
  }, values);
}
