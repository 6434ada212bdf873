// How an English term's words are found among a message's tokens: the word sets that decide
// what may sit between a term's words, the concept keys every token is reduced to, and the two
// ways a term matches (in sequence, or as a concept within one clause). Kept apart from
// phraseMatcher.ts, which indexes the terms and picks the most specific match, so that the rules
// for a single match can be read (and tuned) in one place.
import lexicon from './knowledge/lexicon.json';
import type { Token } from './normalise';
import { keyOf } from './tokenClauses';
import { conceptKey } from './wordForms';

const EN = lexicon.en;
// Filler words may sit inside a multi-word term, but never a negation ("put no weight on" is not
// "put weight on") nor a word that starts another clause ("drinking a little and hiding more" is
// not "drinking more").
export const NEVER_SKIPPED = new Set([
  'no',
  'not',
  'never',
  'without',
  'none',
  'nor',
  ...EN.clauseConjunctions,
]);
const NEGATIONS = new Set(['no', 'not', 'never', 'without', 'none', 'nor']);
// Keepers drop articles ("keeps going to litter box", "ate sock"): inside a term they may be
// missing from the message (not possessives: "dropped her" is not "dropped").
const OPTIONAL_IN_TERMS = new Set(['a', 'an', 'the']);
const MAX_GAP = 2;
// Head words of a concept may be this many words apart in all (beyond the heads themselves).
const MAX_CONCEPT_EXTRA = 6;
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
export const FUNCTION_WORDS = new Set([...EN.functionWords, ...FREE_FILLERS]);
export const ORDERED = new Set(EN.orderedWords);
const NOT_LEMMATISED_AFTER = EN.notLemmatisedAfter as Record<string, string[]>;
const NOT_LEMMATISED_BEFORE = EN.notLemmatisedBefore as Record<string, string[]>;

/** Adds each word's concept key ("a bit", "bit of" stay a bit; "a snake bit him" is a bite). */
export function withKeys(tokens: readonly Token[]): Token[] {
  return tokens.map((token, index) => {
    if (token.boundary) return token.key ? token : { ...token, key: token.text };
    const previous = tokens[index - 1]?.text ?? '';
    const next = tokens[index + 1]?.text ?? '';
    const literal =
      NOT_LEMMATISED_AFTER[token.text]?.includes(previous) ||
      NOT_LEMMATISED_BEFORE[token.text]?.includes(next);
    return { ...token, key: literal ? token.text : conceptKey(token.text) };
  });
}

/** The token indexes of the term's words, in order, or null when they are not there. */
export function matchSequence(
  tokens: readonly Token[],
  index: number,
  keys: readonly string[],
): number[] | null {
  const cover = [index];
  let position = index + 1;
  for (let k = 1; k < keys.length; k += 1) {
    const optional = k < keys.length - 1 && OPTIONAL_IN_TERMS.has(keys[k] as string);
    if (optional && !nextIs(tokens, position, keys[k])) continue;
    let gap = 0;
    while (position < tokens.length) {
      const candidate = tokens[position] as Token;
      if (candidate.boundary) return null;
      if (keyOf(candidate) === keys[k]) break;
      if (NEVER_SKIPPED.has(candidate.text)) return null;
      if (!FREE_FILLERS.has(candidate.text)) {
        if (gap >= MAX_GAP) return null;
        gap += 1;
      }
      position += 1;
    }
    if (position >= tokens.length) return null;
    cover.push(position);
    position += 1;
  }
  return cover;
}

/** Whether the next word that is not a filler is this key. */
function nextIs(tokens: readonly Token[], position: number, key: string | undefined): boolean {
  let at = position;
  while (at < tokens.length && FREE_FILLERS.has((tokens[at] as Token).text)) at += 1;
  const next = tokens[at];
  return next !== undefined && !next.boundary && keyOf(next) === key;
}

/** The nearest occurrence of every head word in one clause, or null when one is missing, two are
 * too far apart or a negation sits between them. */
export function matchConcept(
  tokens: readonly Token[],
  positions: ReadonlyMap<string, number[]>,
  heads: readonly string[],
): { from: number; to: number; extra: number; cover: number[] } | null {
  const lists = heads.map((h) => positions.get(h));
  if (lists.some((l) => l === undefined)) return null;
  let best: { from: number; to: number; extra: number; cover: number[] } | null = null;
  for (const anchor of lists[0] as number[]) {
    const cover = [anchor];
    for (const list of lists.slice(1) as number[][]) {
      let nearest = list[0] as number;
      for (const p of list) if (Math.abs(p - anchor) < Math.abs(nearest - anchor)) nearest = p;
      cover.push(nearest);
    }
    const from = Math.min(...cover);
    const to = Math.max(...cover) + 1;
    const extra = to - from - heads.length;
    if (new Set(cover).size !== cover.length || extra > MAX_CONCEPT_EXTRA) continue;
    // A negation between the words would be invisible to polarity, which reads before the term.
    if (tokens.slice(from, to).some((t) => NEGATIONS.has(t.text))) continue;
    if (!best || extra < best.extra) best = { from, to, extra, cover: cover.sort((a, b) => a - b) };
  }
  return best;
}
