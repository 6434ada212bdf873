// Follow-up questions. A blocking question is one whose answer could lower the level: until it is
// answered, the level given is the one the worse answer would give ("unsure ⇒ more urgent").
import { has, isUnknown, type EngineContext } from './engineContext';
import { knowledgeBase, type QuestionEntry } from './knowledgeBase';
import { mostUrgent } from './levels';
import type { FollowUpQuestion, Level, Localised } from './types';

export interface QuestionOutcome {
  questions: FollowUpQuestion[];
  /** The level the unanswered blocking questions assume. */
  floor: Level;
}

const MAX_QUESTIONS = 3;

/** Already answered by the keeper's own words: the sign that calls for the question was described
 * with the function still happening in a small amount ("passing small amounts of urine",
 * 「少しだけおしっこが出る」), so the worse answer (none at all) is not the one to assume. */
function answeredInMessage(q: QuestionEntry, context: EngineContext): boolean {
  const fn = q.concept ? knowledgeBase.functions.get(q.concept) : undefined;
  if (!fn) return false;
  const { lexicon } = knowledgeBase;
  const callers = [...(q.whenPresent ?? []), ...(q.whenAnyPresent ?? [])];
  return callers.some((id) => {
    const finding = context.findings.get(id);
    if (!finding || finding.polarity === 'absent') return false;
    const evidence = finding.evidence.normalize('NFKC').toLowerCase();
    const said = (words: readonly string[]) =>
      words.some((w) => evidence.includes(w.normalize('NFKC').toLowerCase()));
    const small = [...lexicon.en.mild, ...lexicon.jp.mild, 'small amounts', 'drops', 'dribbl'];
    return (
      said([...fn.en, ...fn.jp]) && said(small.filter((w) => !/once|一度|1度|一回|1回/.test(w)))
    );
  });
}

function applies(q: QuestionEntry, context: EngineContext): boolean {
  if (answeredInMessage(q, context)) return false;
  if (q.speciesOnly && !q.speciesOnly.includes(context.species)) return false;
  if (q.whenPresent && !q.whenPresent.every((id) => has(context, id))) return false;
  if (q.whenAnyPresent && !q.whenAnyPresent.some((id) => has(context, id))) return false;
  if (q.whenUnknown && !q.whenUnknown.every((id) => isUnknown(context, id))) return false;
  if (
    q.whenNoCount &&
    (q.whenAnyPresent ?? []).some((id) => context.findings.get(id)?.count !== undefined)
  )
    return false;
  return q.whenPresent !== undefined || q.whenAnyPresent !== undefined;
}

function withPet(text: Localised, petName: string | undefined): Localised {
  return {
    en: text.en.replace(/\{pet\}/g, petName ?? 'your pet'),
    jp: text.jp.replace(/\{pet\}/g, petName ?? 'その子'),
  };
}

export function selectQuestions(
  context: EngineContext,
  toxinQuestionIds: readonly string[],
  petName?: string,
): QuestionOutcome {
  const chosen: QuestionEntry[] = [];
  let floor: Level = 'no_action';
  for (const id of toxinQuestionIds) {
    const q = knowledgeBase.questions.get(id);
    if (q) chosen.push(q);
  }
  for (const q of knowledgeBase.questions.values()) {
    if (q.kind !== 'concept' && q.kind !== 'info') continue;
    if (!applies(q, context)) continue;
    chosen.push(q);
    if (q.blocking && q.levelIfUnknown) floor = mostUrgent(floor, q.levelIfUnknown);
  }
  const present = [...context.findings.values()].filter((f) => f.polarity !== 'absent');
  if (
    present.length > 0 &&
    present.every((f) => f.durationHours === undefined) &&
    context.exposures.length === 0
  ) {
    const q = knowledgeBase.questions.get('q_since_when');
    if (q) chosen.push(q);
  }
  if (!context.understood) {
    const q = knowledgeBase.questions.get('q_what_signs');
    if (q) chosen.push(q);
  }
  // Blocking questions first; at most three so the keeper is not interrogated.
  const ordered = [...chosen.filter((q) => q.blocking), ...chosen.filter((q) => !q.blocking)].slice(
    0,
    MAX_QUESTIONS,
  );
  return {
    questions: ordered.map((q) => ({
      id: q.id,
      text: withPet(q.text, petName),
      blocking: q.blocking,
    })),
    floor,
  };
}
