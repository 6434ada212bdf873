// What medication stock accepts, shared by the form and the API (contract/schemas/
// medicationStock.ts builds the request schemas on them): the units a dose is counted in and the
// sizes. Plain data, without TypeBox, because the site bundles it.
/** What a dose is counted in: tablets (or capsules), millilitres, drops. */
export const MEDICATION_UNITS = ['tablet', 'ml', 'drop'] as const;
export type MedicationUnit = (typeof MEDICATION_UNITS)[number];

/** Sizes the API accepts; the form checks the same ones. Amounts keep two decimals. */
export const MEDICATION_LIMITS = {
  name: 120,
  notes: 1000,
  dosePerDay: { min: 0.01, max: 1000 },
  stock: { min: 0, max: 100_000 },
  refillDays: { min: 1, max: 90, default: 7 },
} as const;
