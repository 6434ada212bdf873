// Finds the knowledge base's terms in a message. English terms are matched as sequences of stems
// (so "vomited", "vomits" and "vomiting" are one term) allowing a couple of filler words between
// the words of a multi-word term ("blood in his stool" = "blood in stool"); Japanese terms are
// matched as substrings of the normalised text. Overlapping matches keep the longest term.
import { distance } from 'fastest-levenshtein';
import { normaliseEnglish, normaliseJapanese, stem, tokenise, type Token } from './normalise';

export interface PhraseMatch<T> {
  payload: T;
  /** Token indexes (English) or character offsets (Japanese), end exclusive. */
  from: number;
  to: number;
  /** Character offsets in the normalised text. */
  start: number;
  end: number;
  /** Length of the term, used to prefer the most specific match. */
  weight: number;
}

interface EnglishPhrase<T> {
  stems: string[];
  payload: T;
}

// Filler words may sit inside a multi-word term, but never a negation: "put no weight on" must
// not match the term "put weight on".
const NEVER_SKIPPED = new Set(['no', 'not', 'never', 'without', 'none', 'nor', 'but']);
const MAX_GAP = 2;
// Hedges and degree words inside a term do not use up the gap: "beak seems a bit overgrown" is
// still "beak overgrown", "gums look really quite pale" still "gums pale".
const FREE_FILLERS = new Set([
  'a',
  'bit',
  'little',
  'slightly',
  'very',
  'quite',
  'really',
  'rather',
  'somewhat',
  'pretty',
  'extremely',
  'so',
  'kind',
  'sort',
  'of',
]);
// Words that make a two-word term order-sensitive ("stopped eating" ≠ "eating stopped").
const REVERSAL_STOP = new Set([
  'stop',
  'stopped',
  'stopping',
  'keep',
  'keeps',
  'can',
  'will',
  'the',
  'a',
  'an',
  'of',
  'to',
  'in',
  'on',
  'at',
  'by',
  'with',
  'for',
  'is',
  'are',
  'was',
  'has',
  'have',
  'his',
  'her',
  'my',
  'off',
  'up',
  'out',
  'down',
  'too',
  'very',
  'all',
  'no',
  'any',
  'some',
]);

export class PhraseMatcher<T> {
  private readonly english = new Map<string, EnglishPhrase<T>[]>();
  private readonly japanese: { term: string; pattern: RegExp | null; payload: T }[] = [];
  readonly vocabulary = new Set<string>();

  addEnglish(phrase: string, payload: T): void {
    const tokens = tokenise(normaliseEnglish(phrase)).filter((t) => !t.boundary);
    if (tokens.length === 0) return;
    for (const token of tokens) this.vocabulary.add(token.text);
    const stems = tokens.map((t) => t.stem);
    this.register(stems, payload);
    // "weepy eye" is also said "the eye is weepy": two-word terms match in either order.
    if (
      stems.length === 2 &&
      !tokens.some((t) => NEVER_SKIPPED.has(t.text) || REVERSAL_STOP.has(t.text))
    ) {
      this.register([stems[1] as string, stems[0] as string], payload);
    }
  }

  private register(stems: string[], payload: T): void {
    const first = stems[0] as string;
    const list = this.english.get(first) ?? [];
    if (!list.some((p) => p.stems.join(' ') === stems.join(' '))) list.push({ stems, payload });
    this.english.set(first, list);
  }

  addJapanese(term: string, payload: T): void {
    const normalised = normaliseJapanese(term);
    if (normalised.length === 0) return;
    for (const term of [normalised, politeNegative(normalised)]) {
      if (term) this.japanese.push({ term, pattern: adverbTolerant(term), payload });
    }
  }

  matchEnglish(tokens: readonly Token[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    tokens.forEach((token, index) => {
      if (token.boundary) return;
      for (const phrase of this.english.get(token.stem) ?? []) {
        const end = this.matchFrom(tokens, index, phrase.stems);
        if (end === null) continue;
        const last = tokens[end - 1] as Token;
        found.push({
          payload: phrase.payload,
          from: index,
          to: end,
          start: token.start,
          end: last.end,
          weight: phrase.stems.length * 10 - (end - index - phrase.stems.length),
        });
      }
    });
    return keepLongest(found);
  }

  matchJapanese(text: string): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (const { term, pattern, payload } of this.japanese) {
      const push = (at: number, length: number): void => {
        found.push({
          payload,
          from: at,
          to: at + length,
          start: at,
          end: at + length,
          weight: term.length,
        });
      };
      if (pattern) {
        for (const m of text.matchAll(pattern)) push(m.index, m[0].length);
        continue;
      }
      let at = text.indexOf(term);
      while (at !== -1) {
        push(at, term.length);
        at = text.indexOf(term, at + 1);
      }
    }
    return keepLongest(found);
  }

