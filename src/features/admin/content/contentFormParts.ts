// The building blocks of the content editor's forms (contentForms.ts, articleForm.ts,
// promoPackForm.ts): field descriptions, the Yup rules with the API's own limits, and how form
// text becomes body values.
import * as Yup from 'yup';
import { isLocale, type Locale } from '@contract/locales';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@contract/slug';
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
export function rules(t: Translate) {
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
export function optional(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}
export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
export function nullable(value: unknown): string | null {
  return optional(value) ?? null;
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

/** Fields several kinds share, described once. */
export const commonFields = {
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
