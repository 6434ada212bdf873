import { BIRD_SPECIES } from './birdSpecies';
import { BREEDS, breedName, findBreed, searchBreeds } from './breedSearch';
import { foldSearchText } from './searchText';
import { PET_SPECIES, SEX_LABELS, SPECIES_LABELS } from './species';

const codes = (species: Parameters<typeof searchBreeds>[0], query: string) =>
  searchBreeds(species, query, { limit: 5 }).map((breed) => breed.code);

describe('breed lists', () => {
  it('have unique, stable-looking codes and both names', () => {
    for (const [species, breeds] of Object.entries(BREEDS)) {
      const seen = new Set<string>();
      for (const breed of breeds) {
        expect(breed.code).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(seen.has(breed.code)).toBe(false);
        seen.add(breed.code);
        expect(breed.en.trim()).toBe(breed.en);
        expect(breed.jp).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      }
      expect(seen.has('unknown')).toBe(true);
      expect(breeds.length).toBeGreaterThan(species === 'rabbit' ? 20 : 40);
    }
  });

  it('labels species and sexes in both languages', () => {
    for (const species of PET_SPECIES) expect(SPECIES_LABELS[species].jp).not.toBe('');
    expect(SEX_LABELS.female.jp).toBe('メス');
  });

  it('finds by code and names in the keeper’s language', () => {
    const shiba = findBreed('dog', 'shiba');
    expect(shiba && breedName(shiba, 'jp')).toBe('柴');
    expect(findBreed('other', 'shiba')).toBeUndefined();
    expect(BIRD_SPECIES[0]?.jp).toBe('セキセイインコ');
  });
});

describe('searchBreeds', () => {
  it('finds English names by prefix, case-insensitively', () => {
    expect(codes('dog', 'toy')[0]).toBe('toy_poodle');
    expect(codes('dog', 'GOLDEN')[0]).toBe('golden_retriever');
    expect(codes('cat', 'mai')[0]).toBe('maine_coon');
  });

  it('ranks whole names, then name prefixes, then word prefixes, then substrings', () => {
    expect(codes('dog', 'poodle')[0]).toBe('toy_poodle');
    expect(codes('dog', 'retriever')).toEqual([
      'golden_retriever',
      'labrador_retriever',
      'flat_coated_retriever',
      'nova_scotia_duck_tolling_retriever',
    ]);
    expect(codes('dog', 'ret gol')).toEqual(['golden_retriever']);
    expect(codes('dog', 'huahua')).toEqual(['chihuahua', 'chihuahua_poodle_mix']);
  });

  it('folds hiragana, katakana, width, middle dots and long-vowel marks', () => {
    expect(codes('dog', 'トイプードル')[0]).toBe('toy_poodle');
    expect(codes('dog', 'といぷーどる')[0]).toBe('toy_poodle');
    expect(codes('dog', 'ﾄｲﾌﾟｰﾄﾞﾙ')[0]).toBe('toy_poodle');
    expect(codes('dog', 'ゴールデンレトリバー')[0]).toBe('golden_retriever');
    expect(codes('dog', 'ごーるでん')[0]).toBe('golden_retriever');
    expect(codes('cat', 'すこてぃっしゅ')[0]).toBe('scottish_fold');
  });

  it('finds Japanese names, kanji and nicknames', () => {
    expect(codes('dog', '柴')[0]).toBe('shiba');
    expect(codes('dog', '柴犬')[0]).toBe('shiba');
    expect(codes('dog', 'しば')[0]).toBe('shiba');
    expect(codes('dog', '秋田犬')[0]).toBe('akita');
    expect(codes('cat', 'アメショー')[0]).toBe('american_shorthair');
    expect(codes('bird', 'ぶんちょう')[0]).toBe('java_sparrow');
    expect(codes('bird', '文鳥')[0]).toBe('java_sparrow');
    expect(codes('bird', 'budgie')[0]).toBe('budgerigar');
    expect(codes('rabbit', 'ねざー')[0]).toBe('netherland_dwarf');
    expect(codes('dog', '雑種')[0]).toBe('mixed');
  });

  it('ignores accents', () => {
    expect(codes('dog', 'vendeen')).toEqual(['petit_basset_griffon_vendeen']);
    expect(codes('dog', 'Vendéen')).toEqual(['petit_basset_griffon_vendeen']);
    expect(codes('cat', 'chartreux')).toEqual(['chartreux']);
  });

  it('keeps kana voicing marks apart (バ is not ハ)', () => {
    expect(foldSearchText('ガ')).not.toBe(foldSearchText('カ'));
    expect(foldSearchText('が')).toBe(foldSearchText('ガ'));
  });

  it('lists common breeds first for an empty query, and nothing for other animals', () => {
    expect(codes('dog', '')).toEqual([
      'toy_poodle',
      'chihuahua',
      'miniature_dachshund',
      'mixed',
      'pomeranian',
    ]);
    expect(codes('dog', '  ・ ')).toHaveLength(5);
    expect(searchBreeds('other', 'dog')).toEqual([]);
    expect(searchBreeds('dog', 'zzzz')).toEqual([]);
    expect(searchBreeds('dog', 'a', { limit: 3 })).toHaveLength(3);
  });
});
