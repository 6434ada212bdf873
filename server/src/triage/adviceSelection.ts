// The watch and care lines chosen for one answer: a watch line never names a sign the keeper has
// already reported (its rest is said instead, or nothing), and a care step is given only when it
// fits the findings and the pet's profile (allergies, medications, conditions, age). The answer
// check (answerCheck.ts) holds every answer to the same rules.
import { knowledgeBase, type AdviceEntry, type NamedSign } from './knowledgeBase';
import { conditionTagsOf } from './profileHints';
import type {
  Exposure,
  Finding,
  Localised,
  LocalisedItem,
  PetProfile,
  Species,
  TriageResult,
} from './types';

/** What the advice is chosen for: the reported signs, the exposures and the pet. */
export interface AdviceCase {
  species: Species;
  findings: readonly Finding[];
  exposures: readonly Exposure[];
  conditionTags: readonly string[];
  ageBand: 'young' | 'old' | null;
  allergies: readonly string[];
  medications: readonly string[];
}

// On the way to an emergency only steps that cannot delay or harm are offered.
export const EMERGENCY_SAFE_CARE: ReadonlySet<string> = new Set([
  'c_pressure',
  'c_cool',
  'c_carrier',
  'c_keep_packaging',
  'c_no_induce_vomit',
  'c_seizure_safe',
  'c_warm_bird',
  'c_warm_rabbit',
  'c_no_human_meds',
  'c_quiet_rest',
  'c_insulin_meal',
]);

export function adviceCaseOf(result: TriageResult, pet?: PetProfile | null): AdviceCase {
  return {
    species: result.species,
    findings: result.findings,
    exposures: result.exposures,
    conditionTags: result.conditionTags ?? conditionTagsOf(pet?.conditions ?? []),
    ageBand: result.ageBand ?? null,
    allergies: pet?.allergies ?? [],
    medications: pet?.medications ?? [],
  };
}

function reportedFinding(c: AdviceCase, id: string): Finding | undefined {
  return c.findings.find((f) => f.id === id && f.polarity !== 'absent');
}

export function isReported(c: AdviceCase, id: string): boolean {
  return reportedFinding(c, id) !== undefined;
}

/** The signs a watch line names that the keeper has already reported. */
export function reportedNames(entry: AdviceEntry, c: AdviceCase): string[] {
  return (entry.names ?? [])
    .filter((sign: NamedSign) => {
      if (typeof sign === 'string') return isReported(c, sign);
      const finding = reportedFinding(c, sign.id);
      if (!finding) return false;
      if (sign.countAtLeast !== undefined && (finding.count ?? 0) < sign.countAtLeast) return false;
      if (sign.hoursAtLeast !== undefined && (finding.durationHours ?? 0) < sign.hoursAtLeast)
        return false;
      return true;
    })
    .map((sign) => (typeof sign === 'string' ? sign : sign.id));
}

/** The watch line as it may be said here: whole, only its rest, or not at all. */
function watchText(entry: AdviceEntry, c: AdviceCase): Localised | null {
  const named = reportedNames(entry, c);
  if (named.length === 0) return { en: entry.en, jp: entry.jp };
  if (entry.rest && named.every((id) => entry.rest?.when.includes(id)))
    return { en: entry.rest.en, jp: entry.rest.jp };
  return null;
}

function matchesAny(text: string, words: { en: string[]; jp: string[] }): boolean {
  const lower = text.normalize('NFKC').toLowerCase();
  return (
    words.en.some((w) => new RegExp(`\\b${w}`, 'i').test(lower)) ||
    words.jp.some((w) => lower.includes(w.normalize('NFKC').toLowerCase()))
  );
}

/** The keys of `advice.json` `ingredients` the pet is allergic to. */
function allergens(c: AdviceCase): string[] {
  return Object.entries(knowledgeBase.ingredients)
    .filter(([, words]) => c.allergies.some((a) => matchesAny(a, words)))
    .map(([key]) => key);
}

function takes(c: AdviceCase, medication: string): boolean {
  const words = knowledgeBase.medications[medication];
  return words !== undefined && c.medications.some((m) => matchesAny(m, words));
}

/** Why the profile rules a care step out as written, or null when it does not. */
export function profileConflict(entry: AdviceEntry, c: AdviceCase): string | null {
  const allergic = (entry.ingredients ?? []).filter((i) => allergens(c).includes(i));
  if (allergic.length > 0) return `contains ${allergic.join(', ')} (allergy)`;
  const tags = entry.avoidWith?.conditionTags?.filter((t) => c.conditionTags.includes(t)) ?? [];
  if (tags.length > 0) return `not as written for ${tags.join(', ')}`;
  if (c.ageBand && entry.avoidWith?.ageBand?.includes(c.ageBand)) return `not for ${c.ageBand}`;
  return null;
}

export function profileAllows(entry: AdviceEntry, c: AdviceCase): boolean {
  if (entry.species && !entry.species.includes(c.species)) return false;
  if (!entry.onlyWith) return true;
  return (
    (entry.onlyWith.conditionTags ?? []).some((t) => c.conditionTags.includes(t)) ||
    (entry.onlyWith.medications ?? []).some((m) => takes(c, m))
  );
}

/** The care step as it may be said here, or null when it does not fit. */
export function careText(entry: AdviceEntry, c: AdviceCase, petName: Localised): Localised | null {
  if (!profileAllows(entry, c)) return null;
  let text: Localised = { en: entry.en, jp: entry.jp };
  if (entry.needsAny && !entry.needsAny.some((id) => isReported(c, id))) {
    if (!entry.otherwise) return null;
    text = { en: entry.otherwise.en, jp: entry.otherwise.jp };
  }
  if (profileConflict(entry, c)) {
    if (!entry.profileAlternative) return null;
    text = { en: entry.profileAlternative.en, jp: entry.profileAlternative.jp };
  }
  return {
    en: text.en.replace(/\{pet\}/g, petName.en),
    jp: text.jp.replace(/\{pet\}/g, petName.jp),
  };
}

export function selectWatch(ids: readonly string[], c: AdviceCase, max: number): LocalisedItem[] {
  const items: LocalisedItem[] = [];
  for (const id of new Set(ids)) {
    const entry = knowledgeBase.watch.get(id);
    if (!entry || (entry.species && !entry.species.includes(c.species))) continue;
    const text = watchText(entry, c);
    if (!text || items.some((i) => i.text.en === text.en)) continue;
    items.push({ id, text });
    if (items.length >= max) break;
  }
  return items;
}

/** Care steps that only some profiles need (insulin and meals), added where they fit. */
export const PROFILE_CARE: readonly string[] = [...knowledgeBase.care.entries()]
  .filter(([, entry]) => entry.onlyWith !== undefined)
  .map(([id]) => id);

export function selectCare(
  ids: readonly string[],
  c: AdviceCase,
  max: number,
  petName: Localised = { en: 'your pet', jp: 'その子' },
): LocalisedItem[] {
  const items: LocalisedItem[] = [];
  for (const id of new Set([...PROFILE_CARE, ...ids])) {
    const entry = knowledgeBase.care.get(id);
    if (!entry) continue;
    const text = careText(entry, c, petName);
    if (!text || items.some((i) => i.text.en === text.en)) continue;
    items.push({ id, text });
    if (items.length >= max) break;
  }
  return items;
}
