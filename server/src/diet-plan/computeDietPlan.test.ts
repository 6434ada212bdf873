// The diet plan's figures against the worked examples of the cited sources (contract/pets/README.md).
import {
  ageInMonths,
  computeDietPlan,
  DEFAULT_DIET_SETTINGS,
  type DietPet,
} from './computeDietPlan';

const TODAY = '2026-06-01';
const dog = (grams: number, extra: Partial<DietPet> = {}): DietPet => ({
  species: 'dog',
  birthDate: '2021-01-15',
  neutered: true,
  weight: { grams, measuredOn: '2026-05-30' },
  ...extra,
});

describe('computeDietPlan', () => {
  it('OSU worked example: a 10 kg neutered adult dog needs RER ≈ 394 × 1.6 ≈ 630 kcal a day', () => {
    const plan = computeDietPlan(
      dog(10_000),
      { ...DEFAULT_DIET_SETTINGS, foodKcalPer100g: 350, foodKcalPerCup: 400 },
      TODAY,
    );
    expect(plan).toMatchObject({
      species_supported: true,
      guidance_key: 'calculated',
      weight_kg: 10,
      weight_measured_on: '2026-05-30',
      factor_label: 'adult_neutered',
      rer_kcal: 394,
      factor: { min: 1.6, max: 1.6 },
      daily_kcal: { min: 630, max: 630 },
      treats_kcal_max: 63,
      daily_grams: { min: 180, max: 180 },
      per_meal_grams: { min: 90, max: 90 },
      daily_cups: { min: 1.58, max: 1.58 },
      per_meal_cups: { min: 0.79, max: 0.79 },
      target_weight_kg: null,
      notes: ['starting_point_only'],
    });
  });

  it('gives a neutered cat the table’s range, not a midpoint', () => {
    const plan = computeDietPlan(
      {
        species: 'cat',
        birthDate: '2022-01-01',
        neutered: true,
        weight: { grams: 4000, measuredOn: TODAY },
      },
      DEFAULT_DIET_SETTINGS,
      TODAY,
    );
    expect(plan).toMatchObject({ rer_kcal: 198, daily_kcal: { min: 238, max: 277 } });
  });

  it('plans weight loss on the target weight a body condition score implies (30 kg at BCS 7 → 25 kg)', () => {
    const plan = computeDietPlan(
      dog(30_000),
      { ...DEFAULT_DIET_SETTINGS, bodyConditionScore: 7 },
      TODAY,
    );
    expect(plan).toMatchObject({
      factor_label: 'weight_loss',
      target_weight_kg: 25,
      rer_kcal: 783,
      daily_kcal: { min: 783, max: 783 },
      notes: ['starting_point_only', 'calculated_on_target_weight'],
    });
    const vetTarget = computeDietPlan(
      dog(30_000),
      { ...DEFAULT_DIET_SETTINGS, bodyConditionScore: 7, targetWeightGrams: 27_000 },
      TODAY,
    );
    expect(vetTarget.target_weight_kg).toBe(27);
  });

  it('follows the weight it is given (a new weighing changes every figure)', () => {
    const before = computeDietPlan(dog(10_000), DEFAULT_DIET_SETTINGS, TODAY);
    const after = computeDietPlan(dog(12_000), DEFAULT_DIET_SETTINGS, TODAY);
    expect(after.rer_kcal).toBeGreaterThan(before.rer_kcal!);
    expect(after.weight_kg).toBe(12);
  });

  it('treats puppies and kittens as growing, and says when it assumed an adult or a neutered pet', () => {
    const puppy = computeDietPlan(
      dog(5000, { birthDate: '2026-03-15' }),
      DEFAULT_DIET_SETTINGS,
      TODAY,
    );
    expect(puppy).toMatchObject({
      factor_label: 'puppy_under_4_months',
      notes: ['starting_point_only', 'growing'],
    });
    const unknown = computeDietPlan(
      dog(10_000, { birthDate: null, neutered: null }),
      DEFAULT_DIET_SETTINGS,
      TODAY,
    );
    expect(unknown.notes).toEqual(['starting_point_only', 'age_unknown', 'neuter_status_unknown']);
    expect(unknown.factor_label).toBe('adult_neutered');
  });

  it('gives no figures without a weight, when pregnant or nursing, or for other species', () => {
    expect(computeDietPlan(dog(0, { weight: null }), DEFAULT_DIET_SETTINGS, TODAY)).toMatchObject({
      guidance_key: 'needs_weight',
      daily_kcal: null,
    });
    expect(
      computeDietPlan(dog(20_000), { ...DEFAULT_DIET_SETTINGS, pregnantOrLactating: true }, TODAY),
    ).toMatchObject({ guidance_key: 'pregnant_or_lactating', rer_kcal: null });
    const rabbit = computeDietPlan(
      {
        species: 'rabbit',
        birthDate: null,
        neutered: null,
        weight: { grams: 2000, measuredOn: TODAY },
      },
      DEFAULT_DIET_SETTINGS,
      TODAY,
    );
    expect(rabbit).toMatchObject({
      species_supported: false,
      guidance_key: 'species_not_covered',
      rer_kcal: null,
      rabbit_pellet_grams: { min: 40, max: 50 },
    });
    const bird = computeDietPlan(
      {
        species: 'bird',
        birthDate: null,
        neutered: null,
        weight: { grams: 35, measuredOn: TODAY },
      },
      DEFAULT_DIET_SETTINGS,
      TODAY,
    );
    expect(bird).toMatchObject({ guidance_key: 'species_not_covered', rabbit_pellet_grams: null });
  });

  it('counts whole months of age', () => {
    expect(ageInMonths('2026-03-15', '2026-06-01')).toBe(2);
    expect(ageInMonths('2025-06-01', '2026-06-01')).toBe(12);
    expect(ageInMonths('2025-06-02', '2026-06-01')).toBe(11);
  });
});
