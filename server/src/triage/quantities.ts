// Amounts eaten, in the keeper's words: "200 g of dark chocolate", "two ibuprofen 200mg",
// "half a bar", "a handful of grapes", 板チョコ半分, 2錠, ひとつかみ. Each toxin lists its own
// servings (a bar, a clove, a tablet) in knowledge/toxins.json with their weights.
import lexicon from './knowledge/lexicon.json';
import type { Serving, ToxinEntry } from './knowledgeBase';
import { toHiragana } from './normalise';
import type { Amount, Locale } from './types';

const NUMBER_WORDS = lexicon.en.numbers as Record<string, number>;
// A number word must start a word: the "ten" in "eaten" or "often" is none (see the patterns).
const NUMBER =
  '(\\d+(?:\\.\\d+)?|½|¼|a couple of|a few|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|half|several|many|a dozen|dozen)';

function value(word: string): number | null {
  const w = word.trim();
  if (/^\d/.test(w)) return Number(w);
  if (w === '½') return 0.5;
  if (w === '¼') return 0.25;
  const key = w.replace(/^a /, '').replace(/ of$/, '').replace('a dozen', 'dozen');
  return NUMBER_WORDS[key] ?? null;
}

const MASS_UNITS: [RegExp, number][] = [
  [/^(?:kg|kgs|kilo|kilos|kilograms?)$/, 1000],
  [/^(?:g|gr|grams?|gram|grammes?)$/, 1],
  [/^(?:oz|ounces?)$/, 28.35],
  [/^(?:lb|lbs|pounds?)$/, 453.6],
];

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

const MASS_EN = new RegExp(
  `(?<![a-z])${NUMBER}\\s*-?\\s*(kg|kgs|kilos?|kilograms?|g|gr|grams?|grammes?|oz|ounces?|lbs?|pounds?)\\b`,
  'g',
);
const SMALL_EN =
  /\b(?:a (?:tiny |little |small )?(?:lick|nibble|crumb|taste|sliver)|licked|a (?:tiny |little )?bit|a tiny piece)\b/g;
const PET_WEIGHT_AFTER =
  /^\s*(?:-?\s*(?:year|yr|month)s?)?\s*(?:old\s+)?(?:dog|cat|rabbit|bird|pup|puppy|kitten|bunny|lab|labrador|boy|girl|terrier|retriever|spaniel|poodle|chihuahua|beagle|collie)/;

function servingWords(serving: Serving, locale: Locale): string[] {
  return locale === 'en' ? serving.en : serving.jp.map((w) => toHiragana(w.normalize('NFKC')));
}

const patternCache = new Map<string, RegExp>();

