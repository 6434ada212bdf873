// Medication a keeper keeps at home for a pet (server/src/medication-stock): how much is left,
// estimated from the last count and the daily dose, and a refill reminder when the supply runs
// down to the keeper's threshold (days of supply left).
import { Type, type Static } from '@sinclair/typebox';
import { MEDICATION_LIMITS, MEDICATION_UNITS } from '../medication-stock/medicationLimits';
import { MultiLine, Nullable, RequiredText, StringEnum } from './common';
import { Clearable, DataOf, ListOf, Timestamp } from './pets';

const Unit = StringEnum(MEDICATION_UNITS);
const DosePerDay = Type.Number({
  minimum: MEDICATION_LIMITS.dosePerDay.min,
  maximum: MEDICATION_LIMITS.dosePerDay.max,
  description: 'Units given per day (1.5 tablets, 2 ml); two decimals are kept.',
});
const Amount = (description: string) =>
  Type.Number({
    minimum: MEDICATION_LIMITS.stock.min,
    maximum: MEDICATION_LIMITS.stock.max,
    description,
  });
const RefillDays = Type.Integer({
  minimum: MEDICATION_LIMITS.refillDays.min,
  maximum: MEDICATION_LIMITS.refillDays.max,
  description: `Remind when this many days of supply are left (default ${MEDICATION_LIMITS.refillDays.default}).`,
});

export const Medication = Type.Object(
  {
    id: Type.String(),
    pet_id: Type.String(),
    name: Type.String(),
    unit: Unit,
    dose_per_day: Type.Number(),
    stock: Type.Number({ description: 'The last count, in units.' }),
    counted_at: Timestamp,
    refill_days: Type.Integer(),
    notes: Nullable(Type.String()),
    estimated_stock: Type.Number({
      description: 'The last count less one day’s dose per full day since; never below 0.',
    }),
    days_left: Type.Integer({ description: 'Whole days of supply left in the estimate.' }),
    refill_due: Type.Boolean({ description: 'days_left is at or below refill_days.' }),
    refill_at: Timestamp,
    reminded_at: Nullable(
      Type.String({
        format: 'date-time',
        description: 'When this count’s refill reminder reached the keeper; null until then.',
      }),
    ),
    created_at: Timestamp,
  },
  { title: 'Medication' },
);
export type Medication = Static<typeof Medication>;

export const MedicationInput = Type.Object(
  {
    name: RequiredText(MEDICATION_LIMITS.name),
    unit: Unit,
    dose_per_day: DosePerDay,
    stock: Amount('Units at home now (counted now).'),
    refill_days: Type.Optional(RefillDays),
    notes: Clearable(MultiLine(MEDICATION_LIMITS.notes)),
  },
  { title: 'MedicationInput', additionalProperties: false },
);
export type MedicationInput = Static<typeof MedicationInput>;

export const MedicationUpdate = Type.Object(
  {
    name: Type.Optional(RequiredText(MEDICATION_LIMITS.name)),
    unit: Type.Optional(Unit),
    dose_per_day: Type.Optional(DosePerDay),
    stock: Type.Optional(Amount('A new count, as of now: it re-arms the refill reminder.')),
    refill_days: Type.Optional(RefillDays),
    notes: Clearable(MultiLine(MEDICATION_LIMITS.notes)),
  },
  { title: 'MedicationUpdate', additionalProperties: false },
);
export type MedicationUpdate = Static<typeof MedicationUpdate>;

/** Exactly one of the two: units bought (added to the estimate) or a fresh count. */
export const MedicationRefill = Type.Object(
  {
    added: Type.Optional(
      Type.Number({
        minimum: MEDICATION_LIMITS.dosePerDay.min,
        maximum: MEDICATION_LIMITS.stock.max,
        description: 'Units bought, added to today’s estimate.',
      }),
    ),
    count: Type.Optional(Amount('Units at home now, counted.')),
  },
  { title: 'MedicationRefill', additionalProperties: false },
);
export type MedicationRefill = Static<typeof MedicationRefill>;

export const MedicationResponse = DataOf(Medication, 'MedicationResponse');
export type MedicationResponse = Static<typeof MedicationResponse>;
export const MedicationList = ListOf(
  Medication,
  'MedicationList',
  'Fewest days of supply left first, then by name.',
);
export type MedicationList = Static<typeof MedicationList>;
