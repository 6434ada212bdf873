// What the conversation itself says about the pet: species and breed words, age, weight, sex,
// neutering, pregnancy and known conditions. The saved profile wins where it has a value.
import { knowledgeBase } from './knowledgeBase';
import { matchers } from './matchers';
import type { Token } from './normalise';
import type { Locale, Species } from './types';

export interface ProfileHints {
  species?: Species;
  breedWeightKg?: number;
  brachycephalic?: boolean;
  ageYears?: number;
  ageBand?: 'young' | 'old';
  weightKg?: number;
  sex?: 'male' | 'female';
  neutered?: boolean;
  pregnant?: boolean;
  conditionTags: string[];
}

const { modifiers } = knowledgeBase;

// In a message only explicit statements count: "a racing heart" is a sign, "heart disease" a condition.
const CONDITION_EN: Record<string, RegExp> = {
  diabetes: /\b(?:diabetic|diabetes|on insulin)\b/,
  epilepsy: /\b(?:epileptic|epilepsy|seizure disorder)\b/,
  kidney: /\b(?:kidney disease|kidney failure|renal disease|renal failure|ckd|bad kidneys)\b/,
  heart: /\b(?:heart disease|heart failure|heart condition|heart murmur|murmur|cardiomyopathy)\b/,
  brachycephalic: /\bbrachycephalic\b/,
};

function lbToKg(value: number, unit: string): number {
  return /^(?:lb|lbs|pound|pounds)$/.test(unit) ? Math.round(value * 0.4536 * 10) / 10 : value;
}

