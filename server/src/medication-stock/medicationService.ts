// A pet's medication stock: the keeper's own records, checked against the pet and its keeper in
// the same transaction (ownedPet: another keeper's pet is a 404, as for every pet record). Every
// write keeps the refill reminder in step (refillReminder.ts).
import { and, eq } from 'drizzle-orm';
import type {
  Medication,
  MedicationInput,
  MedicationRefill,
  MedicationUpdate,
} from '@contract/schemas/medicationStock';
import { MEDICATION_LIMITS } from '@contract/medication-stock/medicationLimits';
import type { Language } from '@contract/preferences';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import type { Clock } from '../http/clock';
import { ownedPet, pets } from '../pets';
import { reminders } from '../reminders';
import { medications } from './medicationTables';
import { armRefillReminder } from './refillReminder';
import { estimateStock } from './stockEstimate';

type MedicationRow = typeof medications.$inferSelect;

export const MEDICATION_NOT_FOUND = 'Medication not found.';
export const REFILL_NEEDS_ONE = 'Give either the units added or a new count.';
export const REFILL_STOCK_TOO_HIGH = `The stock may be at most ${MEDICATION_LIMITS.stock.max} units.`;

/** Amounts keep two decimals, as the column does. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export function medicationView(row: MedicationRow, remindedAt: Date | null, now: Date): Medication {
  const estimate = estimateStock(row, now);
  return {
    id: String(row.id),
    pet_id: String(row.petId),
    name: row.name,
    unit: row.unit,
    dose_per_day: row.dosePerDay,
    stock: row.stock,
    counted_at: row.countedAt.toISOString(),
    refill_days: row.refillDays,
    notes: row.notes,
    estimated_stock: estimate.estimatedStock,
    days_left: estimate.daysLeft,
    refill_due: estimate.refillDue,
    refill_at: estimate.refillAt.toISOString(),
    reminded_at: remindedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export class MedicationService {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /** Fewest days left first (those to refill lead), then by name. */
  async list(userId: number, petId: number): Promise<Medication[]> {
    await ownedPet(this.deps.db, userId, petId);
    const rows = await this.deps.db
      .select({ medication: medications, remindedAt: reminders.notifiedAt })
      .from(medications)
      .leftJoin(reminders, eq(reminders.id, medications.reminderId))
      .where(eq(medications.petId, petId));
    const now = this.deps.clock.now();
    return rows
      .map((row) => medicationView(row.medication, row.remindedAt, now))
      .sort((a, b) => a.days_left - b.days_left || a.name.localeCompare(b.name));
  }

  async create(userId: number, petId: number, input: MedicationInput): Promise<Medication> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId, { forUpdate: true });
      const [row] = await tx
        .insert(medications)
        .values({
          petId,
          name: input.name,
          unit: input.unit,
          dosePerDay: round2(input.dose_per_day),
          stock: round2(input.stock),
          countedAt: now,
          refillDays: input.refill_days ?? MEDICATION_LIMITS.refillDays.default,
          notes: input.notes ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('medication insert returned nothing');
      return this.saved(tx, userId, row, true, now);
    });
  }

  /**
   * A new `stock` is a new count as of now (and re-arms the reminder); a new dose starts from
   * today's estimate, so the days already past keep the dose they had.
   */
  async update(userId: number, medicationId: number, input: MedicationUpdate): Promise<Medication> {
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const current = await this.owned(tx, userId, medicationId);
      const changes: Partial<typeof medications.$inferInsert> = { updatedAt: now };
      if (input.name !== undefined) changes.name = input.name;
      if (input.unit !== undefined) changes.unit = input.unit;
      if (input.refill_days !== undefined) changes.refillDays = input.refill_days;
      if (input.notes !== undefined) changes.notes = input.notes;
      const dose = input.dose_per_day === undefined ? undefined : round2(input.dose_per_day);
      if (input.stock !== undefined) {
        changes.stock = round2(input.stock);
        changes.countedAt = now;
      } else if (dose !== undefined && dose !== current.dosePerDay) {
        changes.stock = estimateStock(current, now).estimatedStock;
        changes.countedAt = now;
      }
      if (dose !== undefined) changes.dosePerDay = dose;
      const updated = await this.write(tx, medicationId, changes);
      return this.saved(tx, userId, updated, input.stock !== undefined, now);
    });
  }

  /** Units bought join today's estimate; a count replaces it. Either is a new count. */
  async refill(userId: number, medicationId: number, input: MedicationRefill): Promise<Medication> {
    if ((input.added === undefined) === (input.count === undefined)) {
      throw new ValidationError({ added: [REFILL_NEEDS_ONE] });
    }
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      const current = await this.owned(tx, userId, medicationId);
      const stock =
        input.count ?? round2(estimateStock(current, now).estimatedStock + (input.added ?? 0));
      if (stock > MEDICATION_LIMITS.stock.max) {
        throw new ValidationError({ added: [REFILL_STOCK_TOO_HIGH] });
      }
      const updated = await this.write(tx, medicationId, {
        stock: round2(stock),
        countedAt: now,
        updatedAt: now,
      });
      return this.saved(tx, userId, updated, true, now);
    });
  }

  async remove(userId: number, medicationId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const current = await this.owned(tx, userId, medicationId);
      await tx.delete(medications).where(eq(medications.id, medicationId));
      // Its refill reminder goes with it: nothing left to refill.
      if (current.reminderId !== null) {
        await tx.delete(reminders).where(eq(reminders.id, current.reminderId));
      }
    });
  }

  /** The keeper's medication, locked for the change, or a 404. */
  private async owned(tx: Database, userId: number, medicationId: number): Promise<MedicationRow> {
    const [row] = await tx
      .select({ medication: medications })
      .from(medications)
      .innerJoin(pets, eq(pets.id, medications.petId))
      .where(and(eq(medications.id, medicationId), eq(pets.userId, userId)))
      .for('update', { of: medications });
    if (!row) throw new NotFoundError(MEDICATION_NOT_FOUND);
    return row.medication;
  }

  private async write(
    tx: Database,
    medicationId: number,
    changes: Partial<typeof medications.$inferInsert>,
  ): Promise<MedicationRow> {
    const [row] = await tx
      .update(medications)
      .set(changes)
      .where(eq(medications.id, medicationId))
      .returning();
    if (!row) throw new NotFoundError(MEDICATION_NOT_FOUND);
    return row;
  }

  /** Keeps the refill reminder in step, then answers the medication as it now is. */
  private async saved(
    tx: Database,
    userId: number,
    row: MedicationRow,
    recount: boolean,
    now: Date,
  ): Promise<Medication> {
    const [keeper] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    const language: Language = keeper?.language ?? 'en';
    const reminderId = await armRefillReminder(tx, row, { recount, language, now });
    const [reminder] =
      reminderId === null
        ? []
        : await tx
            .select({ notifiedAt: reminders.notifiedAt })
            .from(reminders)
            .where(eq(reminders.id, reminderId));
    return medicationView({ ...row, reminderId }, reminder?.notifiedAt ?? null, now);
  }
}
