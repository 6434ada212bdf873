// Finds the knowledge base's terms in a message, as concepts within a clause.
// English: every word is reduced to a concept key (dictionary form, stem, synonym group — see
// wordForms.ts), so "vomited", "vomits" and "vomiting" are one word and "today" counts as "day".
// A term matches in two ways (englishTermMatch.ts):
//  - as a sequence: its words in order, with a couple of filler words between them ("blood in his
//    stool" = "blood in stool") but never a negation or a word that starts another clause;
//  - as a concept: its head words (not "the", "by", "his" ...) in any order anywhere in one clause,
//    a few words apart ("bitten on the leg by a snake", "a snake bit him" = "bitten by a snake").
//    Terms whose meaning depends on order ("had puppies" ≠ "the puppy had", "stopped eating",
//    "can not walk") match only as a sequence (lexicon `orderedWords`).
// A term may carry the context that decides its sense (symptoms.json `senses`): "burned" is a burn
// unless the clause is about a pan, "scratching" is itching unless it is a scratch wound
// (termSenses.ts). Typos are corrected before matching (typoCorrection.ts).
// Japanese terms are matched on the normalised text in their plain and polite forms, negated terms
// also in their 〜ず form, with the particles が/を/は/も interchangeable and adverbs allowed after a
// particle (japaneseForms.ts). Overlapping matches keep the most specific term.
import {
  FUNCTION_WORDS,
  NEVER_SKIPPED,
  ORDERED,
  matchConcept,
  matchSequence,
  withKeys,
} from './englishTermMatch';
import { japaneseAnchor, japaneseTermPattern, japaneseVariants } from './japaneseForms';
import { normaliseEnglish, normaliseJapanese, tokenise, type Token } from './normalise';
import {
  japaneseSenseFits,
  senseFits,
  senseKeys,
  type SenseKeys,
  type TermSense,
} from './termSenses';
import { clauses, keyOf } from './tokenClauses';

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
  /** The token indexes the term's words occupy (a concept match leaves the words between free). */
  cover?: number[];
}

interface EnglishPhrase<T> {
  keys: string[];
  /** Positions in `keys` of the words that carry meaning, for matching as a concept. */
  heads: string[];
  ordered: boolean;
  payload: T;
  sense?: SenseKeys;
}

export class PhraseMatcher<T> {
  /**
   * @param asConcepts also match terms as concepts (head words in any order within a clause): for
   * signs, whose wording varies; not for names of substances or breeds, which are compounds
   * ("dog spot-on" is not "a dog with a hot spot").
   */
  constructor(private readonly asConcepts = false) {}

  private readonly english = new Map<string, EnglishPhrase<T>[]>();
  /** Terms matched as concepts, by their first head word (every head must be in the clause). */
  private readonly concepts = new Map<string, EnglishPhrase<T>[]>();
  private readonly japanese: {
    term: string;
    pattern: RegExp | null;
    /** A part of the term that any match contains as written: a cheap test before the pattern. */
    anchor: string;
    payload: T;
    sense?: TermSense;
  }[] = [];
  /**
   * The Japanese terms' indexes by the first two characters of their anchor (all of it when
   * shorter), built on the first match: a term can only match a text that contains them, so a
   * message is tested against the few terms its character pairs start instead of every term
   * (the scan was the engine's hottest spot).
   */
  private japaneseByStart: Map<string, number[]> | null = null;
  readonly vocabulary = new Set<string>();

  addEnglish(phrase: string, payload: T, sense?: TermSense): void {
    const tokens = withKeys(tokenise(normaliseEnglish(phrase)).filter((t) => !t.boundary));
    if (tokens.length === 0) return;
    for (const token of tokens) this.vocabulary.add(token.text);
    const keys = tokens.map(keyOf);
    const heads = tokens.filter((t) => !FUNCTION_WORDS.has(t.text)).map(keyOf);
    const ordered = tokens.some(
      (t) => ORDERED.has(t.text) || NEVER_SKIPPED.has(t.text) || ORDERED.has(keyOf(t)),
    );
    const entry: EnglishPhrase<T> = {
      keys,
      heads,
      ordered,
      payload,
      ...(sense ? { sense: senseKeys(sense) } : {}),
    };
    const first = keys[0] as string;
    const list = this.english.get(first) ?? [];
    if (list.some((p) => p.keys.join(' ') === keys.join(' ') && p.payload === payload)) return;
    list.push(entry);
    this.english.set(first, list);
    if (this.asConcepts && !ordered && heads.length >= 2 && new Set(heads).size === heads.length) {
      const byHead = this.concepts.get(heads[0] as string) ?? [];
      byHead.push(entry);
      this.concepts.set(heads[0] as string, byHead);
    }
  }

  addJapanese(term: string, payload: T, sense?: TermSense): void {
    const normalised = normaliseJapanese(term);
    if (normalised.length === 0) return;
    this.japaneseByStart = null;
    for (const variant of japaneseVariants(normalised)) {
      this.japanese.push({
        term: variant,
        pattern: japaneseTermPattern(variant),
        anchor: japaneseAnchor(variant),
        payload,
        ...(sense ? { sense } : {}),
      });
    }
  }

