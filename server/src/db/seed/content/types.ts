// Shapes of the seed content the content helper writes in index.ts. The seeder maps these onto the
// database tables; keep the two in step.
import type { CareKind } from '@contract/careKinds';
import type { CoverImageName } from '@contract/coverImages';
import type { Locale } from '@contract/locales';

export interface SeedNewsPost {
  key: string;
  slug: string;
  title: string;
  excerpt: string;
  bodyHtml: string;
  category: string;
  coverImage: CoverImageName;
  /** A photo version of the cover illustration in this format (db/seed/demoPhotos.ts). */
  coverPhoto?: 'jpg' | 'png' | 'webp';
  publishedAt: string;
  readingMinutes: number;
}

export interface SeedFaq {
  key: string;
  slug: string;
  question: string;
  excerpt: string;
  answerHtml: string;
  category: string;
  publishedAt: string;
}

export interface SeedCareItem {
  key: string;
  slug: string;
  kind: CareKind;
  name: string;
  summary: string;
  bodyHtml: string;
  address: string;
  phone: string;
  openingHours: string;
  /** 第一種動物取扱業 registration number (Japanese hotels, salons, sitters); none elsewhere. */
  animalHandlingRegistration?: string;
  /** A demo photo of the place, made from one of the illustrations (db/seed/demoPhotos.ts). */
  photo?: { illustration: CoverImageName; format: 'jpg' | 'png' | 'webp' };
}

export interface SeedCity {
  key: string;
  slug: string;
  name: string;
  region: string;
  country: string;
  intro: string;
  careItems: SeedCareItem[];
}

export interface SeedPage {
  key:
    | 'privacy-policy'
    | 'terms-and-conditions'
    | 'providers-terms-of-use'
    | 'ambassadors'
    | 'vet'
    // Japanese only: the notice the Act on Specified Commercial Transactions requires.
    | 'specified-commercial-transactions';
  slug: string;
  title: string;
  bodyHtml: string;
}

export interface SeedHome {
  heroTitle: string;
  heroSubtitle: string;
  ctaLabel: string;
  /** `path`: the app page the card opens, without locale prefix. */
  features: { icon: string; title: string; text: string; path?: string }[];
}

export interface LocaleSeed {
  locale: Locale;
  news: SeedNewsPost[];
  faq: SeedFaq[];
  cities?: SeedCity[];
  pages?: SeedPage[];
  home?: SeedHome;
}

export declare const SEED_CONTENT: LocaleSeed[]; // exported by index.ts
