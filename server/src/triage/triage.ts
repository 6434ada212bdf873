// The triage pipeline (DESIGN.md): normalise → findings → red flags → toxins → scoring →
// questions → result. Pure and synchronous: no database, no network, a few milliseconds a message.
import { buildContext, type EngineContext } from './engineContext';
import { selectQuestions } from './followUpQuestions';
import { ENGINE_VERSION, KNOWLEDGE_VERSION, knowledgeBase } from './knowledgeBase';
import { levelRank, mostUrgent } from './levels';
import { evaluateRedFlags } from './redFlags';
import { scoreFindings } from './scoring';
import { evaluateToxins } from './toxinRules';
import type { Level, Localised, LocalisedItem, Reason, TriageInput, TriageResult } from './types';

export const NOT_A_DIAGNOSIS: Localised = {
  en: 'This is not a diagnosis: it is a guide to how urgently to see a vet. If you are worried, call your vet.',
  jp: 'これは診断ではなく、受診の緊急度の目安です。心配なときは動物病院に電話してください。',
};

const MAX_ITEMS = 5;

function advice(
  ids: readonly string[],
  table: typeof knowledgeBase.watch,
  context: EngineContext,
): LocalisedItem[] {
  const items: LocalisedItem[] = [];
  for (const id of new Set(ids)) {
    const entry = table.get(id);
    if (!entry || (entry.species && !entry.species.includes(context.species))) continue;
    items.push({ id, text: { en: entry.en, jp: entry.jp } });
    if (items.length >= MAX_ITEMS) break;
  }
  return items;
}

// On the way to an emergency only steps that cannot delay or harm are offered.
const EMERGENCY_SAFE_CARE = new Set([
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
]);

export interface TriageOptions {
  petName?: string;
}

export function triage(input: TriageInput, options: TriageOptions = {}): TriageResult {
  const context = buildContext(input);
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

  return {
    level,
    safetyLevel,
    provisional,
    species: context.species,
    findings: [...context.findings.values()],
    exposures: context.exposures,
    doses: toxins.doses,
    reasons,
    watchFor: advice(watchIds, knowledgeBase.watch, context),
    homeCare: advice(careIds, knowledgeBase.care, context),
    questions: questions.questions,
    reminder: NOT_A_DIAGNOSIS,
    understood: context.understood,
    locale: context.locale,
    engineVersion: ENGINE_VERSION,
    knowledgeVersion: KNOWLEDGE_VERSION,
  };
}
