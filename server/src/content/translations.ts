// Orders the "other locales" lists of translated content by the site's locale order, so answers
// are stable and the language switch lists locales the same way everywhere.
import { LOCALE_CODES, type Locale } from '@contract/locales';
import type { Translation } from '@contract/schemas/common';

interface TranslationRow {
  key: string;
  locale: string;
  slug: string;
}

const ORDER = new Map<string, number>(LOCALE_CODES.map((code, index) => [code, index]));

/** Groups rows by translation key, dropping the current locale and any unknown locale codes. */
export function groupTranslations(
  rows: readonly TranslationRow[],
  current: Locale,
): Map<string, Translation[]> {
  const byKey = new Map<string, Translation[]>();
  const sorted = [...rows].sort(
    (a, b) => (ORDER.get(a.locale) ?? 99) - (ORDER.get(b.locale) ?? 99),
  );
  for (const row of sorted) {
    if (row.locale === current || !ORDER.has(row.locale)) continue;
    const list = byKey.get(row.key) ?? [];
    list.push({ locale: row.locale as Locale, slug: row.slug });
    byKey.set(row.key, list);
  }
  return byKey;
}
