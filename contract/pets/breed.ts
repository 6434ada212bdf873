// The shape of a breed (or, for birds, a species) entry. Lists are ordered by how common the
// breed is among pets (most common first): an empty search shows them in that order.

export interface Breed {
  /** Stable code stored with the pet; unique within its species, never renamed. */
  code: string;
  en: string;
  /** The name as used in Japan (Japan Kennel Club spelling for dogs). */
  jp: string;
  /** Other names people type: nicknames, old names, kanji, short forms. */
  aliases: readonly string[];
}

/** [code, English, Japanese, aliases?] — compact rows for the data files. */
export type BreedRow = readonly [string, string, string, (readonly string[])?];

export function breedsFromRows(rows: readonly BreedRow[]): readonly Breed[] {
  return rows.map(([code, en, jp, aliases = []]) => ({ code, en, jp, aliases }));
}
