// Daily energy need of a dog or a cat: the resting energy requirement (RER = 70 × kg^0.75)
// times the life-stage factor of the Ohio State University Veterinary Medical Center's table
// (ENERGY_SOURCES.osuCalorieCalculator). Pure functions; decisions in README.md.
import type { PetSpecies } from './species';
import { estimateTargetWeight } from './bodyCondition';

export interface KcalRange {
  min: number;
  max: number;
}

/** Resting energy requirement in kcal a day, unrounded (70 × body weight in kg ^ 0.75). */
export function restingEnergyRequirement(kilograms: number): number {
  if (!Number.isFinite(kilograms) || kilograms <= 0) {
    throw new RangeError('Body weight must be a positive number of kilograms.');
  }
  return 70 * kilograms ** 0.75;
}

export const DOG_ENERGY_STAGES = [
  'puppy_under_4_months',
  'puppy_4_months_to_adult',
  'adult_neutered',
  'adult_intact',
  'inactive_or_obese_prone',
  'active_working',
  'weight_loss',
  'weight_gain',
] as const;
export type DogEnergyStage = (typeof DOG_ENERGY_STAGES)[number];

export const CAT_ENERGY_STAGES = [
  'kitten',
  'adult_neutered',
  'adult_intact',
  'inactive_or_obese_prone',
  'weight_loss',
  'weight_gain',
] as const;
export type CatEnergyStage = (typeof CAT_ENERGY_STAGES)[number];

export type EnergyStage = DogEnergyStage | CatEnergyStage;

/** Factors × RER (OSU Basic Calorie Calculator, Table 1: dogs). */
export const DOG_ENERGY_FACTORS: Readonly<Record<DogEnergyStage, KcalRange>> = {
  puppy_under_4_months: { min: 3.0, max: 3.0 },
  puppy_4_months_to_adult: { min: 2.0, max: 2.0 },
  adult_neutered: { min: 1.6, max: 1.6 },
  adult_intact: { min: 1.8, max: 1.8 },
  inactive_or_obese_prone: { min: 1.2, max: 1.4 },
  active_working: { min: 2.0, max: 5.0 },
  weight_loss: { min: 1.0, max: 1.0 },
  weight_gain: { min: 1.2, max: 1.8 },
};

/** Factors × RER (OSU Basic Calorie Calculator, Table 2: cats). */
export const CAT_ENERGY_FACTORS: Readonly<Record<CatEnergyStage, KcalRange>> = {
  kitten: { min: 2.5, max: 2.5 },
  adult_neutered: { min: 1.2, max: 1.4 },
  adult_intact: { min: 1.4, max: 1.6 },
  inactive_or_obese_prone: { min: 1.0, max: 1.0 },
  weight_loss: { min: 0.8, max: 0.8 },
  weight_gain: { min: 1.2, max: 1.8 },
};

/** Stages whose factor applies to the RER of the ideal (target) weight, not the current one. */
const STAGES_ON_TARGET_WEIGHT: ReadonlySet<EnergyStage> = new Set(['weight_loss', 'weight_gain']);

/** Treats and extras: at most 10 % of the day's calories (AAHA 2021, WSAVA). */
export const TREAT_SHARE_MAX = 0.1;

export type ActivityLevel = 'inactive' | 'normal' | 'active_working';

export interface EnergyProfile {
  species: PetSpecies;
  /** Current body weight, whole grams. */
  weightGrams: number;
  ageMonths: number;
  neutered: boolean;
  activity: ActivityLevel;
  /** Body condition score on the 9-point scale, when known. */
  bodyConditionScore?: number;
  /** A vet's target weight; else, for BCS 6–9, estimated from the score. */
  targetWeightGrams?: number;
  /** A dog past 12 months that is still growing (large and giant breeds grow until 18–24). */
  stillGrowing?: boolean;
  pregnantOrLactating?: boolean;
}

export type EnergyNote =
  /** Individual needs vary by as much as 50 % from the estimate (OSU): weigh and adjust. */
  | 'starting_point_only'
  /** Losing weight: the factor is applied to the RER of the target weight. */
  | 'calculated_on_target_weight'
  /** BCS 1–3: a gain plan needs a target weight set by a vet; this is maintenance for now. */
  | 'underweight_see_vet'
  /** Growing dogs and cats: large-breed puppies need a growth food fed by measure. */
  | 'growing';

export interface EnergyPlan {
  species: 'dog' | 'cat';
  stage: EnergyStage;
  /** The weight the RER was calculated from: current, or the target when losing or gaining. */
  basisWeightGrams: number;
  rerKcal: number;
  factor: KcalRange;
  dailyKcal: KcalRange;
  /** Upper bound for treats a day (10 % of the lower daily figure). */
  treatsKcalMax: number;
  notes: EnergyNote[];
}

