// Everything the rule stages need, resolved once: the profile (saved values first, then what the
// conversation says, then conservative defaults) and the merged findings and exposures.
import { readConversation } from './conversation';
import { knowledgeBase, OTHER_KINDS, type OtherKindOrUnknown } from './knowledgeBase';
import { conditionTagsOf } from './profileHints';
import type { Exposure, Finding, Locale, Species, TriageInput } from './types';

export interface EngineContext {
  species: Species;
  /** Which small pet a species "other" is; null for dogs, cats, rabbits and birds. */
  kind: OtherKindOrUnknown | null;
  sex: 'male' | 'female' | null;
  neutered: boolean | null;
  ageYears: number | null;
  ageBand: 'young' | 'old' | null;
  weightKg: number;
  /** No weight in the profile or the conversation: a light, conservative weight was assumed. */
  weightAssumed: boolean;
  pregnant: boolean;
  conditionTags: string[];
  brachycephalic: boolean;
  findings: Map<string, Finding>;
  exposures: Exposure[];
  understood: boolean;
  locale: Locale;
  /** The message is a new report: earlier turns only count where they bear on it. */
  scoped: boolean;
}

/** Present or unsure (unsure counts as present: the more urgent reading). */
export function has(context: EngineContext, id: string): boolean {
  const finding = context.findings.get(id);
  return finding !== undefined && finding.polarity !== 'absent';
}

export function isUnknown(context: EngineContext, id: string): boolean {
  return !context.findings.has(id);
}

export function buildContext(
  input: TriageInput,
  options: { wholeThread?: boolean } = {},
): EngineContext {
  const pet = input.pet ?? {};
  const facts = readConversation(input.message, input.thread ?? [], options);
  const hints = facts.hints;
  const species: Species =
    pet.species && pet.species !== 'other'
      ? pet.species
      : (hints.species ?? pet.species ?? 'other');
  const ageYears = pet.ageYears ?? hints.ageYears ?? null;
  const bands = knowledgeBase.modifiers.ageBands[species];
  let ageBand: 'young' | 'old' | null = null;
  if (ageYears !== null) {
    if (ageYears < bands.youngBelowYears) ageBand = 'young';
    else if (bands.oldFromYears !== null && ageYears >= bands.oldFromYears) ageBand = 'old';
  } else if (hints.ageBand) ageBand = hints.ageBand;
  const knownWeight = pet.weightKg ?? hints.weightKg ?? null;
  const breedWeight = species === (hints.species ?? species) ? hints.breedWeightKg : undefined;
  const weightKg = knownWeight ?? breedWeight ?? knowledgeBase.species[species].defaultWeightKg;
  return {
    species,
    kind:
      species === 'other'
        ? otherKindOf([pet.breed ?? '', input.message, ...keeperTurns(input)])
        : null,
    sex: pet.sex ?? hints.sex ?? null,
    neutered: pet.neutered ?? hints.neutered ?? null,
    ageYears,
    ageBand,
    weightKg,
    weightAssumed: knownWeight === null,
    pregnant: pet.pregnant ?? hints.pregnant ?? false,
    conditionTags: [...new Set([...conditionTagsOf(pet.conditions ?? []), ...hints.conditionTags])],
    brachycephalic:
      (hints.brachycephalic ?? false) ||
      knowledgeBase.modifiers.brachycephalicBreeds.some((b) =>
        (pet.breed ?? '').toLowerCase().includes(b.toLowerCase()),
      ),
    findings: new Map([
      ...facts.findings.map((f) => [f.id, f] as const),
      // Guided answers are deliberate statements: they override what the free text implied.
      ...(input.observations ?? []).map(
        (o) => [o.id, { ...o, evidence: 'guided answer', turnsAgo: 0 }] as const,
      ),
    ]),
    exposures: facts.exposures,
    understood: facts.understood || (input.observations ?? []).length > 0,
    locale: input.locale ?? facts.locale,
    scoped: facts.scoped,
  };
}

function keeperTurns(input: TriageInput): string[] {
  return (input.thread ?? []).filter((m) => m.role === 'keeper').map((m) => m.text);
}

/** The profile's breed first, then the conversation: "guinea pig", 「ハムスター」, "bearded dragon". */
function otherKindOf(texts: readonly string[]): OtherKindOrUnknown {
  for (const raw of texts) {
    const text = raw.normalize('NFKC').toLowerCase();
    for (const kind of OTHER_KINDS) {
      const words = knowledgeBase.otherKinds[kind];
      if (
        words.en.some((w) => new RegExp(`\\b${w}\\b`).test(text)) ||
        words.jp.some((w) => text.includes(w.normalize('NFKC').toLowerCase()))
      )
        return kind;
    }
  }
  return 'unknown';
}
