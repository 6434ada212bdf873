import {
  CAT_ENERGY_FACTORS,
  DOG_ENERGY_FACTORS,
  dailyEnergyPlan,
  restingEnergyRequirement,
  type EnergyProfile,
} from './energy';
import { FEEDING_GUIDANCE, rabbitPelletGrams } from './speciesFeedingGuidance';

const adultDog: EnergyProfile = {
  species: 'dog',
  weightGrams: 10_000,
  ageMonths: 36,
  neutered: true,
  activity: 'normal',
};

function planOf(profile: EnergyProfile) {
  const result = dailyEnergyPlan(profile);
  if (!result.ok) throw new Error(`no plan: ${result.reason}`);
  return result.plan;
}

describe('restingEnergyRequirement', () => {
  it('is 70 × kg^0.75', () => {
    // OSU Basic Calorie Calculator's example: a 10 kg dog, RER = 70 × 10^0.75 ≈ 400 kcal/day.
    expect(restingEnergyRequirement(10)).toBeCloseTo(393.6, 1);
    expect(restingEnergyRequirement(1)).toBe(70);
    expect(restingEnergyRequirement(4)).toBeCloseTo(197.99, 2);
    expect(restingEnergyRequirement(5)).toBeCloseTo(234.06, 2);
    expect(restingEnergyRequirement(20)).toBeCloseTo(662.0, 1);
    expect(restingEnergyRequirement(16)).toBeCloseTo(560, 6);
  });

  it('refuses a weight that is not positive', () => {
    expect(() => restingEnergyRequirement(0)).toThrow(RangeError);
    expect(() => restingEnergyRequirement(Number.NaN)).toThrow(RangeError);
  });
});

describe('the factor tables', () => {
  it('are the published OSU factors', () => {
    expect(DOG_ENERGY_FACTORS.adult_neutered).toEqual({ min: 1.6, max: 1.6 });
    expect(DOG_ENERGY_FACTORS.adult_intact).toEqual({ min: 1.8, max: 1.8 });
    expect(DOG_ENERGY_FACTORS.puppy_under_4_months).toEqual({ min: 3, max: 3 });
    expect(DOG_ENERGY_FACTORS.active_working).toEqual({ min: 2, max: 5 });
    expect(CAT_ENERGY_FACTORS.adult_neutered).toEqual({ min: 1.2, max: 1.4 });
    expect(CAT_ENERGY_FACTORS.kitten).toEqual({ min: 2.5, max: 2.5 });
    expect(CAT_ENERGY_FACTORS.weight_loss).toEqual({ min: 0.8, max: 0.8 });
  });
});

