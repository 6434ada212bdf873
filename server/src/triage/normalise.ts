// Stage 1: normalisation. Unicode NFKC (full-width digits and letters become ASCII, half-width
// katakana become full-width), lower case, one kind of apostrophe; English contractions expanded so
// negation cues look the same everywhere; katakana folded to hiragana for matching (ウンチ = うんち);
// kanji numerals before a counter turned into digits (三日 → 3日).
import type { Locale } from './types';

const KANJI_DIGITS: Record<string, number> = {
  〇: 0,
  一: 1,
  二: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  两: 2,
  両: 2,
};
const COUNTERS =
  '(?:日|時間|回|粒|個|枚|錠|匹|歳|才|ヶ月|か月|カ月|ヵ月|ケ月|週間|分|グラム|キロ|片|本|切れ|口|袋|箱|玉|房|杯|度)';

function kanjiNumberValue(text: string): number | null {
  let total = 0;
  let current = 0;
  for (const ch of text) {
    if (ch in KANJI_DIGITS) current = KANJI_DIGITS[ch] ?? 0;
    else if (ch === '十') {
      total += (current || 1) * 10;
      current = 0;
    } else if (ch === '百') {
      total += (current || 1) * 100;
      current = 0;
    } else return null;
  }
  return total + current;
}

export function kanjiNumeralsToDigits(text: string): string {
  return text.replace(
    new RegExp(`([〇一二三四五六七八九十百両]+)(?=${COUNTERS})`, 'g'),
    (match, _g, offset: number, whole: string) => {
      // 十分 (enough) and 一度に/一緒 are words, not numbers.
      const after = whole.slice(offset + match.length, offset + match.length + 2);
      if (match === '十' && /^分[なにで]/.test(after)) return match;
      const value = kanjiNumberValue(match);
      return value === null ? match : String(value);
    },
  );
}

export function toHiragana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0x60));
}

