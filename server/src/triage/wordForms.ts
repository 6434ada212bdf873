// What an English word is, beyond its spelling: its dictionary form (irregular verbs and nouns
// from WordNet's exception lists, as shipped with wink-eng-lite-web-model: "bit"/"bitten" → bite,
// "ate" → eat, "teeth" → tooth), its stem, and the concept key that synonyms share (the groups in
// knowledge/lexicon.json `en.synonyms`: "today" counts as "day", "truck" as "car"). Terms and
// messages both go through the same key, so adding a synonym is a data change.
// Whether a word is a real English word comes from the same model's lexicon (≈85 000 words): the
// typo corrector only touches words that are not in it.
import { createRequire } from 'node:module';
import lexicon from './knowledge/lexicon.json';
import { stem } from './normalise';

const requireFromHere = createRequire(__filename);
const MODEL = 'wink-eng-lite-web-model';

function loadExceptions(): Map<string, string> {
  const map = new Map<string, string>();
  for (const file of ['wn-verb-exceptions.js', 'wn-noun-exceptions.js']) {
    const table = requireFromHere(`${MODEL}/dist/${file}`) as Record<string, string>;
    for (const [form, lemma] of Object.entries(table)) {
      if (/^[a-z]+$/.test(form) && !map.has(form)) map.set(form, lemma);
    }
  }
  // Forms whose everyday reading is another word ("left leg", "lay flat" is still lying).
  for (const word of lexicon.en.notLemmatised) map.delete(word);
  return map;
}

let irregular: Map<string, string> | null = null;
let englishWords: Set<string> | null = null;
let synonyms: Map<string, string> | null = null;

function irregularForms(): Map<string, string> {
  irregular ??= loadExceptions();
  return irregular;
}

/** The dictionary form of an irregular word, or the word itself. */
export function lemma(word: string): string {
  return irregularForms().get(word) ?? word;
}

function synonymKeys(): Map<string, string> {
  if (synonyms) return synonyms;
  synonyms = new Map<string, string>();
  for (const [canonical, words] of Object.entries(lexicon.en.synonyms)) {
    const key = stem(lemma(canonical));
    for (const word of [canonical, ...words]) synonyms.set(stem(lemma(word)), key);
  }
  return synonyms;
}

/** The key two words share when they mean the same for triage: lemma, stem, then synonym group. */
export function conceptKey(word: string): string {
  const base = stem(lemma(word));
  return synonymKeys().get(base) ?? base;
}

/** Loads the lexicon now (≈0.3 s), so that no keeper's first message waits for it. */
export function loadEnglishLexicon(): void {
  if (!englishWords) {
    const model = requireFromHere(`${MODEL}/dist/languages/cur/models/eng-core-web-model.json`) as {
      features: { lexeme: { list: string[] } };
    };
    englishWords = new Set(model.features.lexeme.list.filter((w) => /^[a-z]+$/.test(w)));
  }
}

/**
 * A word of the language (in the model's lexicon, or a regular inflection of one), as opposed to
 * a misspelling.
 */
export function isEnglishWord(word: string): boolean {
  loadEnglishLexicon();
  if (englishWords?.has(word) || irregularForms().has(word)) return true;
  // Regular inflections of a listed word: "pooped", "binkies", "scooting".
  for (const [ending, replacements] of INFLECTIONS) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const base = word.slice(0, -ending.length);
    if (replacements.some((r) => englishWords?.has(base + r))) return true;
  }
  return false;
}

const INFLECTIONS: [string, string[]][] = [
  ['ing', ['', 'e']],
  ['ed', ['', 'e']],
  ['es', ['']],
  ['s', ['']],
  ['ies', ['y']],
  ['ied', ['y']],
];
