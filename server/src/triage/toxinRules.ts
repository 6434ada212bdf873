// Stage 4: toxin rules (knowledge/toxins.json): substance × species × amount per kg ⇒ level.
// When the amount, the type or the weight is unknown, the level is the one the worse answer would
// give, and the question that could lower it is asked (never the other way round).
import { has, type EngineContext } from './engineContext';
import {
  knowledgeBase,
  type ToxinEntry,
  type ToxinSpeciesRule,
  type ToxinVariant,
} from './knowledgeBase';
import { mostUrgent } from './levels';
import type { DoseEstimate, Exposure, Level, Reason } from './types';

export interface ToxinOutcome {
  reasons: Reason[];
  doses: DoseEstimate[];
  /** Question ids whose answer could lower the level given now. */
  blockingQuestions: string[];
  toxinIds: string[];
}

function ruleFor(toxin: ToxinEntry, context: EngineContext): ToxinSpeciesRule {
  return toxin.species[context.species] ?? toxin.species.default ?? { any: 'within_24h' };
}

function levelForDose(rule: ToxinSpeciesRule, dose: number): Level {
  for (const t of rule.thresholds ?? []) if (dose >= t.atLeast) return t.level;
  return rule.unknown ?? 'within_24h';
}

/** Total of the substance in the unit of its thresholds (mg or g), or null when not known. */
function totalAmount(
  toxin: ToxinEntry,
  variant: ToxinVariant | undefined,
  exposure: Exposure,
  locale: 'en' | 'jp',
): number | null {
  const amount = exposure.amount;
  if (!amount) return null;
  if (toxin.basis === 'mg') {
    if (toxin.tabletMg !== undefined) {
      if (amount.milligrams !== undefined) return amount.milligrams;
      if (amount.count !== undefined)
        return (
          amount.count * ((locale === 'jp' ? toxin.jpTabletMg : toxin.tabletMg) ?? toxin.tabletMg)
        );
      return null;
    }
    if (variant?.perCount !== undefined && amount.count !== undefined && amount.grams === undefined)
      return amount.count * variant.perCount;
    const grams =
      amount.grams ?? (amount.millilitres !== undefined ? amount.millilitres : undefined);
    if (grams === undefined) return amount.milligrams ?? null;
    return grams * (variant?.mgPerGram ?? 0);
  }
  if (toxin.basis === 'g') {
    const grams = amount.grams ?? amount.millilitres;
    if (grams === undefined) return null;
    return grams * (variant?.factor ?? 1);
  }
  return null;
}

function lowerWeightWouldChange(rule: ToxinSpeciesRule, total: number, weightKg: number): boolean {
  // Would a heavier pet (twice the assumed weight) fall under a lower level?
  return levelForDose(rule, total / weightKg) !== levelForDose(rule, total / (weightKg * 3));
}

// After a possible poisoning these signs mean the poison is acting: go now, whatever the dose.
export const POISONING_SIGNS: readonly string[] = [
  'tremors',
  'seizure',
  'collapse',
  'ataxia',
  'weakness',
  'breathing_difficulty',
  'pale_gums',
  'unresponsive',
  'rapid_heartbeat',
  'paralysis',
  // Bleeding or broken-down blood: anticoagulant rodent bait, onions and garlic, zinc.
  'bleeding',
  'blood_in_urine',
  'dark_urine',
  'jaundice',
  'vomiting_blood',
  'black_stool',
];

export function evaluateToxins(context: EngineContext): ToxinOutcome {
  const outcome: ToxinOutcome = { reasons: [], doses: [], blockingQuestions: [], toxinIds: [] };
  for (const exposure of context.exposures) {
    if (exposure.polarity === 'absent') continue;
    const toxin = knowledgeBase.toxins.get(exposure.toxinId);
    if (!toxin) continue;
    const rule = ruleFor(toxin, context);
    const variant = toxin.variants.find(
      (v) => v.id === (exposure.variantId ?? toxin.defaultVariant),
    );
    let level: Level;
    if (rule.any !== undefined) {
      level =
        variant?.anyLevel && rule.any !== 'no_action'
          ? mostUrgent(rule.any, variant.anyLevel)
          : rule.any;
    } else {
      const total = totalAmount(toxin, variant, exposure, context.locale);
      if (total === null) {
        level = rule.unknown ?? 'emergency';
        outcome.blockingQuestions.push('q_toxin_amount');
      } else {
        const perKg = total / context.weightKg;
        level = levelForDose(rule, perKg);
        outcome.doses.push({
          toxinId: toxin.id,
          perKg: Math.round(perKg * 100) / 100,
          unit: toxin.doseUnit,
          weightKg: context.weightKg,
          assumed:
            context.weightAssumed || (!exposure.variantId && toxin.defaultVariant !== undefined),
        });
        if (context.weightAssumed && lowerWeightWouldChange(rule, total, context.weightKg))
          outcome.blockingQuestions.push('q_weight');
      }
      if (!exposure.variantId && toxin.id === 'chocolate')
        outcome.blockingQuestions.push('q_chocolate_type');
    }
    const window = toxin.signsWithinHours;
    const quietSince =
      window !== undefined &&
      exposure.hoursAgo !== undefined &&
      exposure.hoursAgo >= window &&
      ![...context.findings.values()].some((f) => f.polarity !== 'absent');
    if (quietSince && level === 'emergency') {
      level = 'within_24h';
      const days = Math.round(window / 24);
      outcome.reasons.push({
        ruleId: `toxin:${toxin.id}:no_signs_since`,
        level,
        text: {
          en: `Eaten at least ${days} days ago with no sign since: the danger of the first days has likely passed, but a vet should check (a blood test) within a day`,
          jp: `${days}日以上前に口にして、その後症状がありません。最初の数日の危険は過ぎたと考えられますが、1日以内に動物病院で検査（血液検査）を受けてください`,
        },
        source: toxin.source,
      });
    }
    const signs = POISONING_SIGNS.filter((id) => has(context, id));
    if (signs.length > 0 && level !== 'no_action') {
      outcome.reasons.push({
        ruleId: `toxin:${toxin.id}:signs`,
        level: 'emergency',
        text: {
          en: `Signs of poisoning after ${toxin.name.en}`,
          jp: `${toxin.name.jp}の後に中毒症状が出ている`,
        },
        source: toxin.source,
      });
    }
    outcome.toxinIds.push(toxin.id);
    const possibly = exposure.polarity === 'unsure';
    outcome.reasons.push({
      ruleId: `toxin:${toxin.id}`,
      level,
      text: possibly
        ? {
            en: `Possible exposure to ${toxin.name.en}. ${toxin.reason.en}`,
            jp: `${toxin.name.jp}を口にした可能性があります。${toxin.reason.jp}`,
          }
        : toxin.reason,
      source: toxin.source,
    });
  }
  outcome.blockingQuestions = [...new Set(outcome.blockingQuestions)];
  return outcome;
}
