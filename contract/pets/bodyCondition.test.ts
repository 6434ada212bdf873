import {
  bodyConditionCategory,
  bodyConditionDescription,
  estimateTargetWeight,
  weightLossPace,
} from './bodyCondition';

describe('body condition score', () => {
  it('groups the 9-point scale', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(bodyConditionCategory)).toEqual([
      'too_thin',
      'too_thin',
      'too_thin',
      'ideal',
      'ideal',
      'overweight',
      'overweight',
      'obese',
      'obese',
    ]);
    expect(() => bodyConditionCategory(0)).toThrow(RangeError);
    expect(() => bodyConditionCategory(5.5)).toThrow(RangeError);
  });

  it('describes every score in both languages', () => {
    const english = new Set<string>();
    const japanese = new Set<string>();
    for (let score = 1; score <= 9; score += 1) {
      english.add(bodyConditionDescription(score, 'en'));
      japanese.add(bodyConditionDescription(score, 'jp'));
    }
    expect(english.size).toBe(9);
    expect(japanese.size).toBe(9);
    expect(bodyConditionDescription(5, 'jp')).toMatch(/肋骨/);
    expect(() => bodyConditionDescription(10, 'en')).toThrow(RangeError);
  });

  it('estimates the target weight: 10 % per point above 5', () => {
    expect(estimateTargetWeight(30_000, 7)).toEqual({
      ok: true,
      targetGrams: 25_000,
      excessPercent: 20,
    });
    expect(estimateTargetWeight(11_000, 6)).toEqual({
      ok: true,
      targetGrams: 10_000,
      excessPercent: 10,
    });
    expect(estimateTargetWeight(14_000, 9)).toEqual({
      ok: true,
      targetGrams: 10_000,
      excessPercent: 40,
    });
    expect(estimateTargetWeight(10_000, 5)).toEqual({
      ok: true,
      targetGrams: 10_000,
      excessPercent: 0,
    });
    expect(estimateTargetWeight(10_000, 4)).toEqual({
      ok: true,
      targetGrams: 10_000,
      excessPercent: 0,
    });
  });

  it('sets no target for a thin pet or bad input', () => {
    expect(estimateTargetWeight(10_000, 3)).toEqual({ ok: false, reason: 'underweight' });
    expect(estimateTargetWeight(10_000, 10)).toEqual({ ok: false, reason: 'invalid' });
    expect(estimateTargetWeight(-1, 6)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('weightLossPace', () => {
  it('loses 1–2 % a week for a dog, 0.5–2 % for a cat', () => {
    expect(weightLossPace('dog', 30_000, 25_000)).toEqual({
      weeklyGrams: { min: 300, max: 600 },
      weeks: { min: 10, max: 19 },
    });
    expect(weightLossPace('cat', 6000, 4615)).toEqual({
      weeklyGrams: { min: 30, max: 120 },
      weeks: { min: 13, max: 53 },
    });
    expect(weightLossPace('dog', 10_000, 10_000)).toBeNull();
  });
});