  private matchFrom(
    tokens: readonly Token[],
    index: number,
    stems: readonly string[],
  ): number | null {
    let position = index + 1;
    for (let k = 1; k < stems.length; k += 1) {
      let gap = 0;
      while (position < tokens.length) {
        const candidate = tokens[position] as Token;
        if (candidate.boundary) return null;
        if (candidate.stem === stems[k]) break;
        if (NEVER_SKIPPED.has(candidate.text)) return null;
        if (!FREE_FILLERS.has(candidate.text)) {
          if (gap >= MAX_GAP) return null;
          gap += 1;
        }
        position += 1;
      }
      if (position >= tokens.length) return null;
      position += 1;
    }
    return position;
  }
}

// Adverbs a keeper slips in after a particle without changing what the term says:
// 後ろ足が急に動かない is still 後ろ足が動かない. Degree words (少し, あまり) are left out on purpose:
// ご飯をあまり食べない is not ご飯を食べない.
const JP_ADVERBS = [
  '急に',
  '突然',
  'いきなり',
  '全然',
  'ぜんぜん',
  '全く',
  'まったく',
  'ずっと',
  'また',
  'もう',
  '最近',
  'だんだん',
  '徐々に',
  'どんどん',
  '急激に',
  '少しずつ',
];
const JP_ADVERB_GROUP = `(?:${JP_ADVERBS.join('|')})?`;

function adverbTolerant(term: string): RegExp | null {
  const parts = term.split(/(?<=[がをはもに])(?=.)/);
  if (parts.length < 2) return null;
  const escaped = parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join(JP_ADVERB_GROUP), 'g');
}

// Terms that carry their own negation are written in the plain form (食べな, 歩けな, 元気がな); a
// keeper as often writes the polite one (食べません, 歩けません, 元気がありません).
const A_TO_I: Record<string, string> = {
  か: 'き',
  が: 'ぎ',
  さ: 'し',
  た: 'ち',
  な: 'に',
  ば: 'び',
  ま: 'み',
  ら: 'り',
  わ: 'い',
};

export function politeNegative(term: string): string | null {
  if (!term.endsWith('な') || term.length < 3) return null;
  const stem = term.slice(0, -1);
  // ない as "there is no": 元気がない → 元気がありません.
  if (/[がもは]$/.test(stem)) return `${stem}ありません`;
  const last = stem.slice(-1);
  // 来る: 出てこない → 出てきません. Godan verbs: 飲まない → 飲みません. Ichidan: 食べない → 食べません.
  if (last === 'こ') return `${stem.slice(0, -1)}きません`;
  const godan = A_TO_I[last];
  if (godan) return `${stem.slice(0, -1)}${godan}ません`;
  // Ichidan verbs, kana or a one-kanji stem (食べない, 出ない); not adjectives in く (冷たくない).
  if (/[\u3040-\u309f\u4e00-\u9fff]$/.test(last) && !/[くっ]$/.test(last)) return `${stem}ません`;
  return null;
}

function keepLongest<T>(matches: PhraseMatch<T>[]): PhraseMatch<T>[] {
  const sorted = [...matches].sort((a, b) => b.weight - a.weight || a.from - b.from);
  const kept: PhraseMatch<T>[] = [];
  for (const match of sorted) {
    if (kept.every((other) => match.to <= other.from || match.from >= other.to)) kept.push(match);
  }
  return kept.sort((a, b) => a.from - b.from);
}

/**
 * Replaces misspelt words with the nearest knowledge-base word: distance 1 for words up to six
 * letters, 2 above, same first letter, and only for words that are not ordinary English words
 * (so "voting" never becomes "vomiting").
 */
const indexes = new WeakMap<ReadonlySet<string>, Map<string, string[]>>();

function byFirstLetter(vocabulary: ReadonlySet<string>): Map<string, string[]> {
  let index = indexes.get(vocabulary);
  if (!index) {
    index = new Map<string, string[]>();
    for (const word of vocabulary) {
      if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
      const list = index.get(word[0] as string) ?? [];
      list.push(word);
      index.set(word[0] as string, list);
    }
    indexes.set(vocabulary, index);
  }
  return index;
}

export function correctTypos(
  tokens: readonly Token[],
  vocabulary: ReadonlySet<string>,
  known: ReadonlySet<string>,
): Token[] {
  const byFirst = byFirstLetter(vocabulary);
  return tokens.map((token) => {
    const word = token.text;
    if (token.boundary || word.length < 5 || !/^[a-z]+$/.test(word)) return token;
    if (vocabulary.has(word) || known.has(word) || vocabulary.has(stem(word))) return token;
    const limit = word.length <= 7 ? 1 : 2;
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (const option of byFirst.get(word[0] as string) ?? []) {
      if (Math.abs(option.length - word.length) > limit) continue;
      const d = distance(word, option);
      if (d < bestDistance) {
        best = option;
        bestDistance = d;
      }
    }
    return best === null ? token : { ...token, text: best, stem: stem(best) };
  });
}
