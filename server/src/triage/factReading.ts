// Stage 2a: one message read once in one language: normalised text, (English) tokens with typos
// corrected, every concept, substance and cue term with its polarity, and the durations said.
// The finding and exposure stages (findingStages.ts, exposureStages.ts) work from this reading.
import { findDurationsEnglish, findDurationsJapanese, type DurationMention } from './durations';
import { knowledgeBase } from './knowledgeBase';
import { matchers, type Concept, type Cue, type Substance } from './matchers';
import { normaliseEnglish, normaliseJapanese, tokenise, type Token } from './normalise';
import { withKeys } from './englishTermMatch';
import type { PhraseMatch } from './phraseMatcher';
import { correctTypos } from './typoCorrection';
import { englishPolarity, japanesePolarities } from './polarity';
import type { Finding, Locale, Polarity } from './types';

export interface Located {
  polarity: Polarity;
  /** Derived from a normal function ("didn't eat" ⇒ anorexia), not named as a sign. */
  fromFunction?: boolean;
  start: number;
  end: number;
  sentence: number;
  evidence: string;
}

export type LocatedFinding = Finding & Located;

export interface Reading {
  raw: string;
  locale: Locale;
  turnsAgo: number;
  /** The normalised message, and (English) its tokens with typos corrected and concept keys. */
  text: string;
  tokens: Token[];
  sentenceOf: (offset: number) => number;
  sentences: string[];
  conceptMatches: PhraseMatch<Concept>[];
  substanceMatches: PhraseMatch<Substance>[];
  cueMatches: PhraseMatch<Cue>[];
  polarities: (matches: readonly PhraseMatch<unknown>[]) => Polarity[];
  located: (match: PhraseMatch<unknown>, polarity: Polarity) => Located;
  durations: DurationMention[];
}

/** Normalise, correct, find every term, cue and duration once. */
export function read(raw: string, locale: Locale, turnsAgo: number): Reading {
  const text = locale === 'en' ? normaliseEnglish(raw) : normaliseJapanese(raw);
  const tokens: Token[] =
    locale === 'en'
      ? withKeys(correctTypos(tokenise(text), matchers.vocabulary, matchers.knownWords))
      : [];
  const sentenceOf = sentenceIndexer(text, locale);
  const sentences = text.split(
    locale === 'en' ? /(?<=[.!?\n]+)(?![.!?\n])/ : /(?<=[。！？!?\n]+)(?![。！？!?\n])/,
  );

  const conceptMatches: PhraseMatch<Concept>[] =
    locale === 'en'
      ? matchers.concepts.matchEnglish(tokens)
      : matchers.concepts.matchJapanese(text);
  const matchSubstances = (matcher: typeof matchers.substances): PhraseMatch<Substance>[] =>
    locale === 'en' ? matcher.matchEnglish(tokens) : matcher.matchJapanese(text);
  const namedSubstances = matchSubstances(matchers.substances);
  const substanceMatches =
    namedSubstances.length > 0 ? namedSubstances : matchSubstances(matchers.fallbackSubstances);
  const cueMatches: PhraseMatch<Cue>[] =
    locale === 'en' ? matchers.cues.matchEnglish(tokens) : matchers.cues.matchJapanese(text);

  const polarities = (matches: readonly PhraseMatch<unknown>[]): Polarity[] =>
    locale === 'en'
      ? matches.map((m) =>
          englishPolarity(
            tokens,
            m,
            cueMatches,
            (m.payload as Partial<Concept>).kind === 'function',
          ),
        )
      : japanesePolarities(text, matches);
  const located = (match: PhraseMatch<unknown>, polarity: Polarity): Located => ({
    polarity,
    start: match.start,
    end: match.end,
    sentence: sentenceOf(match.start),
    evidence:
      raw.length === text.length
        ? raw.slice(match.start, match.end)
        : text.slice(match.start, match.end),
  });

  const durations: DurationMention[] =
    locale === 'en' ? findDurationsEnglish(text) : findDurationsJapanese(text);
  return {
    raw,
    locale,
    turnsAgo,
    text,
    tokens,
    sentenceOf,
    sentences,
    conceptMatches,
    substanceMatches,
    cueMatches,
    polarities,
    located,
    durations,
  };
}

export function sentenceIndexer(text: string, locale: Locale): (offset: number) => number {
  const ends: number[] = [];
  const pattern = locale === 'en' ? /[.!?\n]+/g : /[。！？!?\n]+/g;
  for (const m of text.matchAll(pattern)) ends.push((m.index ?? 0) + m[0].length);
  return (offset) => ends.filter((end) => end <= offset).length;
}

const CLAUSE_WORDS_EN = new Set(knowledgeBase.lexicon.en.clauseConjunctions);

/** Which clause of the text an offset is in: sentences split further at commas and "and"/"but". */
export function clauseIndexer(reading: Reading): (offset: number) => number {
  const breaks =
    reading.locale === 'en'
      ? reading.tokens.filter((t) => t.boundary || CLAUSE_WORDS_EN.has(t.text)).map((t) => t.start)
      : [...reading.text.matchAll(/[、,。！？!?\n]|けど|けれど|のに/g)].map((m) => m.index ?? 0);
  return (offset) => breaks.filter((at) => at < offset).length;
}

export function nearest<T extends { start: number; end: number }>(
  items: readonly T[],
  at: { start: number; end: number },
): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    const d =
      item.end <= at.start ? at.start - item.end : item.start >= at.end ? item.start - at.end : 0;
    if (d < bestDistance) {
      best = item;
      bestDistance = d;
    }
  }
  return best;
}
