// Amounts eaten, in the keeper's words: "200 g of dark chocolate", "two ibuprofen 200mg",
// "half a bar", "a handful of grapes", 板チョコ半分, 2錠, ひとつかみ. Each toxin lists its own
// servings (a bar, a clove, a tablet) in knowledge/toxins.json with their weights.
// The finders per language are amountsEnglish.ts and amountsJapanese.ts; this module holds what
// they share and how the mentions near one substance combine.
import type { Serving } from './knowledgeBase';
import { toHiragana } from './normalise';
import type { Amount, Locale } from './types';

/** A range of text with the amount it states; the caller picks the one nearest the substance. */
export interface AmountMention extends Amount {
  start: number;
  end: number;
  /** A tablet strength ("200mg" next to a count of tablets) rather than a total. */
  strengthMg?: number;
  /** Fraction of a serving ("half a bar") to combine with a serving named elsewhere. */
  fraction?: number;
  /** A unit named without a number ("ate onion rings"): used only when nothing more exact is said. */
  implicit?: boolean;
}

function servingWords(serving: Serving, locale: Locale): string[] {
  return locale === 'en' ? serving.en : serving.jp.map((w) => toHiragana(w.normalize('NFKC')));
}

const patternCache = new Map<string, RegExp>();

/** Builds a regular expression once per toxin and language (they are rebuilt from data otherwise). */
export function cached(key: string, build: () => RegExp): RegExp {
  let pattern = patternCache.get(key);
  if (!pattern) {
    pattern = build();
    patternCache.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** The toxin's serving words as one alternation, longest first. */
export function servingPattern(servings: readonly Serving[], locale: Locale): string {
  const words = servings.flatMap((s) => servingWords(s, locale)).filter((w) => w.length > 0);
  return words
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&'))
    .join('|');
}

/** The serving a matched word names. */
export function servingFor(
  word: string,
  servings: readonly Serving[],
  locale: Locale,
): Serving | undefined {
  return servings.find((s) => servingWords(s, locale).includes(word));
}

/** Combines the mentions near one substance into one amount ("half" + "a bar" = half a bar). */
export function combineAmounts(
  mentions: readonly AmountMention[],
  wholeUnit?: Serving,
): Amount | undefined {
  if (mentions.length === 0) return undefined;
  // "半分食べた" / "half of it" with no unit named: a fraction of one whole unit (an onion, a bar).
  if (wholeUnit && wholeUnit.grams > 0 && mentions.every((m) => m.fraction !== undefined)) {
    const fraction = mentions[0]?.fraction ?? 1;
    return {
      count: fraction,
      grams: fraction * (wholeUnit.jpGrams ?? wholeUnit.grams),
      text: mentions.map((m) => m.text).join(' '),
    };
  }
  const text = mentions.map((m) => m.text).join(' ');
  const fraction = mentions.find((m) => m.fraction !== undefined)?.fraction;
  const counted0 = mentions.find((m) => m.count !== undefined && m.grams === undefined);
  // Next to a count of tablets, a milligram figure is the strength of each ("two 200mg tablets").
  const strength =
    mentions.find((m) => m.strengthMg !== undefined)?.strengthMg ??
    (counted0 ? mentions.find((m) => m.milligrams !== undefined)?.milligrams : undefined);
  const totalMg =
    strength === undefined
      ? mentions.find((m) => m.milligrams !== undefined)?.milligrams
      : undefined;
  const grams = mentions.find((m) => m.grams !== undefined && m.count === undefined)?.grams;
  const counted =
    mentions.find((m) => m.count !== undefined && !m.implicit) ??
    mentions.find((m) => m.count !== undefined);
  const millilitres = mentions.find((m) => m.millilitres !== undefined)?.millilitres;
  const amount: Amount = { text };
  if (grams !== undefined) amount.grams = grams;
  else if (counted) {
    amount.count = (counted.count ?? 1) * (fraction ?? 1);
    if (counted.grams !== undefined) amount.grams = counted.grams * (fraction ?? 1);
  }
  if (totalMg !== undefined) amount.milligrams = totalMg;
  else if (strength !== undefined) amount.milligrams = strength * (amount.count ?? 1);
  if (millilitres !== undefined) amount.millilitres = millilitres;
  if (
    amount.grams === undefined &&
    amount.count === undefined &&
    amount.milligrams === undefined &&
    amount.millilitres === undefined
  ) {
    return undefined;
  }
  return amount;
}
