// Stage 3: red-flag rules per species (knowledge/redFlags.json). Any rule that fires sets at least
// its level, whatever the scoring below says.
import { has, type EngineContext } from './engineContext';
import { knowledgeBase, type RedFlagRule } from './knowledgeBase';
import type { Reason } from './types';

function matches(rule: RedFlagRule, context: EngineContext): boolean {
  if (rule.species && !rule.species.includes(context.species)) return false;
  if (rule.kinds && (context.kind === null || !rule.kinds.includes(context.kind))) return false;
  if (rule.sex && !rule.sex.includes(context.sex)) return false;
  if (rule.neutered && !rule.neutered.includes(context.neutered)) return false;
  if (rule.age && context.ageBand !== rule.age) return false;
  if (rule.pregnant !== undefined && context.pregnant !== rule.pregnant) return false;
  if (rule.conditionTags && !rule.conditionTags.some((t) => context.conditionTags.includes(t)))
    return false;
  if (rule.all && !rule.all.every((id) => has(context, id))) return false;
  if (rule.any && !rule.any.some((id) => has(context, id))) return false;
  if (rule.anyAlso && !rule.anyAlso.some((id) => has(context, id))) return false;
  if (
    rule.withAnotherSign &&
    ![...context.findings.values()].some(
      (f) => f.polarity === 'present' && !(rule.all ?? []).includes(f.id),
    )
  )
    return false;
  if (rule.unless) {
    const { conditionTags, maxCount, maxDurationHours, evidence, withAnyOf } = rule.unless;
    const first = rule.all?.[0] ?? rule.any?.[0];
    const finding = first ? context.findings.get(first) : undefined;
    const exempt =
      (!conditionTags || conditionTags.some((t) => context.conditionTags.includes(t))) &&
      (maxCount === undefined || (finding?.count ?? 1) <= maxCount) &&
      (maxDurationHours === undefined ||
        finding?.durationHours === undefined ||
        finding.durationHours <= maxDurationHours) &&
      (evidence === undefined ||
        (withAnyOf === undefined
          ? finding?.severity !== 'severe' &&
            evidence.some((word) => finding?.evidence.toLowerCase().includes(word))
          : withAnyOf.some((id) => has(context, id)) &&
            onlyTheseWords(finding?.evidence ?? '', evidence))) &&
      finding?.trend !== 'worse';
    if (exempt) return false;
  }
  return true;
}

/** Every term the sign was read from (joined by " … ") is one of `words`. */
function onlyTheseWords(evidence: string, words: readonly string[]): boolean {
  const parts = evidence.toLowerCase().split(' … ');
  return parts.every((part) => words.some((word) => part.includes(word)));
}

export function evaluateRedFlags(context: EngineContext): Reason[] {
  return knowledgeBase.redFlags
    .filter((rule) => matches(rule, context))
    .map((rule) => ({
      ruleId: `red_flag:${rule.id}`,
      level: rule.level,
      text: rule.reason,
      source: rule.source,
    }));
}
