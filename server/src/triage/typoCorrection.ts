// English typos corrected against the knowledge base's own words, before any term is matched.
import { distance } from 'fastest-levenshtein';
import { stem, type Token } from './normalise';
import { conceptKey, isEnglishWord } from './wordForms';

/**
 * Replaces misspelt words with the nearest knowledge-base word: distance 1 for words up to seven
 * letters, 2 above, same first letter, and only for words that are not words at all — neither in
 * the English lexicon nor a regular inflection of one — so "strong" stays "strong" and never
 * becomes "string", "hiking" never "hiding", "voting" never "vomiting".
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
    if (isEnglishWord(word)) return token;
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
    return best === null
      ? token
      : { ...token, text: best, stem: stem(best), key: conceptKey(best) };
  });
}
