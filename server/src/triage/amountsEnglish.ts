// Amounts eaten, said in English: "200 g", "2 oz", "half a bar", "two ibuprofen 200mg", "a
// handful", "a lick" (a number word starts a word: the "ten" in "eaten" is no amount).
import lexicon from './knowledge/lexicon.json';
import type { Serving, ToxinEntry } from './knowledgeBase';
import { cached, servingFor, servingPattern, type AmountMention } from './quantities';

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

const MASS_EN = new RegExp(
  `(?<![a-z])${NUMBER}\\s*-?\\s*(kg|kgs|kilos?|kilograms?|g|gr|grams?|grammes?|oz|ounces?|lbs?|pounds?)\\b`,
  'g',
);
const SMALL_EN =
  /\b(?:a (?:tiny |little |small )?(?:lick|nibble|crumb|taste|sliver)|licked|a (?:tiny |little )?bit|a tiny piece)\b/g;
const PET_WEIGHT_AFTER =
  /^\s*(?:-?\s*(?:year|yr|month)s?)?\s*(?:old\s+)?(?:dog|cat|rabbit|bird|pup|puppy|kitten|bunny|lab|labrador|boy|girl|terrier|retriever|spaniel|poodle|chihuahua|beagle|collie)/;

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
