// A search box's text as SQL conditions: every word must match one of the given columns
// (case-insensitive, anywhere in the text). LIKE's wildcards in what was typed are matched
// literally.
import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** More words than this add nothing a keeper or a vet would type; the rest are ignored. */
const MAX_WORDS = 6;

export function searchWords(search: string | undefined): string[] {
  return (search ?? '')
    .normalize('NFKC')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);
}

/** `%word%` with `\`, `%` and `_` escaped (PostgreSQL's default LIKE escape is the backslash). */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One condition per word: the word is in one of `columns`, or `extra(word)` holds (e.g. a
 * species whose name starts with it). undefined when nothing was typed.
 */
export function matchEveryWord(
  search: string | undefined,
  columns: readonly AnyPgColumn[],
  extra?: (word: string) => SQL | undefined,
): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (word) =>
        or(...columns.map((column) => ilike(column, containsPattern(word))), extra?.(word)) ??
        sql`false`,
    ),
  );
}
