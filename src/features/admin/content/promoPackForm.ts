// The promo pack form: one pack carries its texts in English and Japanese, per channel, so its
// fields nest (`title.en`, `texts.jp.instagram`).
import * as Yup from 'yup';
import { PROMO_CHANNELS } from '@contract/promoPacks';
import type { AdminPromoPack } from '@contract/schemas/adminContent';
import type { AppKey } from '../../../i18n/appKeys';
import {
  commonFields as common,
  rules,
  text,
  type FieldSpec,
  type KindForm,
} from './contentFormParts';

const LANGS = ['en', 'jp'] as const;

export const promoPackForm: KindForm<'promo-packs'> = {
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
