// The sizes the pets API accepts (server/src/pets/README.md), shared with the forms that must refuse the same
// input before it is sent. Plain values: the site may bundle them (the TypeBox schemas in
// contract/schemas/pet*.ts are built from them).

export const PET_TEXT = {
  name: 60,
  breed: 100,
  breedCode: 60,
  colour: 60,
  /** One allergy, condition, medication or vaccination name. */
  listItem: 120,
  dose: 120,
  frequency: 120,
  batchNumber: 60,
  provider: 120,
  policyNumber: 60,
  phone: 32,
  clinicName: 120,
  address: 255,
  email: 254,
  vetName: 120,
  visitReason: 200,
  /** Diagnosis, treatment, vaccination notes, document notes. */
  clinicalText: 2000,
  notes: 5000,
  albumTitle: 80,
  albumDescription: 1000,
  caption: 500,
  documentTitle: 120,
  reminderTitle: 120,
  reminderNotes: 1000,
  foodName: 120,
} as const;

/** How many entries a pet's lists may hold (allergies, conditions). */
export const PET_LIST_MAX = {
  allergies: 30,
  conditions: 30,
  medications: 30,
  vaccinations: 50,
  /** Files on one visit. */
  visitAttachments: 20,
  /** Photos in one album. */
  albumPhotos: 500,
} as const;

/** ISO 11784 chips have 15 digits; older and some national chips 9 or 10. Digits only. */
export const MICROCHIP_PATTERN = '^[0-9]{9,15}$';

/** Weights the API accepts, in kg (stored to the gram: more decimals are rounded). */
export const PET_WEIGHT_KG = { min: 0.01, max: 200 } as const;

/** Energy density of a food as its label gives it. */
export const FOOD_KCAL = {
  per100g: { min: 1, max: 1000 },
  perCup: { min: 1, max: 2000 },
} as const;

export const MEALS_PER_DAY = { min: 1, max: 6 } as const;

/** Visit costs in the currency's minor unit (cents, pence; yen have none). */
export const VISIT_COST_MINOR_MAX = 100_000_000;

/** The newest / oldest dates a pet record may carry. */
export const EARLIEST_PET_DATE = '1950-01-01';

/** How far ahead a reminder or a vaccination's next due date may be set. */
export const MAX_YEARS_AHEAD = 10;
