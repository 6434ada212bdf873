import type { Locale } from '@contract/locales';
import type { HeadTranslate } from '../../i18n/localeQuery';
import type { Crumb } from '../../ui/Breadcrumbs';
import { faqArticlePath, faqIndexPath, newsListPath } from './newsPaths';

/**
 * News › FAQ › the question: the trail of /news/faq/{slug}/. `uiLang` marks the UI strings that
 * stand in English on a page of a locale without UI strings (the question is the page's own).
 */
export function faqArticleCrumbs(
  t: HeadTranslate<'nav.news' | 'faq.title'>,
  locale: Locale,
  article: { question: string; slug: string },
  uiLang?: string,
): Crumb[] {
  return [
    { name: t('nav.news'), path: newsListPath(locale), lang: uiLang },
    { name: t('faq.title'), path: faqIndexPath(locale), lang: uiLang },
    { name: article.question, path: faqArticlePath(locale, article.slug) },
  ];
}
