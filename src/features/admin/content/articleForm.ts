// News posts and FAQ articles have the same form but for the names of their title and body
// (title/question, body_html/answer_html) and those fields' labels: one factory, told the names,
// so the two forms cannot drift apart.
import * as Yup from 'yup';
import type { Locale } from '@contract/locales';
import type { AppKey } from '../../../i18n/appKeys';
import type { ContentInput, ContentView } from '../adminApi';
import {
  commonFields as common,
  nullable,
  optional,
  rules,
  text,
  type KindForm,
} from './contentFormParts';

type ArticleKind = 'news' | 'faq';
/** A field the kind's record and body both have under that name. */
type FieldOf<K extends ArticleKind> = keyof ContentView<K> & keyof ContentInput<K> & string;

export interface ArticleFormNames<K extends ArticleKind> {
  title: FieldOf<K>;
  titleLabel: AppKey;
  body: FieldOf<K>;
  bodyLabel: AppKey;
}

export function articleForm<K extends ArticleKind>(names: ArticleFormNames<K>): KindForm<K> {
  const { title, body } = names;
  return {
    titleField: title,
    fields: [
      common.locale,
      { name: title, kind: 'text', label: names.titleLabel, maxLength: 300 },
      common.slug,
      common.excerpt,
      common.category,
      common.cover,
      { name: body, kind: 'richText', label: names.bodyLabel },
      common.key,
      common.minutes,
    ],
    empty: ({ locale: l }) => ({
      locale: l,
      [title]: '',
      slug: '',
      excerpt: '',
      category: '',
      cover_image: '',
      [body]: '',
      key: '',
      reading_minutes: '',
    }),
    fromView: (v) => ({
      locale: v.locale,
      [title]: v[title],
      slug: v.slug,
      excerpt: v.excerpt,
      category: v.category,
      cover_image: v.cover_image ?? '',
      [body]: v[body],
      key: v.key === v.slug ? '' : v.key,
      reading_minutes: String(v.reading_minutes),
    }),
    // Computed keys type as an index signature, hence the cast to the kind's body.
    toBody: (v) =>
      ({
        locale: v.locale as Locale,
        [title]: text(v[title]),
        slug: text(v.slug),
        excerpt: text(v.excerpt),
        category: optional(v.category),
        cover_image: nullable(v.cover_image),
        [body]: String(v[body] ?? ''),
        key: optional(v.key),
        reading_minutes: optional(v.reading_minutes) ? Number(v.reading_minutes) : undefined,
      }) as ContentInput<K>,
    schema: (t) => {
      const r = rules(t);
      return Yup.object({
        locale: r.locale,
        [title]: r.req(300),
        slug: r.slug,
        excerpt: r.opt(1000),
        category: r.opt(100),
        cover_image: r.picture,
        [body]: r.html,
        key: r.optionalSlug,
        reading_minutes: r.minutes,
      });
    },
  };
}
