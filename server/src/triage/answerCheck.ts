// The answer checked against the keeper's own message before it is streamed, and in the tests over
// every case: no "watch for" line names a sign the keeper already reported, no reason says
// something the message contradicts, no line is said twice, and every first-aid step fits the
// findings (and the pet's profile) it is given for, with the first aid of the finding that set the
// level first. At run time `selectWatch`/`selectCare` (adviceSelection.ts) choose lines that pass
// and `repairAnswer` drops or rewrites whatever still does not; `answerProblems` reports what
// would be wrong.
import {
  adviceCaseOf,
  careText,
  EMERGENCY_SAFE_CARE,
  isReported,
  PROFILE_CARE,
  profileAllows,
  profileConflict,
  reportedNames,
  type AdviceCase,
} from './adviceSelection';
import { knowledgeBase } from './knowledgeBase';
import type { PetProfile, Reason, TriageResult } from './types';

export type AnswerRule =
  | 'watch_names_reported_sign'
  | 'reason_contradicts_message'
  | 'repeated_line'
  | 'care_does_not_fit'
  | 'care_against_profile'
  | 'level_first_aid_missing';

export interface AnswerProblem {
  rule: AnswerRule;
  detail: string;
  /** The watch or care line at fault, when it is one. */
  item?: string;
}

function escalationFor(reason: Reason) {
  const match = /^symptom:(.+)$/.exec(reason.ruleId);
  if (!match?.[1]) return undefined;
  return knowledgeBase.symptoms
    .get(match[1])
    ?.escalations?.find((e) => e.reason.en === reason.text.en);
}

function contradiction(reason: Reason, c: AdviceCase): string | undefined {
  return escalationFor(reason)?.contradictedBy?.find((id) => isReported(c, id));
}

const key = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.。、,!?！？]+$/u, '')
    .trim();

/** Sentences of an answer, for the repeated-line check (short labels excluded). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.。!?！？])\s*|\n+/u)
    .map(key)
    .filter((s) => s.length >= 12);
}

/** The care ids that are first aid for a finding or exposure at the answer's level. */
export function levelSettingCare(result: TriageResult, c: AdviceCase): string[] {
  const ids = new Set<string>();
  for (const reason of result.reasons.filter((r) => r.level === result.level)) {
    const [kind, id] = reason.ruleId.split(':');
    if (kind === 'symptom' && id) knowledgeBase.symptoms.get(id)?.care.forEach((x) => ids.add(x));
    if (kind === 'toxin' && id) knowledgeBase.toxins.get(id)?.care.forEach((x) => ids.add(x));
    if (kind === 'red_flag' && id) {
      const rule = knowledgeBase.redFlags.find((r) => r.id === id);
      for (const s of [...(rule?.all ?? []), ...(rule?.any ?? [])])
        if (isReported(c, s)) knowledgeBase.symptoms.get(s)?.care.forEach((x) => ids.add(x));
    }
  }
  return [...ids];
}

