// English tokens in clauses: a clause ends at punctuation or at a word that starts another clause
// ("and", "but", ...). Terms match within one clause; a term's sense is read in its clause.
import lexicon from './knowledge/lexicon.json';
import type { Token } from './normalise';

const CLAUSE_CONJUNCTIONS = new Set(lexicon.en.clauseConjunctions);

/** What a token is compared by: its concept key (wordForms.ts), else its stem. */
export const keyOf = (token: Token): string => token.key ?? token.stem;

/** Clauses: runs of tokens between punctuation and words that start another clause. */
export function clauses(tokens: readonly Token[], acrossCommas = false): [number, number][] {
  const result: [number, number][] = [];
  let start = 0;
  tokens.forEach((token, index) => {
    const comma = acrossCommas && token.text === ',';
    if ((token.boundary && !comma) || CLAUSE_CONJUNCTIONS.has(token.text)) {
      if (index > start) result.push([start, index]);
      start = index + 1;
    }
  });
  if (tokens.length > start) result.push([start, tokens.length]);
  return result;
}
