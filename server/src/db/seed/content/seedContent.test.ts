import { ANIMAL_HANDLING_REGISTRATION_PATTERN } from '@contract/careKinds';
import { LOCALE_CODES } from '@contract/locales';
import { SEED_CONTENT } from './index';
import { wordCount } from '../../../http/readingTime';
import type { LocaleSeed } from './types';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PAGE_KEYS = [
  'privacy-policy',
  'terms-and-conditions',
  'providers-terms-of-use',
  'ambassadors',
  'vet',
];
const SYSTEM_LOCALES = ['en', 'jp'];
const HOME_ICONS = ['stethoscope', 'camera', 'file-text', 'scale'];

function seedFor(locale: string): LocaleSeed {
  const seed = SEED_CONTENT.find((s) => s.locale === locale);
  if (!seed) throw new Error(`no seed for ${locale}`);
  return seed;
}

function htmlOf(seed: LocaleSeed): string[] {
  return [
    ...seed.news.map((n) => n.bodyHtml),
    ...seed.faq.map((f) => f.answerHtml),
    ...(seed.pages ?? []).map((p) => p.bodyHtml),
    ...(seed.cities ?? []).flatMap((c) => c.careItems.map((i) => i.bodyHtml)),
  ];
}

function expectUnique(values: string[]): void {
  expect(new Set(values).size).toBe(values.length);
}

const english = seedFor('en');
const byLocale = SEED_CONTENT.map((seed) => [seed.locale, seed] as const);

describe('seed content', () => {
  it('has all 14 locales, each exactly once', () => {
    const locales = SEED_CONTENT.map((s) => s.locale);
    expect(locales).toHaveLength(14);
    expect([...locales].sort()).toEqual([...LOCALE_CODES].sort());
  });

  describe.each(byLocale)('%s', (locale, seed) => {
    it('has at least 4 news posts and 4 FAQ entries', () => {
      expect(seed.news.length).toBeGreaterThanOrEqual(4);
      expect(seed.faq.length).toBeGreaterThanOrEqual(4);
    });

    it('has URL-safe slugs, unique within each kind of content', () => {
      const newsSlugs = seed.news.map((n) => n.slug);
      const faqSlugs = seed.faq.map((f) => f.slug);
      for (const slug of [...newsSlugs, ...faqSlugs]) expect(slug).toMatch(SLUG);
      expectUnique(newsSlugs);
      expectUnique(faqSlugs);
      expectUnique(seed.news.map((n) => n.key));
      expectUnique(seed.faq.map((f) => f.key));
    });

    it('tells the same news stories and answers the same questions as English', () => {
      expect(seed.news.map((n) => n.key).sort()).toEqual(english.news.map((n) => n.key).sort());
      expect(seed.faq.map((f) => f.key).sort()).toEqual(english.faq.map((f) => f.key).sort());
    });

    it('embeds at least one privacy-friendly YouTube video with a title', () => {
      const iframes = seed.news.flatMap((n) => n.bodyHtml.match(/<iframe [^>]*>/g) ?? []);
      expect(iframes.length).toBeGreaterThanOrEqual(1);
      for (const iframe of iframes) {
        expect(iframe).toMatch(/src="https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}"/);
        expect(iframe).toMatch(/title="[^"]+"/);
      }
    });

    it('has article-length news bodies and dates in 2026', () => {
      for (const post of seed.news) {
        if (locale === 'jp') {
          expect(post.bodyHtml.replace(/<[^>]+>/g, '').length).toBeGreaterThan(1000);
        } else {
          expect(wordCount(post.bodyHtml)).toBeGreaterThanOrEqual(350);
          expect(wordCount(post.bodyHtml)).toBeLessThanOrEqual(600);
        }
        expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      }
      for (const item of [...seed.news, ...seed.faq]) {
        expect(item.publishedAt.startsWith('2026-')).toBe(true);
        expect(Number.isNaN(Date.parse(item.publishedAt))).toBe(false);
      }
    });

    it('has no h1 and no script in any HTML', () => {
      for (const html of htmlOf(seed)) {
        expect(html).not.toMatch(/<h1[\s>]/i);
        expect(html).not.toMatch(/<script/i);
      }
    });
  });

  describe.each(SYSTEM_LOCALES)('system locale %s', (locale) => {
    const seed = seedFor(locale);

    it('has cities with several kinds of care services', () => {
      expect(seed.cities?.length).toBeGreaterThanOrEqual(4);
      for (const city of seed.cities ?? []) {
        expect(city.slug).toMatch(SLUG);
        expect(city.careItems.length).toBeGreaterThanOrEqual(3);
        expect(new Set(city.careItems.map((i) => i.kind)).size).toBe(city.careItems.length);
        for (const item of city.careItems) expect(item.slug).toMatch(SLUG);
        expectUnique(city.careItems.map((i) => i.slug));
      }
      expectUnique((seed.cities ?? []).map((c) => c.slug));
      const keys = (s: LocaleSeed) =>
        (s.cities ?? []).map((c) => `${c.key}:${c.careItems.map((i) => i.key).join(',')}`);
      expect(keys(seed)).toEqual(keys(english));
    });

    it('has every page, with the key as slug', () => {
      // The 特定商取引法 notice is Japan's own page.
      const keys =
        locale === 'jp' ? [...PAGE_KEYS, 'specified-commercial-transactions'] : PAGE_KEYS;
      expect((seed.pages ?? []).map((p) => p.key).sort()).toEqual([...keys].sort());
      for (const page of seed.pages ?? []) expect(page.slug).toBe(page.key);
    });

    it('has a home page with the four features', () => {
      expect(seed.home?.heroTitle).toBeTruthy();
      expect(seed.home?.ctaLabel).toBeTruthy();
      expect(seed.home?.features.map((f) => f.icon)).toEqual(HOME_ICONS);
    });
  });

  it('gives the Japanese demo hotels and salons their 第一種動物取扱業 registration, and no one abroad', () => {
    const registration = new RegExp(ANIMAL_HANDLING_REGISTRATION_PATTERN, 'u');
    for (const seed of SEED_CONTENT) {
      for (const city of seed.cities ?? []) {
        for (const item of city.careItems) {
          const inJapan = /東京都|大阪府|〒\d{3}-\d{4}/.test(item.address);
          const handlesAnimals = item.kind === 'boarding' || item.kind === 'grooming';
          if (inJapan && handlesAnimals) {
            expect(item.animalHandlingRegistration).toMatch(registration);
          } else if (!inJapan) {
            expect(item.animalHandlingRegistration).toBeUndefined();
          }
        }
      }
    }
  });

  it('keeps cities, pages and the home page to the system locales', () => {
    for (const seed of SEED_CONTENT) {
      if (SYSTEM_LOCALES.includes(seed.locale)) continue;
      expect(seed.cities).toBeUndefined();
      expect(seed.pages).toBeUndefined();
      expect(seed.home).toBeUndefined();
    }
  });
});