  matchEnglish(input: readonly Token[]): PhraseMatch<T>[] {
    const tokens = input.some((t) => t.key === undefined && !t.boundary) ? withKeys(input) : input;
    // `words`: the token indexes of the term's own words, for the sense check (a sequence match
    // still occupies its whole span, filler words included).
    const found: (PhraseMatch<T> & { phrase: EnglishPhrase<T>; words?: number[] })[] = [];
    tokens.forEach((token, index) => {
      if (token.boundary) return;
      for (const phrase of this.english.get(keyOf(token)) ?? []) {
        const cover = matchSequence(tokens, index, phrase.keys);
        if (cover === null) continue;
        const end = (cover[cover.length - 1] as number) + 1;
        const last = tokens[end - 1] as Token;
        found.push({
          payload: phrase.payload,
          phrase,
          from: index,
          to: end,
          start: token.start,
          end: last.end,
          weight: phrase.keys.length * 10 - (end - index - phrase.keys.length),
          words: cover,
        });
      }
    });
    for (const [from, to] of clauses(tokens)) {
      const positions = new Map<string, number[]>();
      for (let i = from; i < to; i += 1) {
        const key = keyOf(tokens[i] as Token);
        const list = positions.get(key) ?? [];
        list.push(i);
        positions.set(key, list);
      }
      const candidates = [...positions.keys()].flatMap((key) => this.concepts.get(key) ?? []);
      for (const phrase of candidates) {
        const match = matchConcept(tokens, positions, phrase.heads);
        if (!match) continue;
        found.push({
          payload: phrase.payload,
          phrase,
          from: match.from,
          to: match.to,
          start: (tokens[match.from] as Token).start,
          end: (tokens[match.to - 1] as Token).end,
          // Just below the same term read as a sequence, above any shorter term.
          weight: phrase.keys.length * 10 - 1 - match.extra / 2,
          cover: match.cover,
        });
      }
    }
    const fitting = found.filter((m) => senseFits(tokens, m, m.phrase.sense));
    return keepLongest(fitting.map(({ phrase: _p, words: _w, ...m }) => m));
  }

  /** The indexes of the terms whose anchor may be in `text`, in the order they were added. */
  private japaneseCandidates(text: string): number[] {
    if (this.japaneseByStart === null) {
      const byStart = new Map<string, number[]>();
      this.japanese.forEach(({ anchor }, index) => {
        const start = anchor.slice(0, 2);
        const list = byStart.get(start) ?? [];
        list.push(index);
        byStart.set(start, list);
      });
      this.japaneseByStart = byStart;
    }
    const byStart = this.japaneseByStart;
    // Every start the text has: '' (an empty anchor is in every text), each UTF-16 code unit (as
    // `slice` cut the anchors: one could start inside a surrogate pair) and each pair of them.
    const starts = new Set<string>(['']);
    for (let i = 0; i < text.length; i += 1) {
      starts.add(text.slice(i, i + 1));
      if (i + 1 < text.length) starts.add(text.slice(i, i + 2));
    }
    const candidates: number[] = [];
    for (const start of starts) {
      const list = byStart.get(start);
      if (list) candidates.push(...list);
    }
    // The order of the terms decides which of two equal matches is kept (keepLongest).
    return candidates.sort((a, b) => a - b);
  }

  matchJapanese(text: string): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (const index of this.japaneseCandidates(text)) {
      const { term, pattern, anchor, payload, sense } = this.japanese[index]!;
      if (!text.includes(anchor)) continue;
      const push = (at: number, length: number): void => {
        if (sense && !japaneseSenseFits(text, at, at + length, sense)) return;
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
    return keepLongest(found, true);
  }
}

/**
 * Overlapping matches keep the most specific term. English: a word belongs to one term. Japanese
 * (character offsets, no word breaks, `shareEdges`): a term that shares only its edge with a
 * longer one still says something of its own — 後ろ足が冷た in 後ろ足が冷たくて動かない next to
 * 冷たくて動かな — while a short word inside a longer one (けが in 涙やけが) is not read again.
 */
function keepLongest<T>(matches: PhraseMatch<T>[], shareEdges = false): PhraseMatch<T>[] {
  const sorted = [...matches].sort((a, b) => b.weight - a.weight || a.from - b.from);
  const kept: PhraseMatch<T>[] = [];
  const taken = new Set<number>();
  const cover = (m: PhraseMatch<T>): number[] =>
    m.cover ?? Array.from({ length: m.to - m.from }, (_, i) => m.from + i);
  for (const match of sorted) {
    const own = cover(match);
    const overlap = own.filter((i) => taken.has(i)).length;
    if (shareEdges ? overlap * 3 > own.length : overlap > 0) continue;
    kept.push(match);
    for (const i of own) taken.add(i);
  }
  return kept.sort((a, b) => a.from - b.from);
}