/** Builds a regular expression once per toxin and language (they are rebuilt from data otherwise). */
function cached(key: string, build: () => RegExp): RegExp {
  let pattern = patternCache.get(key);
  if (!pattern) {
    pattern = build();
    patternCache.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

function servingPattern(servings: readonly Serving[], locale: Locale): string {
  const words = servings.flatMap((s) => servingWords(s, locale)).filter((w) => w.length > 0);
  return words
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&'))
    .join('|');
}

function servingFor(
  word: string,
  servings: readonly Serving[],
  locale: Locale,
): Serving | undefined {
  return servings.find((s) => servingWords(s, locale).includes(word));
}

export function findAmountsEnglish(text: string, toxin: ToxinEntry | undefined): AmountMention[] {
  const found: AmountMention[] = [];
  for (const match of text.matchAll(MASS_EN)) {
    const start = match.index ?? 0;
    const before = text.slice(Math.max(0, start - 14), start);
    const after = text.slice(start + match[0].length, start + match[0].length + 30);
    if (
      /weigh|weight|weighs|is about|is around|(?:he|she|it|dog|cat) is\s*$|(?:he|she|it)'?s\s*$/.test(
        before,
      ) ||
      PET_WEIGHT_AFTER.test(after)
    )
      continue;
    const amount = value(match[1] ?? '');
    const unit = MASS_UNITS.find(([pattern]) => pattern.test(match[2] ?? ''));
    if (amount === null || !unit) continue;
    found.push({ grams: amount * unit[1], text: match[0], start, end: start + match[0].length });
  }
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)\s*(mg|milligrams?)\b/g)) {
    const start = match.index ?? 0;
    const mg = Number(match[1]);
    const before = text.slice(Math.max(0, start - 30), start);
    const after = text.slice(start + match[0].length, start + match[0].length + 20);
    const isStrength =
      new RegExp(
        `(?:${NUMBER}\\s+(?:[a-z]+\\s+){0,2}(?:tablets?|pills?|caplets?|capsules?)?\\s*(?:of\\s+)?[a-z]*\\s*)$`,
      ).test(before) &&
      /\b(?:tablet|pill|caplet|capsule|of|each)\b|^\s*(?:ibuprofen|paracetamol|aspirin|naproxen|tylenol|advil)/.test(
        before + after,
      );
    found.push({
      milligrams: mg,
      strengthMg: isStrength ? mg : undefined,
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  for (const match of text.matchAll(
    /(\d+(?:\.\d+)?)\s*(ml|millilit(?:re|er)s?|l|lit(?:re|er)s?)\b/g,
  )) {
    const start = match.index ?? 0;
    const factor = /^l|^lit/.test(match[2] ?? '') ? 1000 : 1;
    found.push({
      millilitres: Number(match[1]) * factor,
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  for (const match of text.matchAll(SMALL_EN)) {
    const start = match.index ?? 0;
    found.push({
      grams: match[0].includes('crumb') ? 0.5 : 2,
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  if (toxin && toxin.servings.length > 0) {
    // "two ibuprofen", "3 raisins": the substance's own name counts as a unit.
    const pieceGrams =
      toxin.tabletMg !== undefined
        ? 0
        : (toxin.servings.find((s) => s.en.includes('piece'))?.grams ??
          toxin.servings[0]?.grams ??
          0);
    const ownNames: Serving = {
      en: toxin.en.filter((t) => !t.includes(' ')),
      jp: [],
      grams: pieceGrams,
    };
    const allServings = [...toxin.servings, ownNames];
    const servings = servingPattern(allServings, 'en');
    const extended = new Set<AmountMention>();
    const countPattern = cached(
      `en:${toxin.id}`,
      () =>
        new RegExp(
          `(?:(?<![a-z])(half|a half|a quarter|quarter|a third|${NUMBER})\\s+(?:of\\s+)?(?:(?:a|an|the|his|her|my|our|their|whole|entire|full|small|large|big|little|regular|standard|family)\\s+){0,3}(?:[a-z%&0-9]+\\s+){0,2}?)?(${servings})\\b`,
          'g',
        ),
    );
    for (const match of text.matchAll(countPattern)) {
      const start = match.index ?? 0;
      if (
        found.some(
          (f) =>
            start < f.end &&
            start + match[0].length > f.start &&
            (f.grams !== undefined || extended.has(f)),
        )
      )
        continue;
      let serving = servingFor(match[3] ?? '', allServings, 'en');
      if (!serving) continue;
      let matchedText = match[0];
      // "a dark chocolate bar": the substance's name, then the real serving after it.
      if (serving === ownNames) {
        const next = /^\s+([a-z&]+)\b/.exec(text.slice(start + matchedText.length));
        const named = next ? servingFor(next[1] ?? '', toxin.servings, 'en') : undefined;
        if (next && named) {
          serving = named;
          matchedText += next[0];
        }
      }
      const extendedName = matchedText !== match[0];
      const quantityWord = match[1] ?? match[2];
      // A bare substance name without a number ("ate chocolate") is not an amount.
      if (!quantityWord && serving === ownNames && !/\b(?:whole|entire)\b/.test(matchedText))
        continue;
      let count = quantityWord
        ? (value(quantityWord.replace(/^a (half|quarter|third)$/, '$1')) ?? null)
        : 1;
      if (quantityWord && /third/.test(quantityWord)) count = 1 / 3;
      if (quantityWord && /quarter/.test(quantityWord)) count = 0.25;
      if (quantityWord && /half/.test(quantityWord)) count = 0.5;
      if (count === null) continue;
      const whole = /\b(?:whole|entire|full)\b/.test(matchedText);
      const mention: AmountMention = {
        implicit: !quantityWord,
        count: whole && !quantityWord ? 1 : count,
        grams: serving.grams > 0 ? count * serving.grams : undefined,
        text: matchedText,
        start,
        end: start + matchedText.length,
      };
      found.push(mention);
      if (extendedName) extended.add(mention);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const JP_SMALL =
  /(少し|すこし|ちょっと|少量|ひと口|一口|1口|ひとかけ|1かけ|ひと舐め|ひとなめ|なめた|舐めた|かじった)/g;

export function findAmountsJapanese(text: string, toxin: ToxinEntry | undefined): AmountMention[] {
  const found: AmountMention[] = [];
  // Pets are weighed in kg ("30キロのラブラドール", "8キロです"); what they eat, in grams.
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(g|ぐらむ)(?![a-z])/g)) {
    const start = match.index ?? 0;
    if (/体重|kg$|き$/.test(text.slice(Math.max(0, start - 4), start))) continue;
    found.push({ grams: Number(match[1]), text: match[0], start, end: start + match[0].length });
  }
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(mg|みりぐらむ)/g)) {
    const start = match.index ?? 0;
    const after = text.slice(start + match[0].length, start + match[0].length + 6);
    const before = text.slice(Math.max(0, start - 6), start);
    const isStrength = /錠|粒|の薬|のもの/.test(after) || /錠|粒/.test(before);
    found.push({
      milligrams: Number(match[1]),
      strengthMg: isStrength ? Number(match[1]) : undefined,
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(ml|みりりっとる|cc|l|りっとる)/g)) {
    const start = match.index ?? 0;
    const factor = /^l|^りっとる/.test(match[2] ?? '') ? 1000 : 1;
    found.push({
      millilitres: Number(match[1]) * factor,
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  for (const match of text.matchAll(JP_SMALL)) {
    const start = match.index ?? 0;
    found.push({ grams: 3, text: match[0], start, end: start + match[0].length });
  }
  for (const match of text.matchAll(/半分|はんぶん|1\/2|半量/g)) {
    const start = match.index ?? 0;
    found.push({ fraction: 0.5, text: match[0], start, end: start + match[0].length });
  }
  if (toxin && toxin.servings.length > 0) {
    const pattern = cached(
      `jp:${toxin.id}`,
      () => new RegExp(`(\\d+(?:\\.\\d+)?)?(${servingPattern(toxin.servings, 'jp')})`, 'g'),
    );
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const serving = servingFor(match[2] ?? '', toxin.servings, 'jp');
      if (!serving) continue;
      // A counter needs a number (2錠), except words that are a serving on their own (板チョコ, ひとつかみ).
      const standalone = (match[2] ?? '').length >= 2 || match[2] === '板';
      if (match[1] === undefined && !standalone) continue;
      const count = match[1] === undefined ? 1 : Number(match[1]);
      const grams = serving.jpGrams ?? serving.grams;
      found.push({
        count,
        grams: grams > 0 ? count * grams : undefined,
        text: match[0],
        start,
        end: start + match[0].length,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
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