const WEIGHT_EN = [
  /\b(?:weighs?|weight(?: is| of)?|weighing|at)\s*(?:about|around|approximately|roughly|~|only|just)?\s*(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b/,
  /\b(\d+(?:\.\d+)?)\s*-?\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\s+(?:[a-z]+\s+){0,2}?(?:dog|cat|rabbit|puppy|kitten|bunny|boy|girl|lab|labrador|terrier|retriever|spaniel|poodle|chihuahua|beagle|collie|shepherd|dachshund|pug|bulldog|mix)\b/,
  /\b(?:he|she|it|dog|cat|rabbit)\s+is\s+(?:about|around|only|just)?\s*(\d+(?:\.\d+)?)\s*(kg|kgs|kilos?|lbs?|pounds?)\b/,
];
const WEIGHT_JP = [
  /体重(?:は|が)?(?:約|だいたい|およそ)?(\d+(?:\.\d+)?)(kg|きろ)/,
  /(\d+(?:\.\d+)?)(kg|きろ)(?:くらい|ほど|ぐらい)?の/,
  /(\d+(?:\.\d+)?)(kg|きろ)(?:です|くらい|ほど|ぐらい|。|$)/,
];

const AGE_EN =
  /\b(\d+(?:\.\d+)?)\s*(?:-\s*)?(year|yr|month|mo|week|wk)s?(?:\s*-\s*|\s+)old\b|\b(\d+)\s*(?:y\/o|yo)\b/;
const AGE_JP = [
  /(\d+(?:\.\d+)?)(歳|才)/,
  /生後(\d+(?:\.\d+)?)(ヶ月|か月|カ月|ヵ月|週|日)/,
  /(\d+(?:\.\d+)?)(ヶ月|か月|カ月|ヵ月)(?:の|齢)/,
];

function ageFromUnit(value: number, unit: string): number {
  if (/^(?:month|mo|ヶ月|か月|カ月|ヵ月)/.test(unit)) return value / 12;
  if (/^(?:week|wk|週)/.test(unit)) return value / 52;
  if (unit === '日') return value / 365;
  return value;
}

export function findProfileHints(
  text: string,
  tokens: readonly Token[],
  locale: Locale,
): ProfileHints {
  const hints: ProfileHints = { conditionTags: [] };
  const speciesMatches =
    locale === 'en' ? matchers.species.matchEnglish(tokens) : matchers.species.matchJapanese(text);
  // "my cat licked the dog's flea drops": the pet is the one after "my"/"our".
  const owned = speciesMatches.find(
    (m) =>
      locale === 'en' &&
      /\b(?:my|our)\s+(?:[a-z]+\s+){0,3}$/.test(text.slice(Math.max(0, m.start - 30), m.start)),
  );
  const chosen = owned ?? speciesMatches[0];
  if (chosen) {
    hints.species = chosen.payload.species;
    const breed = speciesMatches.find(
      (m) => m.payload.weightKg !== undefined && m.payload.species === chosen.payload.species,
    );
    if (breed?.payload.weightKg !== undefined) hints.breedWeightKg = breed.payload.weightKg;
  }
  const lower = text.toLowerCase();
  hints.brachycephalic = modifiers.brachycephalicBreeds.some(
    (b) => lower.includes(b.toLowerCase()) || text.includes(b),
  );

  if (locale === 'en') {
    for (const pattern of WEIGHT_EN) {
      const m = text.match(pattern);
      if (m) {
        hints.weightKg = lbToKg(Number(m[1]), m[2] ?? 'kg');
        break;
      }
    }
    const age = text.match(AGE_EN);
    if (age)
      hints.ageYears = age[3] ? Number(age[3]) : ageFromUnit(Number(age[1]), age[2] ?? 'year');
  } else {
    for (const pattern of WEIGHT_JP) {
      const m = text.match(pattern);
      if (m) {
        hints.weightKg = Number(m[1]);
        break;
      }
    }
    for (const pattern of AGE_JP) {
      const m = text.match(pattern);
      if (m) {
        hints.ageYears = ageFromUnit(Number(m[1]), m[2] ?? '歳');
        break;
      }
    }
  }
  const words = locale === 'en' ? new Set(tokens.map((t) => t.text)) : null;
  const has = (list: readonly string[]): boolean =>
    list.some((w) =>
      words
        ? w.includes(' ')
          ? lower.includes(w)
          : words.has(w)
        : text.includes(w) || text.includes(w.normalize('NFKC')),
    );
  const ageWords = modifiers.ageWords;
  const jpForm = (list: readonly string[]): string[] =>
    list.map((w) =>
      w.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60)),
    );
  if (has(locale === 'en' ? ageWords.young.en : jpForm(ageWords.young.jp))) hints.ageBand = 'young';
  else if (has(locale === 'en' ? ageWords.old.en : jpForm(ageWords.old.jp))) hints.ageBand = 'old';

  const sexWords = modifiers.sexWords;
  if (locale === 'en') {
    const count = (list: readonly string[]): number =>
      tokens.filter((t) => list.includes(t.text)).length;
    const male = count(sexWords.male.en);
    const female = count(sexWords.female.en);
    if (male > female) hints.sex = 'male';
    else if (female > male) hints.sex = 'female';
    // A negation up to three words before the word: "hasn't been spayed", "not yet neutered",
    // "never had her spayed".
    const notDone =
      /\b(?:not|never)(?:\s+\w+){0,3}?\s+(?:neutered|spayed|castrated|fixed|desexed|done)\b/;
    if (/\b(?:neutered|spayed|castrated|fixed|desexed)\b/.test(text) && !notDone.test(text))
      hints.neutered = true;
    if (/\b(?:intact|unspayed|unneutered|entire)\b/.test(text) || notDone.test(text))
      hints.neutered = false;
  } else {
    if (/おす|雄|男の子/.test(text)) hints.sex = 'male';
    else if (/めす|雌|女の子/.test(text)) hints.sex = 'female';
    if (/避妊済|去勢済|避妊手術|去勢手術/.test(text)) hints.neutered = true;
    // 避妊手術はしていない, 去勢はまだしてません: the operation named, then its negation.
    if (
      /未避妊|未去勢|(?:避妊|去勢)(?:手術)?[はをも]?(?:まだ)?(?:して|受けて|やって|し)(?:い)?(?:な|ませ)/.test(
        text,
      )
    )
      hints.neutered = false;
  }
  if (has(locale === 'en' ? modifiers.pregnancyWords.en : modifiers.pregnancyWords.jp))
    hints.pregnant = true;
  for (const [tag, words] of Object.entries(modifiers.conditionTags)) {
    const found =
      locale === 'en'
        ? (CONDITION_EN[tag]?.test(text) ?? false)
        : words.some((w) => !/^[a-z]/.test(w) && text.includes(w));
    if (found) hints.conditionTags.push(tag);
  }
  return hints;
}

/** Condition tags from the saved profile's free-text conditions. */
export function conditionTagsOf(conditions: readonly string[]): string[] {
  const text = conditions.join(' ').toLowerCase();
  return Object.entries(modifiers.conditionTags)
    .filter(
      ([tag, words]) => text.includes(tag) || words.some((w) => text.includes(w.toLowerCase())),
    )
    .map(([tag]) => tag);
}
