// All seeded public content, one entry per locale in the order of LOCALE_CODES. The same news and
// FAQ keys exist in every locale; cities, pages and the home page exist in the system locales
// (en and jp) only.
import { CITIES_EN } from './cities.en';
import { CITIES_JP } from './cities.jp';
import { englishFaq } from './faq.en';
import { spanishFaq } from './faq.es';
import { frenchFaq } from './faq.fr';
import { FAQ_JP } from './faq.jp';
import { FAQ_PT, FAQ_PT_BR } from './faq.pt';
import { HOME_EN } from './home.en';
import { HOME_JP } from './home.jp';
import { englishNews } from './news.en';
import { spanishNews } from './news.es';
import { frenchNews } from './news.fr';
import { NEWS_JP } from './news.jp';
import { NEWS_PT, NEWS_PT_BR } from './news.pt';
import { PAGES_EN } from './pages.en';
import { PAGES_JP } from './pages.jp';
import type { LocaleSeed } from './types';

export const SEED_CONTENT: LocaleSeed[] = [
  {
    locale: 'en',
    news: englishNews('en'),
    faq: englishFaq('en'),
    cities: CITIES_EN,
    pages: PAGES_EN,
    home: HOME_EN,
  },
  { locale: 'es-us', news: spanishNews('es-us'), faq: spanishFaq('es-us') },
  { locale: 'pt-br', news: NEWS_PT_BR, faq: FAQ_PT_BR },
  { locale: 'es-mx', news: spanishNews('es-mx'), faq: spanishFaq('es-mx') },
  { locale: 'en-gb', news: englishNews('en-gb'), faq: englishFaq('en-gb') },
  { locale: 'en-ca', news: englishNews('en-ca'), faq: englishFaq('en-ca') },
  { locale: 'fr-ca', news: frenchNews('fr-ca'), faq: frenchFaq('fr-ca') },
  {
    locale: 'jp',
    news: NEWS_JP,
    faq: FAQ_JP,
    cities: CITIES_JP,
    pages: PAGES_JP,
    home: HOME_JP,
  },
  { locale: 'en-au', news: englishNews('en-au'), faq: englishFaq('en-au') },
  { locale: 'fr', news: frenchNews('fr'), faq: frenchFaq('fr') },
  { locale: 'pt', news: NEWS_PT, faq: FAQ_PT },
  { locale: 'es', news: spanishNews('es'), faq: spanishFaq('es') },
  { locale: 'es-ar', news: spanishNews('es-ar'), faq: spanishFaq('es-ar') },
  { locale: 'en-sg', news: englishNews('en-sg'), faq: englishFaq('en-sg') },
];
