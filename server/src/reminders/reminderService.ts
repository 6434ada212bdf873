// Care reminders of a pet: not done first (soonest due first, so overdue ones lead), then done
// (latest first). Marking a repeating reminder done creates its next occurrence; moving the due
// date of one not done re-arms its notification.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { EARLIEST_PET_DATE, MAX_YEARS_AHEAD } from '@contract/pets/petLimits';
import type { Reminder, ReminderInput, ReminderUpdate } from '@contract/schemas/petReminders';
import type { Database } from '../db/openDatabase';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { latestDueDay, ownedPet, pets, type PetsDeps, RecordRules } from '../pets';
import { nextOccurrence } from './nextOccurrence';
import { reminders } from './reminderTables';

type ReminderRow = typeof reminders.$inferSelect;

export const REMINDER_NOT_FOUND = 'Reminder not found.';

export function reminderView(row: ReminderRow): Reminder {
  return {
    id: String(row.id),
    pet_id: String(row.petId),
    kind: row.kind,
    title: row.title,
    due_at: row.dueAt.toISOString(),
    repeat: row.repeat,
    notes: row.notes,
    done_at: row.doneAt?.toISOString() ?? null,
    notified_at: row.notifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A parsed due date within the accepted span, or a 422. */
function dueDate(text: string, now: Date): Date {
  const due = new Date(text);
  const rules = new RecordRules(now);
  if (Number.isNaN(due.getTime())) {
    rules.fail('due_at', 'The due at field must be a valid date.');
  } else if (due.toISOString().slice(0, 10) < EARLIEST_PET_DATE) {
    rules.fail('due_at', `The due at must be a date after ${EARLIEST_PET_DATE}.`);
  } else if (due.toISOString().slice(0, 10) > latestDueDay(now)) {
    rules.fail('due_at', `The due at must be within ${MAX_YEARS_AHEAD} years.`);
  }
  if (!rules.ok) throw new ValidationError(rules.errors);
  return due;
}

export class ReminderService {
  constructor(private readonly deps: Pick<PetsDeps, 'db' | 'clock'>) {}

  async list(userId: number, petId: number): Promise<Reminder[]> {
    await ownedPet(this.deps.db, userId, petId);
    const rows = await this.deps.db
      .select()
      .from(reminders)
      .where(eq(reminders.petId, petId))
      .orderBy(
        sql`${reminders.doneAt} is not null`,
        asc(sql`case when ${reminders.doneAt} is null then ${reminders.dueAt} end`),
        desc(reminders.doneAt),
        asc(reminders.id),
      );
    return rows.map(reminderView);
  }

  async create(userId: number, petId: number, input: ReminderInput): Promise<Reminder> {
    const now = this.deps.clock.now();
    const dueAt = dueDate(input.due_at, now);
    return this.deps.db.transaction(async (tx) => {
      await ownedPet(tx, userId, petId, { forShare: true });
      const [row] = await tx
        .insert(reminders)
        .values({
          petId,
          kind: input.kind,
          title: input.title,
          dueAt,
          repeat: input.repeat ?? 'none',
          notes: input.notes ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('reminder insert returned nothing');
      return reminderView(row);
    });
  }

  /** The keeper's reminder, or a 404. */
  async ownedView(userId: number, reminderId: number): Promise<Reminder> {
    return this.deps.db.transaction(async (tx) =>
      reminderView(await this.owned(tx, userId, reminderId)),
    );
  }

  private async owned(db: Database, userId: number, reminderId: number): Promise<ReminderRow> {
    const [row] = await db
      .select({ reminder: reminders })
      .from(reminders)
      .innerJoin(pets, eq(pets.id, reminders.petId))
      .where(and(eq(reminders.id, reminderId), eq(pets.userId, userId)))
      .for('update', { of: reminders });
    if (!row) throw new NotFoundError(REMINDER_NOT_FOUND);
    return row.reminder;
  }

  /** `db`: a transaction to join (a one-time link's use commits with what it does). */
  async update(
    userId: number,
    reminderId: number,
    input: ReminderUpdate,
    db: Database = this.deps.db,
  ): Promise<Reminder> {
    const now = this.deps.clock.now();
    const newDue = input.due_at === undefined ? undefined : dueDate(input.due_at, now);
    return db.transaction(async (tx) => {
      const current = await this.owned(tx, userId, reminderId);
      const changes: Partial<typeof reminders.$inferInsert> = { updatedAt: now };
      if (input.kind !== undefined) changes.kind = input.kind;
      if (input.title !== undefined) changes.title = input.title;
      if (input.repeat !== undefined) changes.repeat = input.repeat;
      if (input.notes !== undefined) changes.notes = input.notes;
      if (newDue !== undefined && newDue.getTime() !== current.dueAt.getTime()) {
        changes.dueAt = newDue;
        // A new date is a new occasion to remind (unless it is done).
        changes.notifiedAt = null;
        changes.sendAfter = null;
      }
      const becomesDone = input.done === true && current.doneAt === null;
      // Done before the mail went: nothing is sent.
      if (becomesDone) {
        changes.doneAt = now;
        changes.sendAfter = null;
      }
      if (input.done === false) changes.doneAt = null;
      const [updated] = await tx
        .update(reminders)
        .set(changes)
        .where(eq(reminders.id, reminderId))
        .returning();
      if (!updated) throw new NotFoundError(REMINDER_NOT_FOUND);
      const next = becomesDone ? nextOccurrence(updated.dueAt, updated.repeat, now) : null;
      if (next !== null) {
        await tx.insert(reminders).values({
          petId: updated.petId,
          kind: updated.kind,
          title: updated.title,
          dueAt: next,
          repeat: updated.repeat,
          notes: updated.notes,
          createdAt: now,
          updatedAt: now,
        });
      }
      return reminderView(updated);
    });
  }

  async remove(userId: number, reminderId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.owned(tx, userId, reminderId);
      await tx.delete(reminders).where(eq(reminders.id, reminderId));
    });
  }
}