export type EnergyPlanResult =
  | { ok: true; plan: EnergyPlan }
  | {
      ok: false;
      reason: 'species_not_covered' | 'pregnant_or_lactating' | 'invalid_weight' | 'invalid_age';
    };

/**
 * "Generally speaking, puppies and kittens are less than 1 year old" (OSU Nutrition Support
 * Service); large and giant breeds grow longer, hence `stillGrowing`.
 */
const DOG_GROWTH_MONTHS = 12;
/** Cats are kittens from birth to 1 year (2021 AAHA/AAFP Feline Life Stage Guidelines). */
const KITTEN_MONTHS = 12;
const PUPPY_EARLY_MONTHS = 4;

function maintenanceStage(
  species: 'dog' | 'cat',
  profile: EnergyProfile,
): DogEnergyStage | CatEnergyStage {
  if (profile.activity === 'inactive') return 'inactive_or_obese_prone';
  if (profile.activity === 'active_working' && species === 'dog') return 'active_working';
  return profile.neutered ? 'adult_neutered' : 'adult_intact';
}

/** The factor-table row for this pet. */
export function energyStageFor(species: 'dog' | 'cat', profile: EnergyProfile): EnergyStage {
  if (species === 'dog') {
    if (profile.ageMonths < PUPPY_EARLY_MONTHS) return 'puppy_under_4_months';
    if (profile.ageMonths < DOG_GROWTH_MONTHS || profile.stillGrowing) {
      return 'puppy_4_months_to_adult';
    }
  } else if (profile.ageMonths < KITTEN_MONTHS) {
    return 'kitten';
  }
  const score = profile.bodyConditionScore;
  if (score !== undefined && score >= 6) return 'weight_loss';
  if (score !== undefined && score <= 3 && profile.targetWeightGrams !== undefined) {
    return 'weight_gain';
  }
  return maintenanceStage(species, profile);
}

function factorFor(species: 'dog' | 'cat', stage: EnergyStage): KcalRange {
  return species === 'dog'
    ? DOG_ENERGY_FACTORS[stage as DogEnergyStage]
    : CAT_ENERGY_FACTORS[stage as CatEnergyStage];
}

function basisWeight(profile: EnergyProfile, stage: EnergyStage): number {
  if (!STAGES_ON_TARGET_WEIGHT.has(stage)) return profile.weightGrams;
  if (profile.targetWeightGrams !== undefined) return profile.targetWeightGrams;
  const estimate = estimateTargetWeight(profile.weightGrams, profile.bodyConditionScore ?? 5);
  return estimate.ok ? estimate.targetGrams : profile.weightGrams;
}

/**
 * The daily energy need of a dog or cat, as a range in kcal (the table gives ranges for some
 * rows). Other species are not covered: see speciesFeedingGuidance.ts.
 */
export function dailyEnergyPlan(profile: EnergyProfile): EnergyPlanResult {
  const { species } = profile;
  if (species !== 'dog' && species !== 'cat') return { ok: false, reason: 'species_not_covered' };
  if (!Number.isFinite(profile.weightGrams) || profile.weightGrams <= 0) {
    return { ok: false, reason: 'invalid_weight' };
  }
  if (!Number.isFinite(profile.ageMonths) || profile.ageMonths < 0) {
    return { ok: false, reason: 'invalid_age' };
  }
  if (profile.pregnantOrLactating) return { ok: false, reason: 'pregnant_or_lactating' };

  const stage = energyStageFor(species, profile);
  const factor = factorFor(species, stage);
  const basisWeightGrams = basisWeight(profile, stage);
  const rer = restingEnergyRequirement(basisWeightGrams / 1000);
  const dailyKcal = { min: Math.round(rer * factor.min), max: Math.round(rer * factor.max) };

  const notes: EnergyNote[] = ['starting_point_only'];
  if (STAGES_ON_TARGET_WEIGHT.has(stage)) notes.push('calculated_on_target_weight');
  const score = profile.bodyConditionScore;
  if (score !== undefined && score <= 3 && stage !== 'weight_gain')
    notes.push('underweight_see_vet');
  if (stage === 'kitten' || stage.startsWith('puppy')) notes.push('growing');

  return {
    ok: true,
    plan: {
      species,
      stage,
      basisWeightGrams,
      rerKcal: Math.round(rer),
      factor,
      dailyKcal,
      treatsKcalMax: Math.floor(dailyKcal.min * TREAT_SHARE_MAX),
      notes,
    },
  };
}
