import en from '../../i18n/locales/en/common.json';
import { headTranslator } from '../../i18n/localeQuery';
import { faqArticleCrumbs } from './faqCrumbs';

const t = headTranslator(
  { locales: { edges: [{ node: { ns: 'common', language: 'en', data: JSON.stringify(en) } }] } },
  'fr',
);

describe('faqArticleCrumbs', () => {
  it('leads from the news to the FAQ to the question, in the page locale', () => {
    expect(faqArticleCrumbs(t, 'fr', { question: 'Why?', slug: 'why' }, 'en')).toEqual([
      { name: en.nav.news, path: '/fr/news/', lang: 'en' },
      { name: en.faq.title, path: '/fr/news/faq/', lang: 'en' },
      { name: 'Why?', path: '/fr/news/faq/why/' },
    ]);
  });
});
