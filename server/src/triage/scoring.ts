// Stage 5: scoring of everything else. Each present sign has a base level (per species where the
// knowledge base says so), raised by its own escalations (how often, how long, how severe); then
// modifiers raise it: very young or old, pregnancy, an existing illness, several signs together,
// getting worse, a flat-faced breed with breathing or heat trouble. Modifiers alone never make an
// emergency: that takes a red flag, a toxin rule or an escalation.
import { has, type EngineContext } from './engineContext';
import { knowledgeBase, type EscalationCondition, type SymptomEntry } from './knowledgeBase';
import { levelFromRank, levelRank, mostUrgent } from './levels';
import type { Finding, Level, Reason } from './types';

export interface ScoreOutcome {
  level: Level;
  reasons: Reason[];
  /** The symptoms that contributed, for what-to-watch and home care. */
  symptomIds: string[];
}

const SYSTEMIC = [
  'lethargy',
  'anorexia',
  'weakness',
  'fever',
  'dehydration',
  'decreased_appetite',
  'hiding',
];
const GASTRO = ['vomiting', 'diarrhea', 'blood_in_stool', 'retching', 'regurgitation'];
const BREATHING_HEAT = [
  'breathing_difficulty',
  'panting',
  'rapid_breathing',
  'heat_exposure',
  'heatstroke',
  'open_mouth_breathing',
  'coughing',
];

function conditionHolds(
  when: EscalationCondition,
  finding: Finding,
  context: EngineContext,
): boolean {
  if (when.species && !when.species.includes(context.species)) return false;
  if (when.notKinds && context.kind !== null && (when.notKinds as string[]).includes(context.kind))
    return false;
  if (when.countAtLeast !== undefined && (finding.count ?? 0) < when.countAtLeast) return false;
  // A single episode ("vomited once yesterday") has no duration: the time says when it happened.
  if (
    when.durationHoursAtLeast !== undefined &&
    ((finding.durationHours ?? 0) < when.durationHoursAtLeast || finding.count === 1)
  )
    return false;
  if (when.severe === true && finding.severity !== 'severe') return false;
  if (when.severe === false && finding.severity === 'mild') return false;
  if (when.trend !== undefined && finding.trend !== when.trend) return false;
  if (when.onset !== undefined && finding.onset !== when.onset) return false;
  return true;
}

const ACUTE_WITHIN_HOURS = knowledgeBase.modifiers.modifiers.several.acuteWithinHours;
function isAcute(finding: Finding): boolean {
  return finding.count === 1 || (finding.durationHours ?? 0) < ACUTE_WITHIN_HOURS;
}

function baseLevel(symptom: SymptomEntry, context: EngineContext): Level {
  const kindLevel =
    context.kind && context.kind !== 'unknown' ? symptom.kindLevel?.[context.kind] : undefined;
  return kindLevel ?? symptom.speciesLevel?.[context.species] ?? symptom.level;
}

function modifierReason(id: string, level: Level): Reason {
  const text = (
    knowledgeBase.modifiers.modifiers as Record<string, { en: string; jp: string; source: string }>
  )[id];
  return {
    ruleId: `modifier:${id}`,
    level,
    text: { en: text?.en ?? id, jp: text?.jp ?? id },
    source: text?.source,
  };
}

