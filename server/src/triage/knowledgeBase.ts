// The knowledge base as typed data. The JSON files in knowledge/ are the source of truth (each
// entry names its source); this module only gives them types and builds lookup tables once.
import adviceData from './knowledge/advice.json';
import lexiconData from './knowledge/lexicon.json';
import manifest from './knowledge/manifest.json';
import modifiersData from './knowledge/modifiers.json';
import questionsData from './knowledge/questions.json';
import redFlagsData from './knowledge/redFlags.json';
import sourcesData from './knowledge/sources.json';
import speciesData from './knowledge/species.json';
import symptomsData from './knowledge/symptoms.json';
import toxinsData from './knowledge/toxins.json';
import type { Level, Localised, Species } from './types';

export interface EscalationCondition {
  countAtLeast?: number;
  durationHoursAtLeast?: number;
  severe?: boolean;
  species?: Species[];
  /** Small pets this escalation does not apply to (a snake may skip meals for weeks). */
  notKinds?: OtherKind[];
  trend?: 'worse' | 'better';
  onset?: 'sudden' | 'gradual';
}

export interface TermSenseRule {
  terms: string[];
  unlessNear?: string[];
  unlessInSentence?: string[];
  onlyNear?: string[];
  notAfter?: string[];
  notBefore?: string[];
}

export interface ExpectedWith {
  with: string[];
  level: Level;
  reason: Localised;
  source: string;
}

export interface SymptomEntry {
  id: string;
  name: Localised;
  en: string[];
  jp: string[];
  misspellings?: string[];
  /**
   * Something that happened (a birth, a vaccine, an accident), not a sign that goes on: "three
   * weeks ago" says when, so it does not count as a sign lasting weeks.
   */
  event?: boolean;
  /** Terms whose sense depends on the words around them ("burned" is no burn near "pan"). */
  senses?: TermSenseRule[];
  level: Level;
  speciesLevel?: Partial<Record<Species, Level>>;
  /** For species "other": the level for one kind of small pet (a reptile skipping meals). */
  kindLevel?: Partial<Record<OtherKind, Level>>;
  escalations?: {
    when: EscalationCondition;
    level: Level;
    reason: Localised;
    /** Findings that make the reason's wording untrue ("without heat" after heat was stated). */
    contradictedBy?: string[];
  }[];
  /**
   * An expected, milder reading when it comes with these signs (a little quiet after a vaccine):
   * the level is at most `level` unless the keeper calls it severe or it escalated.
   */
  /** Lower levels where the sign is expected: quiet after a vaccine, sleepy after surgery. */
  expectedWith?: ExpectedWith | ExpectedWith[];
  /** Only a vet can put it right (an overgrown beak, a lump): calling it mild does not lower it. */
  vetOnly?: boolean;
  watch: string[];
  care: string[];
  source: string;
}

export interface FunctionEntry {
  id: string;
  /** The symptom that is present when this normal function is absent ("not eating" ⇒ anorexia). */
  whenAbsent: string;
  /** As for signs: "never swallows them" (socks) says nothing about swallowing. */
  senses?: TermSenseRule[];
  en: string[];
  jp: string[];
}

export interface RedFlagRule {
  id: string;
  species?: Species[];
  /** For species "other": which kind of small pet (from the profile's breed or the message). */
  kinds?: OtherKindOrUnknown[];
  all?: string[];
  any?: string[];
  anyAlso?: string[];
  /** Fires only with a sign present besides the rule's own (a vet's "come back if…", then a sign). */
  withAnotherSign?: boolean;
  sex?: ('male' | 'female' | null)[];
  neutered?: (boolean | null)[];
  age?: 'young' | 'old';
  pregnant?: boolean;
  conditionTags?: string[];
  unless?: {
    conditionTags?: string[];
    maxCount?: number;
    maxDurationHours?: number;
    /**
     * Words of the sign's own evidence that make it the lesser form ("soft", やわらか: soft
     * droppings are not the true diarrhoea of the rule), unless it is also called severe.
     */
    evidence?: string[];
    /**
     * With `evidence`: the lesser form only when one of these signs is also present (red urine
     * seen: urine is coming out) and every term the sign was read from is one of `evidence`
     * ("again and again to the toilet", not "only a little comes out"), even when the sign is
     * called severe (何度も says how often, not how bad).
     */
    withAnyOf?: string[];
  };
  level: Level;
  reason: Localised;
  source: string;
}

export interface ToxinVariant {
  id: string;
  en: string[];
  jp: string[];
  short?: { en: string[]; jp: string[] };
  mgPerGram?: number;
  perCount?: number;
  factor?: number;
  anyLevel?: Level;
}

export interface Serving {
  en: string[];
  jp: string[];
  grams: number;
  jpGrams?: number;
}

export interface ToxinSpeciesRule {
  any?: Level;
  thresholds?: { atLeast: number; level: Level }[];
  unknown?: Level;
}