const CONTRACTIONS: [RegExp, string][] = [
  [/\bwon't\b/g, 'will not'],
  [/\bcan't\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bshan't\b/g, 'shall not'],
  [/\bain't\b/g, 'is not'],
  [/n't\b/g, ' not'],
  [/'ve\b/g, ' have'],
  [/'re\b/g, ' are'],
  [/'ll\b/g, ' will'],
  [/'d\b/g, ' would'],
  [/\b(he|she|it|that|there|what)'s\b/g, '$1 is'],
  [/'s\b/g, ''],
  [/\bdont\b/g, 'do not'],
  [/\bdoesnt\b/g, 'does not'],
  [/\bdidnt\b/g, 'did not'],
  [/\bhasnt\b/g, 'has not'],
  [/\bhavent\b/g, 'have not'],
  [/\bisnt\b/g, 'is not'],
  [/\bwont\b/g, 'will not'],
  [/\bcant\b/g, 'can not'],
  [/\bwasnt\b/g, 'was not'],
];

// "won't stop bleeding" and "the bleeding hasn't stopped" describe something continuing: rewrite
// them before negation is read, or the negation would land on the symptom.
const CONTINUING =
  /\b(?:will not|does not|do not|did not|has not|have not|had not|can not|is not|would not|not) (?:stop|stopping|stopped)\b/g;

export function detectLocale(text: string): Locale {
  return /[\u3040-\u30ff\u4e00-\u9fff]/.test(text) ? 'jp' : 'en';
}

export function normaliseEnglish(raw: string): string {
  let text = raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'");
  text = text.replace(/[\u201c\u201d]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) text = text.replace(pattern, replacement);
  text = text.replace(CONTINUING, 'keeps');
  // "bleeding and it won't stop": the "it" is the sign just named, so it is the sign that keeps on.
  text = text.replace(/(\w+ing)(?:,| and)+ (?:it|that|this|which) keeps\b/g, '$1 keeps');
  // Hedges carry no meaning for triage and would push words of a term too far apart.
  text = text.replace(
    /\b(?:kind of|sort of|kinda|sorta|pretty much|quite|rather|somewhat)\s+/g,
    '',
  );
  text = text.replace(/\bno longer\b/g, 'no longer');
  // A belly or chest "going up and down" is heaving ("and" would otherwise split the clause).
  text = text.replace(/\b(?:going|moving|goes|moves|pumping) up and down\b/g, 'heaving');
  // One word or two: "litterbox", "litter-tray" are the litter box of the terms.
  text = text.replace(/\blitter-?(box|tray|pan)(es|s)?\b/g, 'litter $1$2');
  return text.replace(/\s+/g, ' ').trim();
}

// Kanji that keepers write for the same word (異字同訓): 呼吸が早い is 呼吸が速い, 脹らむ is 膨らむ.
// Folded on both sides, the text and the knowledge's terms, so one spelling in the knowledge
// covers both; only the adjective and verb forms are folded (早朝 and 早め stay as they are).
const SAME_WORD_SPELLINGS: readonly [RegExp, string][] = [
  [/早(?=[いくかけさ])/g, '速'],
  [/脹(?=[らりるれ])/g, '膨'],
  // The counter ヶ (3ヶ月, 2ヶ所) and its other spellings ヵ, ケ, カ: か once in hiragana.
  [/[ゕゖ]/g, 'か'],
  [/(?<=[\d数何一二三四五六七八九十半])け(?=月|所)/g, 'か'],
];

// Pet talk (幼児語) that keepers use for their animal's body: おめめ is 目, ベロ the tongue,
// ちっち the urine. Folded only where a particle follows, so it is the noun (べろべろ舐める, the
// sound of licking, stays). Hiragana by now: ベロ was folded to べろ.
const PET_TALK: readonly [RegExp, string][] = [
  [/(?<!べろ)べろ(?=[がをのはもにっ])/g, '舌'],
  [/おめめ(?=[がをのはもにっ])/g, '目'],
  [/あんよ(?=[がをのはもにっ])/g, '足'],
  [/おてて(?=[がをのはもにっ])/g, '手'],
  [/ぽんぽん(?=[がをのはもにっ])/g, 'おなか'],
  // The belly in kanji or in kana: one spelling (the style guide's) on both sides.
  [/お腹/g, 'おなか'],
  [/(?:ちっち|しーしー)(?=[がをのはもにっ])/g, 'おしっこ'],
];

export function normaliseJapanese(raw: string): string {
  let text = toHiragana(raw.normalize('NFKC').toLowerCase());
  for (const [pattern, replacement] of [...SAME_WORD_SPELLINGS, ...PET_TALK])
    text = text.replace(pattern, replacement);
  // Brackets and quotes only annotate: 痛み止め（イブ）を飲んだ names イブ as what was swallowed.
  return kanjiNumeralsToDigits(text).replace(/[ \t()[\]「」『』【】]+/g, '');
}

/** A very small English stemmer: enough to make vomit/vomits/vomited/vomiting one word. */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ied') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('es') && w.length > 4 && /(sh|ch|x|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (
    w.endsWith('s') &&
    !w.endsWith('ss') &&
    !w.endsWith('us') &&
    !w.endsWith('is') &&
    w.length > 3
  )
    w = w.slice(0, -1);
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

export interface Token {
  text: string;
  stem: string;
  start: number;
  end: number;
  /** Sentence punctuation: a hard boundary for negation, durations and attachment. */
  boundary: boolean;
  /** The concept key shared by inflections and synonyms (wordForms.ts); set by the matcher. */
  key?: string;
}

const TOKEN_PATTERN = /m&ms?|[a-z]+(?:-[a-z]+)*|\d+(?:[.,]\d+)?|[.!?;:,()\n]|%|½|¼/g;

export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const value = match[0];
    const start = match.index ?? 0;
    const boundary = /^[.!?;:,()\n]$/.test(value);
    let offset = start;
    for (const part of value.split('-')) {
      tokens.push({
        text: part,
        stem: boundary ? part : stem(part),
        start: offset,
        end: offset + part.length,
        boundary,
      });
      offset += part.length + 1;
    }
  }
  return tokens;
}