export function scoreFindings(context: EngineContext): ScoreOutcome {
  const reasons: Reason[] = [];
  const symptomIds: string[] = [];
  let level: Level = 'no_action';
  let abnormal = 0;
  let acuteAbnormal = 0;
  let longest = 0;
  for (const finding of context.findings.values()) {
    if (finding.polarity === 'absent') continue;
    const symptom = knowledgeBase.symptoms.get(finding.id);
    if (!symptom) continue;
    symptomIds.push(symptom.id);
    let own = baseLevel(symptom, context);
    let reasonText = symptom.name;
    let reasonSource = symptom.source;
    // Escalated only by lasting a day or two: what an expected reaction does (below).
    let escalatedWithinTwoDays = false;
    for (const escalation of symptom.escalations ?? []) {
      if (
        conditionHolds(escalation.when, finding, context) &&
        levelRank(escalation.level) > levelRank(own)
      ) {
        own = escalation.level;
        reasonText = escalation.reason;
        const keys = Object.keys(escalation.when);
        escalatedWithinTwoDays =
          keys.length === 1 &&
          keys[0] === 'durationHoursAtLeast' &&
          (finding.durationHours ?? 0) <= 48;
      }
    }
    const expected = [symptom.expectedWith ?? []]
      .flat()
      .find((e) => e.with.every((id) => has(context, id)));
    if (
      expected &&
      (reasonText === symptom.name || escalatedWithinTwoDays) &&
      finding.severity !== 'severe' &&
      levelRank(own) > levelRank(expected.level)
    ) {
      own = expected.level;
      reasonText = expected.reason;
      reasonSource = expected.source;
    }
    if (levelRank(own) >= levelRank('monitor')) {
      abnormal += 1;
      // A context event (a vaccine, an operation, a heat) is not one of "several signs".
      const contextEvent = symptom.event && levelRank(own) <= levelRank('monitor');
      if (isAcute(finding) && !contextEvent) acuteAbnormal += 1;
    }
    if (levelRank(own) >= levelRank('monitor') && finding.count !== 1 && !symptom.event)
      longest = Math.max(longest, finding.durationHours ?? 0);
    reasons.push({
      ruleId: `symptom:${symptom.id}`,
      level: own,
      text: reasonText,
      source: reasonSource,
    });
    level = mostUrgent(level, own);
  }
  if (abnormal === 0) return { level, reasons, symptomIds };

  const up: string[] = [];
  // Age, pregnancy and illness matter for acute signs (a puppy that vomits dehydrates fast), not
  // for slow changes such as drinking more or losing weight over weeks.
  const acute = [...SYSTEMIC, ...GASTRO, ...BREATHING_HEAT].some((id) => has(context, id));
  if (acute && context.ageBand === 'young') up.push('age_young');
  if (acute && context.ageBand === 'old') up.push('age_old');
  if (acute && context.pregnant) up.push('pregnant');
  if (acute && context.conditionTags.some((t) => ['kidney', 'heart', 'diabetes'].includes(t)))
    up.push('condition');
  const present = [...context.findings.values()].filter((f) => f.polarity !== 'absent');
  // Several signs together: for acute combinations only. Signs that have been there, stable, for
  // weeks are a reason to book a visit, not to hurry (the long-standing rule below handles them).
  const acuteHas = (id: string): boolean => {
    const finding = context.findings.get(id);
    return finding !== undefined && finding.polarity !== 'absent' && isAcute(finding);
  };
  const systemicWithGut = SYSTEMIC.some(acuteHas) && GASTRO.some(acuteHas);
  if (acuteAbnormal >= 3 || systemicWithGut) up.push('several');
  // Vomiting and diarrhoea at once lose fluid at both ends: owner guidance (PDSA, VCA) asks for a
  // call to the vet when they come together, even when each alone would be watched at home.
  if (!up.includes('several') && acuteHas('vomiting') && acuteHas('diarrhea')) up.push('both_ends');
  // Getting worse over weeks (a lump that grew this month) is for the long-standing rule below.
  if (present.some((f) => f.trend === 'worse' && isAcute(f))) up.push('worse');
  if (context.brachycephalic && BREATHING_HEAT.some((id) => has(context, id)))
    up.push('brachy_breathing');

  // The signs that set the level: if they are all mild or improving, one step down.
  const leading = present.filter((f) =>
    reasons.some((r) => r.ruleId === `symptom:${f.id}` && r.level === level),
  );
  let rank = levelRank(level);
  if (up.length > 0) {
    const raised = Math.min(levelRank('within_24h'), rank + Math.min(up.length, 2));
    if (raised > rank) {
      rank = raised;
      for (const id of up) reasons.push(modifierReason(id, levelFromRank(rank)));
    }
  } else if (
    leading.length > 0 &&
    !leading.some((f) => knowledgeBase.symptoms.get(f.id)?.vetOnly)
  ) {
    // One step down, never below monitor (red flags are applied after this and are not lowered),
    // only on what the keeper states: the signs are getting better, or they call them mild. A
    // hedge about amount ("a little", 少し, "slightly") is neither, and lowers nothing.
    const lowering = leading.every((f) => f.trend === 'better')
      ? 'better'
      : leading.every((f) => f.severity === 'mild' || f.trend === 'better')
        ? 'mild'
        : null;
    if (lowering && rank > levelRank('monitor')) {
      rank -= 1;
      reasons.push(modifierReason(lowering, levelFromRank(rank)));
    }
  }
  if (longest >= 72 && rank < levelRank('within_2_3_days')) {
    rank = levelRank('within_2_3_days');
    reasons.push(modifierReason('long', 'within_2_3_days'));
  }
  return { level: levelFromRank(rank), reasons, symptomIds };
}
