import * as Yup from 'yup';
import {
  ANIMAL_HANDLING_REGISTRATION_MAX,
  ANIMAL_HANDLING_REGISTRATION_PATTERN,
  CARE_KINDS,
  type CareKind,
} from '@contract/careKinds';
import type { Locale } from '@contract/locales';
import type { AdminCareItem, AdminCity, AdminPage } from '@contract/schemas/adminContent';
import type { ContentKind } from '../adminApi';
import { articleForm } from './articleForm';
import {
  commonFields as common,
  nullable,
  optional,
  rules,
  text,
  type FormValues,
  type KindForm,
} from './contentFormParts';
import { promoPackForm } from './promoPackForm';

// The content editor's form per kind (KIND_FORMS): news and FAQ from one factory (articleForm.ts),
// promo packs in promoPackForm.ts, the parts they share in contentFormParts.ts. The screens
// import all of it from here.
export type { FieldKind, FieldSpec, FormValues, KindForm, Translate } from './contentFormParts';

const REGISTRATION_RE = new RegExp(ANIMAL_HANDLING_REGISTRATION_PATTERN, 'u');

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

const news = articleForm<'news'>({
  title: 'title',
  titleLabel: 'admin.form.title',
  body: 'body_html',
  bodyLabel: 'admin.form.body',
});

const faq = articleForm<'faq'>({
  title: 'question',
  titleLabel: 'admin.form.question',
  body: 'answer_html',
  bodyLabel: 'admin.form.answer',
});

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
      name: 'animal_handling_registration',
      kind: 'text',
      label: 'admin.form.animalHandlingRegistration',
      hint: 'admin.form.animalHandlingRegistrationHint',
      optional: true,
      maxLength: ANIMAL_HANDLING_REGISTRATION_MAX,
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
    animal_handling_registration: '',
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
    animal_handling_registration: v.animal_handling_registration ?? '',
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
    animal_handling_registration: nullable(v.animal_handling_registration),
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
      animal_handling_registration: r
        .opt(ANIMAL_HANDLING_REGISTRATION_MAX)
        .test(
          'registration',
          t('admin.form.animalHandlingRegistrationFormat'),
          (v) => !v || REGISTRATION_RE.test(v),
        ),
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

export const KIND_FORMS: { [K in ContentKind]: KindForm<K> } = {
  news,
  faq,
  'care-items': careItems,
  cities,
  pages,
  'promo-packs': promoPackForm,
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