describe('dailyEnergyPlan', () => {
  it('gives the OSU worked example: a 10 kg neutered adult dog, 1.6 × RER', () => {
    const plan = planOf(adultDog);
    expect(plan.stage).toBe('adult_neutered');
    expect(plan.rerKcal).toBe(394);
    expect(plan.dailyKcal).toEqual({ min: 630, max: 630 });
    expect(plan.treatsKcalMax).toBe(63);
    expect(plan.notes).toContain('starting_point_only');
  });

  it('follows age, neutering and activity', () => {
    expect(planOf({ ...adultDog, neutered: false }).dailyKcal.min).toBe(709);
    expect(planOf({ ...adultDog, ageMonths: 2 }).stage).toBe('puppy_under_4_months');
    expect(planOf({ ...adultDog, ageMonths: 2 }).dailyKcal.min).toBe(1181);
    expect(planOf({ ...adultDog, ageMonths: 7 }).stage).toBe('puppy_4_months_to_adult');
    expect(planOf({ ...adultDog, ageMonths: 15 }).stage).toBe('adult_neutered');
    expect(planOf({ ...adultDog, ageMonths: 15, stillGrowing: true }).stage).toBe(
      'puppy_4_months_to_adult',
    );
    expect(planOf({ ...adultDog, activity: 'inactive' }).dailyKcal).toEqual({ min: 472, max: 551 });
    expect(planOf({ ...adultDog, activity: 'active_working' }).dailyKcal).toEqual({
      min: 787,
      max: 1968,
    });
  });

  it('gives a cat a range where the table does', () => {
    const cat = planOf({ ...adultDog, species: 'cat', weightGrams: 4000 });
    expect(cat.stage).toBe('adult_neutered');
    expect(cat.dailyKcal).toEqual({ min: 238, max: 277 });
    expect(planOf({ ...adultDog, species: 'cat', weightGrams: 2000, ageMonths: 5 }).stage).toBe(
      'kitten',
    );
    // "Active, working" is a dog row only: an active cat is fed as a neutered adult.
    expect(planOf({ ...adultDog, species: 'cat', activity: 'active_working' }).stage).toBe(
      'adult_neutered',
    );
  });

  it('feeds an overweight dog for its target weight (30 kg at BCS 7 → 25 kg, 1.0 × RER)', () => {
    const plan = planOf({ ...adultDog, weightGrams: 30_000, bodyConditionScore: 7 });
    expect(plan.stage).toBe('weight_loss');
    expect(plan.basisWeightGrams).toBe(25_000);
    expect(plan.dailyKcal).toEqual({ min: 783, max: 783 });
    expect(plan.notes).toContain('calculated_on_target_weight');
  });

  it('feeds an overweight cat 0.8 × RER of its target weight', () => {
    const plan = planOf({
      ...adultDog,
      species: 'cat',
      weightGrams: 6000,
      bodyConditionScore: 8,
    });
    expect(plan.basisWeightGrams).toBe(4615);
    expect(plan.dailyKcal).toEqual({ min: 176, max: 176 });
  });

  it('prefers a vet’s target weight', () => {
    const plan = planOf({
      ...adultDog,
      weightGrams: 30_000,
      bodyConditionScore: 8,
      targetWeightGrams: 26_000,
    });
    expect(plan.basisWeightGrams).toBe(26_000);
  });

  it('does not invent a gain target for a thin pet', () => {
    const thin = planOf({ ...adultDog, bodyConditionScore: 2 });
    expect(thin.stage).toBe('adult_neutered');
    expect(thin.notes).toContain('underweight_see_vet');
    const withTarget = planOf({ ...adultDog, bodyConditionScore: 2, targetWeightGrams: 12_000 });
    expect(withTarget.stage).toBe('weight_gain');
    expect(withTarget.basisWeightGrams).toBe(12_000);
    expect(withTarget.factor).toEqual({ min: 1.2, max: 1.8 });
  });

  it('covers dogs and cats only, and not pregnancy or lactation', () => {
    for (const species of ['rabbit', 'bird', 'other'] as const) {
      expect(dailyEnergyPlan({ ...adultDog, species })).toEqual({
        ok: false,
        reason: 'species_not_covered',
      });
    }
    expect(dailyEnergyPlan({ ...adultDog, pregnantOrLactating: true })).toEqual({
      ok: false,
      reason: 'pregnant_or_lactating',
    });
    expect(dailyEnergyPlan({ ...adultDog, weightGrams: 0 })).toEqual({
      ok: false,
      reason: 'invalid_weight',
    });
    expect(dailyEnergyPlan({ ...adultDog, ageMonths: -1 })).toEqual({
      ok: false,
      reason: 'invalid_age',
    });
  });
});

describe('guidance for the other species', () => {
  it('says the calculator is for dogs and cats and names its sources', () => {
    expect(FEEDING_GUIDANCE.dog.calculator).toBe(true);
    expect(FEEDING_GUIDANCE.rabbit.calculator).toBe(false);
    expect(FEEDING_GUIDANCE.bird.calculator).toBe(false);
    expect(FEEDING_GUIDANCE.other.points[0]?.en).toMatch(/dogs and cats/);
    expect(FEEDING_GUIDANCE.rabbit.points[0]?.en).toMatch(/hay/i);
    for (const guidance of Object.values(FEEDING_GUIDANCE)) {
      for (const point of guidance.points) {
        expect(point.en.length).toBeGreaterThan(10);
        expect(point.jp.length).toBeGreaterThan(5);
      }
    }
  });

  it('gives rabbit pellets per kg of ideal weight', () => {
    expect(rabbitPelletGrams(2000)).toEqual({ min: 40, max: 50 });
    expect(rabbitPelletGrams(0)).toBeNull();
  });
});
