// The triage pipeline (DESIGN.md): normalise → findings → red flags → toxins → scoring →
// questions → result. Pure and synchronous: no database, no network, a few milliseconds a message.
import { EMERGENCY_SAFE_CARE, selectCare, selectWatch, type AdviceCase } from './adviceSelection';
import { levelSettingCare, repairAnswer } from './answerCheck';
import { buildContext } from './engineContext';
import { selectQuestions } from './followUpQuestions';
import { ENGINE_VERSION, KNOWLEDGE_VERSION, knowledgeBase } from './knowledgeBase';
import { levelRank, mostUrgent } from './levels';
import { evaluateRedFlags } from './redFlags';
import { scoreFindings } from './scoring';
import { evaluateToxins } from './toxinRules';
import type { Level, Localised, Reason, TriageInput, TriageResult } from './types';

export const NOT_A_DIAGNOSIS: Localised = {
  en: 'This is not a diagnosis: it is a guide to how urgently to see a vet. If you are worried, call your vet.',
  jp: 'これは診断ではなく、受診の緊急度の目安です。心配なときは動物病院に電話してください。',
};

const MAX_ITEMS = 5;

export interface TriageOptions {
  petName?: string;
  /** Read every earlier turn as part of this message (how the earlier answer is found). */
  wholeThread?: boolean;
}

export function triage(input: TriageInput, options: TriageOptions = {}): TriageResult {
  const context = buildContext(input, { wholeThread: options.wholeThread });
  const redFlags = evaluateRedFlags(context);
  const toxins = evaluateToxins(context);
  const scored = scoreFindings(context);
  const questions = selectQuestions(context, toxins.blockingQuestions, options.petName);

  const safetyReasons = [...redFlags, ...toxins.reasons];
  const safetyLevel: Level | null =
    safetyReasons.length > 0 ? mostUrgent(...safetyReasons.map((r) => r.level)) : null;
  const level = mostUrgent(safetyLevel, scored.level, questions.floor);
  const provisional = questions.questions.some((q) => q.blocking);

  const reasons: Reason[] = [...safetyReasons, ...scored.reasons]
    .filter((r, i, all) => all.findIndex((o) => o.text.en === r.text.en) === i)
    .sort((a, b) => levelRank(b.level) - levelRank(a.level));
  if (
    questions.floor !== 'no_action' &&
    levelRank(questions.floor) > levelRank(mostUrgent(safetyLevel, scored.level))
  ) {
    reasons.unshift({
      ruleId: 'question:unanswered',
      level: questions.floor,
      text: {
        en: 'Until the question below is answered, the more urgent possibility is assumed',
        jp: '下の質問への回答があるまで、より緊急性の高い可能性を前提にしています',
      },
    });
  }

  const symptomEntries = scored.symptomIds
    .map((id) => knowledgeBase.symptoms.get(id))
    .filter((s) => s !== undefined);
  const toxinEntries = toxins.toxinIds
    .map((id) => knowledgeBase.toxins.get(id))
    .filter((t) => t !== undefined);
  const ordered = [
    ...toxinEntries,
    ...symptomEntries.sort((a, b) => levelRank(b.level) - levelRank(a.level)),
  ];
  const watchIds = ordered.flatMap((e) => e.watch);
  if (level !== 'emergency') watchIds.push('w_worse');
  let careIds = ordered.flatMap((e) => e.care);
  if (level === 'emergency') careIds = careIds.filter((id) => EMERGENCY_SAFE_CARE.has(id));
  if (careIds.length === 0 && level !== 'emergency' && level !== 'no_action') careIds.push('c_log');

  const findings = [...context.findings.values()];
  const adviceCase: AdviceCase = {
    species: context.species,
    findings,
    exposures: context.exposures,
    conditionTags: context.conditionTags,
    ageBand: context.ageBand,
    allergies: input.pet?.allergies ?? [],
    medications: input.pet?.medications ?? [],
  };
  const draft: TriageResult = {
    level,
    safetyLevel,
    provisional,
    species: context.species,
    findings,
    exposures: context.exposures,
    doses: toxins.doses,
    reasons,
    watchFor: selectWatch(watchIds, adviceCase, MAX_ITEMS),
    homeCare: [],
    questions: questions.questions,
    reminder: NOT_A_DIAGNOSIS,
    understood: context.understood,
    conditionTags: context.conditionTags,
    ageBand: context.ageBand,
    locale: context.locale,
    engineVersion: ENGINE_VERSION,
    knowledgeVersion: KNOWLEDGE_VERSION,
  };
  // The first aid of what set the level comes first, so the five-item limit never cuts it.
  const first = levelSettingCare(draft, adviceCase).filter((id) => careIds.includes(id));
  const petName = {
    en: options.petName ?? 'your pet',
    jp: options.petName ?? 'その子',
  };
  let homeCare = selectCare([...first, ...careIds], adviceCase, MAX_ITEMS, petName);
  if (level === 'emergency') homeCare = homeCare.filter((c) => EMERGENCY_SAFE_CARE.has(c.id));
  const answer = repairAnswer({ ...draft, homeCare }, input.pet);
  const earlier = context.scoped ? earlierAnswer(input, options) : null;
  if (earlier && levelRank(earlier.level) > levelRank(level)) answer.earlier = earlier;
  return answer;
}

/** The most urgent answer given before this message, when the message is about something else:
 * the thread before it read as one (one more pass, however long the thread), kept visible as
 * earlier, not repeated as the answer to the new question. */
function earlierAnswer(
  input: TriageInput,
  options: TriageOptions,
): NonNullable<TriageResult['earlier']> | null {
  const thread = input.thread ?? [];
  const at = thread.map((m) => m.role).lastIndexOf('keeper');
  const last = thread[at];
  if (!last) return null;
  const before = triage(
    { message: last.text, pet: input.pet, thread: thread.slice(0, at), locale: input.locale },
    { ...options, wholeThread: true },
  );
  return before.understood ? { level: before.level, reasons: before.reasons.slice(0, 1) } : null;
}