/** Everything in the answer that does not fit the message or the pet; [] when it is consistent. */
export function answerProblems(
  result: TriageResult,
  pet?: PetProfile | null,
  composed: readonly string[] = [],
): AnswerProblem[] {
  const c = adviceCaseOf(result, pet);
  const problems: AnswerProblem[] = [];
  for (const item of result.watchFor) {
    const entry = knowledgeBase.watch.get(item.id);
    if (!entry) continue;
    const named = reportedNames(entry, c);
    const said = item.text.en === entry.en ? named : [];
    const restWrong =
      entry.rest && item.text.en === entry.rest.en
        ? named.filter((id) => !entry.rest?.when.includes(id))
        : [];
    for (const id of [...said, ...restWrong])
      problems.push({
        rule: 'watch_names_reported_sign',
        detail: `${item.id} names ${id}`,
        item: item.id,
      });
  }
  for (const reason of result.reasons) {
    const by = contradiction(reason, c);
    if (by)
      problems.push({ rule: 'reason_contradicts_message', detail: `${reason.ruleId} vs ${by}` });
  }
  const groups: [string, string[]][] = [
    ['reason', result.reasons.flatMap((r) => [key(r.text.en), key(r.text.jp)])],
    ['watch', result.watchFor.flatMap((w) => [w.id, key(w.text.en)])],
    ['care', result.homeCare.flatMap((h) => [h.id, key(h.text.en)])],
    ['question', result.questions.map((q) => q.id)],
    ['sentence', composed.flatMap(sentencesOf)],
  ];
  for (const [group, values] of groups) {
    const seen = new Set<string>();
    for (const value of values) {
      if (seen.has(value)) problems.push({ rule: 'repeated_line', detail: `${group}: ${value}` });
      seen.add(value);
    }
  }
  const owners = new Set<string>(['c_log', ...PROFILE_CARE]);
  for (const f of c.findings.filter((x) => x.polarity !== 'absent'))
    knowledgeBase.symptoms.get(f.id)?.care.forEach((x) => owners.add(x));
  for (const e of c.exposures.filter((x) => x.polarity !== 'absent'))
    knowledgeBase.toxins.get(e.toxinId)?.care.forEach((x) => owners.add(x));
  for (const item of result.homeCare) {
    const entry = knowledgeBase.care.get(item.id);
    if (!entry) continue;
    if (!owners.has(item.id))
      problems.push({
        rule: 'care_does_not_fit',
        detail: `${item.id}: no finding it belongs to`,
        item: item.id,
      });
    const main = item.text.en === entry.en;
    if (main && entry.needsAny && !entry.needsAny.some((id) => isReported(c, id)))
      problems.push({
        rule: 'care_does_not_fit',
        detail: `${item.id}: none of its findings`,
        item: item.id,
      });
    const conflict = profileConflict(entry, c);
    if (main && conflict)
      problems.push({
        rule: 'care_against_profile',
        detail: `${item.id}: ${conflict}`,
        item: item.id,
      });
    if (!profileAllows(entry, c))
      problems.push({
        rule: 'care_against_profile',
        detail: `${item.id}: not for this pet`,
        item: item.id,
      });
  }
  const wanted = levelSettingCare(result, c).filter((id) => {
    const entry = knowledgeBase.care.get(id);
    if (result.level === 'emergency' && !EMERGENCY_SAFE_CARE.has(id)) return false;
    return entry !== undefined && careText(entry, c, { en: '', jp: '' }) !== null;
  });
  if (
    result.homeCare.length > 0 &&
    wanted.length > 0 &&
    !result.homeCare.some((h) => wanted.includes(h.id))
  )
    problems.push({
      rule: 'level_first_aid_missing',
      detail: `none of ${wanted.join(', ')} among ${result.homeCare.map((h) => h.id).join(', ')}`,
    });
  return problems;
}

/** The run-time repair: reasons that the message contradicts fall back to the sign's plain name,
 * repeated reasons go, and any watch or care line that still does not fit is dropped. */
export function repairAnswer(result: TriageResult, pet?: PetProfile | null): TriageResult {
  const c = adviceCaseOf(result, pet);
  const reasons: Reason[] = [];
  for (const reason of result.reasons) {
    let fixed = reason;
    if (contradiction(reason, c)) {
      const id = reason.ruleId.slice('symptom:'.length);
      const name = knowledgeBase.symptoms.get(id)?.name;
      fixed = name ? { ...reason, text: { en: name.en, jp: name.jp } } : reason;
    }
    const seen = reasons.some(
      (r) => key(r.text.en) === key(fixed.text.en) || key(r.text.jp) === key(fixed.text.jp),
    );
    if (!seen) reasons.push(fixed);
  }
  const repaired = { ...result, reasons };
  const bad = new Set(answerProblems(repaired, pet).flatMap((p) => (p.item ? [p.item] : [])));
  return {
    ...repaired,
    watchFor: repaired.watchFor.filter((w) => !bad.has(w.id)),
    homeCare: repaired.homeCare.filter((h) => !bad.has(h.id)),
  };
}
