// The term matchers built once from the knowledge base: concepts (symptoms and the normal
// functions whose absence is a symptom), substances (toxins and their variants), cue words.
import { knowledgeBase, type TermSenseRule } from './knowledgeBase';
import { PhraseMatcher } from './phraseMatcher';
import type { TermSense } from './termSenses';
import type { Species } from './types';
import { loadEnglishLexicon } from './wordForms';

export type Concept = { kind: 'symptom'; id: string } | { kind: 'function'; id: string };
export type Substance = { toxinId: string; variantId?: string; short?: boolean };
export type Cue =
  | { kind: 'negation'; scope: 'nominal' | 'verbal' }
  | { kind: 'uncertain' }
  | { kind: 'pseudo' }
  | { kind: 'breaker' }
  | { kind: 'worse' }
  | { kind: 'better' }
  | { kind: 'sudden' }
  | { kind: 'gradual' }
  | { kind: 'severe' }
  | { kind: 'mild' };
export type SpeciesWord = { species: Species; weightKg?: number; breed?: string };

/** The sense rules of a term (several rules may name the same term: their words add up). */
function senseFinder(
  rules: readonly TermSenseRule[] | undefined,
): (term: string) => TermSense | undefined {
  return (term) => {
    const own = rules?.filter((rule) => rule.terms.includes(term)) ?? [];
    if (own.length === 0) return undefined;
    return {
      unlessNear: own.flatMap((r) => r.unlessNear ?? []),
      unlessInSentence: own.flatMap((r) => r.unlessInSentence ?? []),
      onlyNear: own.flatMap((r) => r.onlyNear ?? []),
      notAfter: own.flatMap((r) => r.notAfter ?? []),
      notBefore: own.flatMap((r) => r.notBefore ?? []),
    };
  };
}

function build(): {
  concepts: PhraseMatcher<Concept>;
  substances: PhraseMatcher<Substance>;
  fallbackSubstances: PhraseMatcher<Substance>;
  shortVariants: PhraseMatcher<Substance>;
  cues: PhraseMatcher<Cue>;
  species: PhraseMatcher<SpeciesWord>;
  vocabulary: Set<string>;
  knownWords: Set<string>;
} {
  const concepts = new PhraseMatcher<Concept>(true);
  for (const symptom of knowledgeBase.symptoms.values()) {
    const payload: Concept = { kind: 'symptom', id: symptom.id };
    const senseOf = senseFinder(symptom.senses);
    for (const term of [...symptom.en, ...(symptom.misspellings ?? [])])
      concepts.addEnglish(term, payload, senseOf(term));
    for (const term of symptom.jp) concepts.addJapanese(term, payload, senseOf(term));
  }
  for (const fn of knowledgeBase.functions.values()) {
    const payload: Concept = { kind: 'function', id: fn.id };
    const senseOf = senseFinder(fn.senses);
    for (const term of fn.en) concepts.addEnglish(term, payload, senseOf(term));
    for (const term of fn.jp) concepts.addJapanese(term, payload, senseOf(term));
  }

  const named = new PhraseMatcher<Substance>();
  const fallbackSubstances = new PhraseMatcher<Substance>();
  const shortVariants = new PhraseMatcher<Substance>();
  for (const toxin of knowledgeBase.toxins.values()) {
    const substances = toxin.fallback ? fallbackSubstances : named;
    // A term that names a variant too ("needle") is matched as the variant only.
    const variantEn = new Set(toxin.variants.flatMap((v) => v.en));
    const variantJp = new Set(toxin.variants.flatMap((v) => v.jp));
    const senseOf = senseFinder(toxin.senses);
    for (const term of toxin.en)
      if (!variantEn.has(term)) substances.addEnglish(term, { toxinId: toxin.id }, senseOf(term));
    for (const term of toxin.jp)
      if (!variantJp.has(term)) substances.addJapanese(term, { toxinId: toxin.id }, senseOf(term));
    for (const variant of toxin.variants) {
      const payload = { toxinId: toxin.id, variantId: variant.id };
      for (const term of variant.en) substances.addEnglish(term, payload);
      for (const term of variant.jp) substances.addJapanese(term, payload);
      for (const term of variant.short?.en ?? [])
        shortVariants.addEnglish(term, { ...payload, short: true });
      for (const term of variant.short?.jp ?? [])
        shortVariants.addJapanese(term, { ...payload, short: true });
    }
  }

  const { en, jp } = knowledgeBase.lexicon;
  const cues = new PhraseMatcher<Cue>();
  for (const term of en.negationCues.nominal)
    cues.addEnglish(term, { kind: 'negation', scope: 'nominal' });
  for (const term of en.negationCues.verbal)
    cues.addEnglish(term, { kind: 'negation', scope: 'verbal' });
  for (const term of en.uncertaintyCues) cues.addEnglish(term, { kind: 'uncertain' });
  for (const term of en.pseudoNegations) cues.addEnglish(term, { kind: 'pseudo' });
  for (const term of en.scopeBreakers) cues.addEnglish(term, { kind: 'breaker' });
  const simple: [readonly string[], readonly string[], Cue][] = [
    [en.worse, jp.worse, { kind: 'worse' }],
    [en.better, jp.better, { kind: 'better' }],
    [en.sudden, jp.sudden, { kind: 'sudden' }],
    [en.gradual, jp.gradual, { kind: 'gradual' }],
    [en.severe, jp.severe, { kind: 'severe' }],
    [en.mild, jp.mild, { kind: 'mild' }],
  ];
  for (const [english, japanese, payload] of simple) {
    for (const term of english) cues.addEnglish(term, payload);
    for (const term of japanese) cues.addJapanese(term, payload);
  }
  for (const term of jp.uncertaintyCues) cues.addJapanese(term, { kind: 'uncertain' });

  const species = new PhraseMatcher<SpeciesWord>();
  for (const [name, words] of Object.entries(knowledgeBase.species) as [
    Species,
    (typeof knowledgeBase.species)[Species],
  ][]) {
    for (const term of words.en) species.addEnglish(term, { species: name });
    for (const term of words.jp) species.addJapanese(term, { species: name });
  }
  for (const breed of knowledgeBase.breeds) {
    for (const term of breed.en)
      species.addEnglish(term, { species: breed.species, weightKg: breed.weightKg, breed: term });
    for (const term of breed.jp)
      species.addJapanese(term, { species: breed.species, weightKg: breed.weightKg, breed: term });
  }

  const vocabulary = new Set([
    ...concepts.vocabulary,
    ...named.vocabulary,
    ...fallbackSubstances.vocabulary,
  ]);
  const knownWords = new Set([
    ...en.knownWords,
    ...cues.vocabulary,
    ...species.vocabulary,
    ...shortVariants.vocabulary,
  ]);
  return {
    concepts,
    substances: named,
    fallbackSubstances,
    shortVariants,
    cues,
    species,
    vocabulary,
    knownWords,
  };
}

export const matchers = build();
// The typo corrector's lexicon, loaded with the term index rather than on a keeper's first message.
loadEnglishLexicon();
