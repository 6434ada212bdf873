// Body condition score on the 9-point scale (WSAVA charts, after Laflamme 1997) and the target
// weight it implies: each point above 5 is about 10 % above ideal weight.
import type { Label, PetsLanguage } from './species';

export const BCS_MIN = 1;
export const BCS_MAX = 9;
/** 4 and 5 are ideal on the 9-point scale. */
export const BCS_IDEAL = { min: 4, max: 5 } as const;
/** Each point above 5 ≈ 10 % excess over ideal weight (Laflamme 1997; AAHA 2014). */
export const EXCESS_PER_BCS_POINT = 0.1;

export type BodyConditionCategory = 'too_thin' | 'ideal' | 'overweight' | 'obese';

export function isBodyConditionScore(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= BCS_MIN && value <= BCS_MAX
  );
}

/** 1–3 too thin, 4–5 ideal, 6–7 overweight, 8–9 obese. */
export function bodyConditionCategory(score: number): BodyConditionCategory {
  if (!isBodyConditionScore(score)) throw new RangeError('A body condition score is 1 to 9.');
  if (score <= 3) return 'too_thin';
  if (score <= 5) return 'ideal';
  return score <= 7 ? 'overweight' : 'obese';
}

/** What a keeper looks and feels for at each score (paraphrase of the WSAVA charts). */
export const BCS_DESCRIPTIONS: Readonly<Record<number, Label>> = {
  1: {
    en: 'Ribs, spine and hip bones easily seen from a distance; no body fat; obvious loss of muscle.',
    jp: '肋骨・背骨・腰骨が遠くからでもはっきり見え、体脂肪がなく、筋肉も明らかに落ちている。',
  },
  2: {
    en: 'Ribs, spine and hip bones easily seen; no fat can be felt; some loss of muscle.',
    jp: '肋骨・背骨・腰骨が簡単に見え、脂肪は触ってもわからず、筋肉がやや落ちている。',
  },
  3: {
    en: 'Ribs easily felt and may be visible with no fat over them; top of the spine visible; waist and tummy tuck obvious.',
    jp: '肋骨は簡単に触れ、脂肪がなく見えることもある。背骨の上部が見え、くびれと腹部の引き締まりがはっきりしている。',
  },
  4: {
    en: 'Ribs easily felt with a thin fat cover; waist easily seen from above; tummy tuck clear.',
    jp: '薄い脂肪の下に肋骨が簡単に触れる。上から見てくびれがわかり、腹部の引き締まりもはっきりしている。',
  },
  5: {
    en: 'Ribs felt without excess fat; waist seen behind the ribs from above; tummy tucked up from the side.',
    jp: '余分な脂肪なく肋骨に触れる。上から見て肋骨の後ろにくびれがあり、横から見ておなかが引き締まっている。',
  },
  6: {
    en: 'Ribs felt under a slight excess of fat; waist seen from above but not prominent; slight tummy tuck.',
    jp: 'やや多めの脂肪の下に肋骨が触れる。上から見てくびれはあるが目立たず、腹部の引き締まりはわずか。',
  },
  7: {
    en: 'Ribs hard to feel under heavy fat; fat over the lower back and tail base; waist barely seen.',
    jp: '厚い脂肪で肋骨に触れにくい。腰やしっぽの付け根に脂肪がつき、くびれはほとんど見えない。',
  },
  8: {
    en: 'Ribs cannot be felt under very heavy fat, or only with firm pressure; no waist; the belly may hang.',
    jp: 'とても厚い脂肪で、強く押さないと肋骨に触れない。くびれがなく、おなかが垂れていることもある。',
  },
  9: {
    en: 'Massive fat over the chest, spine and tail base; no waist; the belly clearly distended.',
    jp: '胸・背骨・しっぽの付け根に大量の脂肪がある。くびれがなく、おなかがはっきり膨らんでいる。',
  },
};

export function bodyConditionDescription(score: number, language: PetsLanguage): string {
  bodyConditionCategory(score);
  return (BCS_DESCRIPTIONS[score] as Label)[language];
}

export type TargetWeightEstimate =
  | { ok: true; targetGrams: number; excessPercent: number }
  | { ok: false; reason: 'underweight' | 'invalid' };

/**
 * Ideal weight from the current weight and the score: current ÷ (1 + 0.10 × (BCS − 5)) for
 * BCS 6–9 (a 30 kg dog at BCS 7 → 25 kg); BCS 4–5 is ideal already. The sources give no such
 * rule below 4: a thin pet's target is for a vet to set.
 */
export function estimateTargetWeight(currentGrams: number, score: number): TargetWeightEstimate {
  if (!isBodyConditionScore(score) || !Number.isFinite(currentGrams) || currentGrams <= 0) {
    return { ok: false, reason: 'invalid' };
  }
  if (score < BCS_IDEAL.min) return { ok: false, reason: 'underweight' };
  const excess = Math.max(0, score - 5) * EXCESS_PER_BCS_POINT;
  return {
    ok: true,
    targetGrams: Math.round(currentGrams / (1 + excess)),
    excessPercent: Math.round(excess * 100),
  };
}

/** Safe weekly loss as a share of current weight (2014 AAHA Weight Management Guidelines). */
export const SAFE_WEEKLY_LOSS_SHARE = {
  dog: { min: 0.01, max: 0.02 },
  cat: { min: 0.005, max: 0.02 },
} as const;

export interface WeightLossPace {
  /** Grams a week at the slowest and fastest safe pace. */
  weeklyGrams: { min: number; max: number };
  /** Whole weeks to reach the target at the fastest and slowest safe pace. */
  weeks: { min: number; max: number };
}

/**
 * How fast a dog or cat may safely lose weight, and so roughly how long it takes. Each week's
 * loss is a share of that week's weight, so the weeks compound.
 */
export function weightLossPace(
  species: 'dog' | 'cat',
  currentGrams: number,
  targetGrams: number,
): WeightLossPace | null {
  if (!(currentGrams > targetGrams) || targetGrams <= 0) return null;
  const share = SAFE_WEEKLY_LOSS_SHARE[species];
  const weeksAt = (rate: number) =>
    Math.ceil(Math.log(targetGrams / currentGrams) / Math.log(1 - rate));
  return {
    weeklyGrams: {
      min: Math.round(currentGrams * share.min),
      max: Math.round(currentGrams * share.max),
    },
    weeks: { min: weeksAt(share.max), max: weeksAt(share.min) },
  };
}