export interface ToxinEntry {
  id: string;
  /** Matched only when the message names no other substance ("a plant", unless it says "a lily"). */
  fallback?: boolean;
  name: Localised;
  en: string[];
  jp: string[];
  basis: 'mg' | 'g' | 'any';
  doseUnit: string;
  tabletMg?: number;
  jpTabletMg?: number;
  variants: ToxinVariant[];
  /** Words around a term that decide its sense ("forgot to give his tablet" is no exposure). */
  senses?: TermSenseRule[];
  defaultVariant?: string;
  /**
   * Hours within which its signs appear (owner guides' timelines). Eaten at least this long ago
   * with no sign since, the emergency is over: a vet checks within a day (a blood test).
   */
  signsWithinHours?: number;
  servings: Serving[];
  species: Partial<Record<Species | 'default', ToxinSpeciesRule>>;
  reason: Localised;
  watch: string[];
  care: string[];
  source: string;
}

export interface QuestionEntry {
  id: string;
  kind: 'amount' | 'variant' | 'weight' | 'concept' | 'info' | 'duration' | 'none';
  concept?: string;
  toxin?: string;
  blocking: boolean;
  whenPresent?: string[];
  whenAnyPresent?: string[];
  whenUnknown?: string[];
  whenNoCount?: boolean;
  levelIfUnknown?: Level;
  speciesOnly?: Species[];
  text: Localised;
  source: string;
}

/** A sign a watch line names: reported means the line would tell the keeper what they told us. */
export type NamedSign = string | { id: string; countAtLeast?: number; hoursAtLeast?: number };

export interface AdviceEntry extends Localised {
  source: string;
  species?: Species[];
  /** Watch lines: the signs the line names. */
  names?: NamedSign[];
  /** Watch lines: what is still worth watching when only the `when` signs are already reported. */
  rest?: Localised & { when: string[] };
  /** Care: the findings it is first aid for; without one of them it does not fit the case. */
  needsAny?: string[];
  /** Care: the text to give instead when `needsAny` is not met (otherwise the item is dropped). */
  otherwise?: Localised;
  /** Care: foods it tells the keeper to give (keys of `ingredients`), checked against allergies. */
  ingredients?: string[];
  /** Care: profiles it must not be given to as written. */
  avoidWith?: { conditionTags?: string[]; ageBand?: ('young' | 'old')[] };
  /** Care: the text for a profile that rules the item out (allergy, condition, age). */
  profileAlternative?: Localised;
  /** Care: given only to pets with one of these conditions or medications. */
  onlyWith?: { conditionTags?: string[]; medications?: string[] };
}

/** Words for a food or a medicine in the keeper's profile ("Chicken", 鶏肉, "Caninsulin"). */
export type ProfileWords = Record<string, { en: string[]; jp: string[] }>;

export interface SpeciesWords {
  en: string[];
  jp: string[];
  defaultWeightKg: number;
}

/** The small pets behind species "other" differ where it matters: a guinea pig that stops eating
 * is in danger within hours, a snake that skips a meal is not. */
export const OTHER_KINDS = ['small_herbivore', 'small_mammal', 'reptile'] as const;
export type OtherKind = (typeof OTHER_KINDS)[number];
export type OtherKindOrUnknown = OtherKind | 'unknown';

export interface BreedEntry {
  species: Species;
  weightKg: number;
  en: string[];
  jp: string[];
}

export interface Source {
  title: string;
  publisher: string;
  url: string;
}

export interface KnowledgeBase {
  version: string;
  symptoms: Map<string, SymptomEntry>;
  functions: Map<string, FunctionEntry>;
  redFlags: RedFlagRule[];
  toxins: Map<string, ToxinEntry>;
  questions: Map<string, QuestionEntry>;
  watch: Map<string, AdviceEntry>;
  care: Map<string, AdviceEntry>;
  ingredients: ProfileWords;
  medications: ProfileWords;
  lexicon: typeof lexiconData;
  modifiers: typeof modifiersData;
  species: Record<Species, SpeciesWords>;
  otherKinds: Record<OtherKind, { en: string[]; jp: string[] }>;
  breeds: BreedEntry[];
  sources: Record<string, Source>;
}

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

export const ENGINE_VERSION: string = manifest.engineVersion;
export const KNOWLEDGE_VERSION: string = manifest.knowledgeVersion;

// JSON imports are typed from their contents; the interfaces above are what the rest of the
// engine relies on, and knowledgeBase.test.ts checks every reference between the files.
export const knowledgeBase: KnowledgeBase = {
  version: KNOWLEDGE_VERSION,
  symptoms: byId(symptomsData.symptoms as SymptomEntry[]),
  functions: byId(symptomsData.functions as FunctionEntry[]),
  redFlags: redFlagsData.rules as RedFlagRule[],
  toxins: byId(toxinsData.toxins as ToxinEntry[]),
  questions: byId(questionsData.questions as QuestionEntry[]),
  watch: new Map(Object.entries(adviceData.watch as Record<string, AdviceEntry>)),
  care: new Map(Object.entries(adviceData.care as Record<string, AdviceEntry>)),
  ingredients: adviceData.ingredients,
  medications: adviceData.medications,
  lexicon: lexiconData,
  modifiers: modifiersData,
  species: speciesData.species as Record<Species, SpeciesWords>,
  otherKinds: speciesData.otherKinds,
  breeds: speciesData.breeds as BreedEntry[],
  sources: sourcesData as Record<string, Source>,
};
