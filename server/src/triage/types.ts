// The triage library's public vocabulary: what the chat, image-analysis and report routes pass in
// and get back. Nothing here knows about HTTP or the database.
import { TRIAGE_LEVELS, type TriageLevel } from '@contract/aiAssistant';

export const SPECIES = ['dog', 'cat', 'rabbit', 'bird', 'other'] as const;
export type Species = (typeof SPECIES)[number];

/** Most urgent first (the contract's list); `levelRank` turns a level into a comparable number. */
export const LEVELS = TRIAGE_LEVELS;
export type Level = TriageLevel;

export type Locale = 'en' | 'jp';
export type Localised = Record<Locale, string>;

export interface PetProfile {
  species?: Species | null;
  breed?: string | null;
  /** Age in years; fractions for young animals (0.25 = three months). */
  ageYears?: number | null;
  weightKg?: number | null;
  sex?: 'male' | 'female' | null;
  neutered?: boolean | null;
  pregnant?: boolean | null;
  /** Known conditions in the keeper's words or as ids ("diabetes", "epilepsy", "腎臓病"). */
  conditions?: readonly string[] | null;
  /** Known allergies in the keeper's words ("chicken", "鶏肉"): advice never suggests them. */
  allergies?: readonly string[] | null;
  /** Names of the medicines the pet takes ("insulin"). */
  medications?: readonly string[] | null;
}

export interface ThreadMessage {
  role: 'keeper' | 'assistant';
  text: string;
  /** For assistant turns: the ids of the follow-up questions that answer asked. */
  askedQuestionIds?: readonly string[];
}

export interface TriageInput {
  message: string;
  pet?: PetProfile | null;
  /** Earlier turns of this conversation, oldest first, without the current message. */
  thread?: readonly ThreadMessage[];
  /** Language of the answer; detected from the message when absent. */
  locale?: Locale;
  /** Signs reported outside the text, e.g. answers to the photo's guided questions (symptom ids). */
  observations?: readonly { id: string; polarity: Polarity; severity?: 'mild' | 'severe' }[];
}

export type Polarity = 'present' | 'absent' | 'unsure';
export type Trend = 'worse' | 'better' | 'same';

export interface Amount {
  /** Mass in grams, when the keeper gave a mass or a count we can convert. */
  grams?: number;
  /** Milligrams of active drug (tablets × strength). */
  milligrams?: number;
  /** Millilitres of a liquid. */
  millilitres?: number;
  /** Pieces: tablets, grapes, pieces of gum. */
  count?: number;
  /** The keeper's words for it. */
  text: string;
}

export interface Finding {
  /** A symptom id from knowledge/symptoms.json. */
  id: string;
  polarity: Polarity;
  /** How long it has been going on (hours). */
  durationHours?: number;
  onset?: 'sudden' | 'gradual';
  /** Episodes: "vomited 5 times". */
  count?: number;
  severity?: 'mild' | 'severe';
  trend?: Trend;
  bodyPart?: string;
  /** The words in the message that produced it. */
  evidence: string;
  /** 0 = the current message, 1 = the keeper's previous message, and so on. */
  turnsAgo: number;
}

export interface Exposure {
  /** A substance id from knowledge/toxins.json. */
  toxinId: string;
  /** A variant of the substance when the knowledge base distinguishes them (chocolate type). */
  variantId?: string;
  polarity: Polarity;
  amount?: Amount;
  hoursAgo?: number;
  evidence: string;
  turnsAgo: number;
}

export interface Reason {
  /** Which rule fired: `red_flag:…`, `toxin:…`, `symptom:…`, `modifier:…`, `question:…`. */
  ruleId: string;
  level: Level;
  text: Localised;
  source?: string;
}

export interface FollowUpQuestion {
  id: string;
  text: Localised;
  /** True when the level given now assumes the worse answer until this is answered. */
  blocking: boolean;
}

export interface LocalisedItem {
  id: string;
  text: Localised;
}

export interface DoseEstimate {
  toxinId: string;
  /** Per kg of body weight, in the unit the toxin's thresholds use. */
  perKg: number;
  unit: string;
  weightKg: number;
  /** True when the weight or amount was assumed (the keeper did not give it). */
  assumed: boolean;
}

export interface TriageResult {
  level: Level;
  /** True when a red-flag or toxin rule set the level (the safety layer). */
  safetyLevel: Level | null;
  /** The level a follow-up answer could lower; questions marked blocking explain why. */
  provisional: boolean;
  species: Species;
  findings: Finding[];
  exposures: Exposure[];
  doses: DoseEstimate[];
  reasons: Reason[];
  watchFor: LocalisedItem[];
  homeCare: LocalisedItem[];
  questions: FollowUpQuestion[];
  reminder: Localised;
  /** Nothing health-related was recognised in the conversation. */
  understood: boolean;
  /** Known conditions (profile and conversation) the advice was chosen for. */
  conditionTags?: string[];
  ageBand?: 'young' | 'old' | null;
  /** A more urgent answer given earlier in this conversation about something else. */
  earlier?: { level: Level; reasons: Reason[] };
  locale: Locale;
  engineVersion: string;
  knowledgeVersion: string;
}
