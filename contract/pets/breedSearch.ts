// Breed lists per species and the as-you-type search over them. Names are folded once, when a
// species is first searched; a query then costs a scan of a few hundred short strings.
import type { Breed } from './breed';
import { BIRD_SPECIES } from './birdSpecies';
import { CAT_BREEDS } from './catBreeds';
import { DOG_BREEDS } from './dogBreeds';
import { RABBIT_BREEDS } from './rabbitBreeds';
import { foldedWords, foldSearchText } from './searchText';
import type { PetSpecies, PetsLanguage } from './species';

export type SpeciesWithBreeds = Exclude<PetSpecies, 'other'>;

export const BREEDS: Readonly<Record<SpeciesWithBreeds, readonly Breed[]>> = {
  dog: DOG_BREEDS,
  cat: CAT_BREEDS,
  rabbit: RABBIT_BREEDS,
  bird: BIRD_SPECIES,
};

export function hasBreedList(species: PetSpecies): species is SpeciesWithBreeds {
  return species !== 'other';
}

export function breedsOf(species: PetSpecies): readonly Breed[] {
  return hasBreedList(species) ? BREEDS[species] : [];
}

export function findBreed(species: PetSpecies, code: string): Breed | undefined {
  return breedsOf(species).find((breed) => breed.code === code);
}

export function breedName(breed: Breed, language: PetsLanguage): string {
  return language === 'jp' ? breed.jp : breed.en;
}

interface IndexedBreed {
  breed: Breed;
  /** Position in the list: more common first. */
  rank: number;
  /** Folded whole names (English, Japanese, aliases). */
  names: string[];
  /** Folded words of every name. */
  words: string[];
}

const indexes = new Map<SpeciesWithBreeds, IndexedBreed[]>();

function indexOf(species: SpeciesWithBreeds): IndexedBreed[] {
  let index = indexes.get(species);
  if (!index) {
    index = BREEDS[species].map((breed, rank) => {
      const all = [breed.en, breed.jp, ...breed.aliases];
      return { breed, rank, names: all.map(foldSearchText), words: all.flatMap(foldedWords) };
    });
    indexes.set(species, index);
  }
  return index;
}

/** Lower is better: a whole name, the start of a name, the start of words, anywhere. */
const EXACT = 0;
const NAME_PREFIX = 1;
const WORD_PREFIX = 2;
const SUBSTRING = 3;

function scoreOf(entry: IndexedBreed, query: string, queryWords: string[]): number | null {
  let best: number | null = null;
  for (const name of entry.names) {
    if (name === query) return EXACT;
    if (name.startsWith(query)) best = NAME_PREFIX;
    else if (best === null && name.includes(query)) best = SUBSTRING;
  }
  if (best === NAME_PREFIX) return best;
  const everyWordStarts =
    queryWords.length > 0 &&
    queryWords.every((word) => entry.words.some((candidate) => candidate.startsWith(word)));
  return everyWordStarts ? WORD_PREFIX : best;
}

export interface BreedSearchOptions {
  /** Most results returned (default 20). */
  limit?: number;
}

/**
 * Breeds of `species` matching what the keeper typed, best first: a whole-name match, then
 * names starting with the query, then names whose words start with the query's words ("ret
 * gol" finds Golden Retriever), then the query anywhere in a name; ties in list order (more
 * common breeds first). An empty query returns the list in that order.
 */
export function searchBreeds(
  species: PetSpecies,
  query: string,
  options: BreedSearchOptions = {},
): Breed[] {
  if (!hasBreedList(species)) return [];
  const limit = options.limit ?? 20;
  const index = indexOf(species);
  const folded = foldSearchText(query);
  if (folded === '') return index.slice(0, limit).map((entry) => entry.breed);

  const queryWords = foldedWords(query);
  const hits: Array<{ entry: IndexedBreed; score: number }> = [];
  for (const entry of index) {
    const score = scoreOf(entry, folded, queryWords);
    if (score !== null) hits.push({ entry, score });
  }
  hits.sort((a, b) => a.score - b.score || a.entry.rank - b.entry.rank);
  return hits.slice(0, limit).map((hit) => hit.entry.breed);
}
