// Extra seed content from a JSON file named by PETCARE_SEED_EXTRA. End-to-end tests use it to add
// articles the product content must not contain (e.g. one carrying a script payload to prove the
// site sanitises HTML). Format: { "news": [ { "locale": "en", ...SeedNewsPost } ] }.
import { readFile } from 'node:fs/promises';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { COVER_IMAGES } from '@contract/coverImages';
import { LOCALE_CODES } from '@contract/locales';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@contract/slug';
import type { LocaleSeed } from './content/types';

const ExtraNewsPost = Type.Object({
  locale: Type.Union(LOCALE_CODES.map((code) => Type.Literal(code))),
  key: Type.String({ minLength: 1 }),
  slug: Type.String({ pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH }),
  title: Type.String({ minLength: 1 }),
  excerpt: Type.String(),
  bodyHtml: Type.String(),
  category: Type.String({ minLength: 1 }),
  coverImage: Type.Union(COVER_IMAGES.map((name) => Type.Literal(name))),
  publishedAt: Type.String({ minLength: 1 }),
  readingMinutes: Type.Integer({ minimum: 1 }),
});

const SeedExtraFile = Type.Object({ news: Type.Array(ExtraNewsPost) });
export type SeedExtraFile = Static<typeof SeedExtraFile>;

/** Reads and validates the file; a bad file stops the start with a message naming the problem. */
export async function loadSeedExtra(filePath: string): Promise<LocaleSeed[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(filePath, 'utf8'));
  } catch (error) {
    throw new Error(`PETCARE_SEED_EXTRA: cannot read JSON from ${filePath}: ${String(error)}`);
  }
  if (!Value.Check(SeedExtraFile, parsed)) {
    const first = Value.Errors(SeedExtraFile, parsed).First();
    throw new Error(
      `PETCARE_SEED_EXTRA: ${filePath} is invalid at ${first?.path || '/'}: ${first?.message}`,
    );
  }
  const byLocale = new Map<string, LocaleSeed>();
  for (const { locale, ...post } of parsed.news) {
    const seed = byLocale.get(locale) ?? { locale, news: [], faq: [] };
    seed.news.push(post);
    byLocale.set(locale, seed);
  }
  return [...byLocale.values()];
}
