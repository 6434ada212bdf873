// Medication kept at home for a pet. The stock is the last count and when it was taken
// (counted_at); the estimate of today is computed from them and the daily dose (stockEstimate.ts),
// never written day by day. reminder_id is the care reminder that tells the keeper to refill
// (refillReminder.ts): the reminder job notifies it once, and a new count re-arms it.
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { MEDICATION_UNITS, type MedicationUnit } from '@contract/medication-stock/medicationLimits';
import { at, id, parentRef, textIn, timestamps } from '../db/columns';
import { CASCADE, personalDataLines } from '../db/personalData';
import { pets, reminders } from '../db/schema';

/** Two decimals: half a tablet, 2.5 ml. Read as a number. */
const amount = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const medications = pgTable(
  'medications',
  {
    id: id(),
    petId: parentRef('pet_id', () => pets.id),
    name: text('name').notNull(),
    unit: text('unit').$type<MedicationUnit>().notNull(),
    dosePerDay: amount('dose_per_day').notNull(),
    stock: amount('stock').notNull(),
    countedAt: at('counted_at').notNull(),
    refillDays: integer('refill_days').notNull(),
    notes: text('notes'),
    reminderId: integer('reminder_id').references(() => reminders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('medications_pet_idx').on(t.petId),
    textIn('medications_unit_check', 'unit', MEDICATION_UNITS),
  ],
);

/** Where a keeper's data lives in this table: the export and the erasure (db/personalData.ts). */
export const medicationPersonalData = personalDataLines([
  {
    table: 'medications',
    export: [{ section: 'medications', via: 'pet_id', deletion: 'medications' }],
    erasure: CASCADE,
  },
]);
