// Vet visits of a pet, newest first, with their attached files (invoices, discharge notes).
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { PET_LIST_MAX } from '@contract/pets/petLimits';
import { isCurrencyCode } from '@contract/pets/visitCost';
import type { Visit, VisitInput, VisitUpdate } from '@contract/schemas/petVisits';
import type { Database } from '../db/openDatabase';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { type PetFileRow, petFiles } from '../pet-files';
import { ownedPet, type PetsDeps, RecordRules } from '../pets';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import {
  type AddedByOptions,
  addedByValues,
  addedByView,
  assertKeeperMayEdit,
} from '../vet-sharing';
import { visitAttachments, visits } from './visitTables';

type VisitRow = typeof visits.$inferSelect;

export const VISIT_NOT_FOUND = 'Visit not found.';
export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';

/** The visits' attachments, oldest first, by visit id. */
async function attachmentsOf(db: Database, visitIds: number[]): Promise<Map<number, PetFileRow[]>> {
  const byVisit = new Map<number, PetFileRow[]>();
  if (visitIds.length === 0) return byVisit;
  const rows = await db
    .select({ visitId: visitAttachments.visitId, file: petFiles })
    .from(visitAttachments)
    .innerJoin(petFiles, eq(petFiles.id, visitAttachments.fileId))
    .where(inArray(visitAttachments.visitId, visitIds))
    .orderBy(asc(visitAttachments.id));
  for (const { visitId, file } of rows)
    byVisit.set(visitId, [...(byVisit.get(visitId) ?? []), file]);
  return byVisit;
}

function ruleErrors(input: Partial<VisitInput>, birthDate: string | null, now: Date): RecordRules {
  const rules = new RecordRules(now);
  rules.past('visited_on', input.visited_on, birthDate);
  const cost = input.cost_minor ?? null;
  const currency = input.currency ?? null;
  if (currency !== null && !isCurrencyCode(currency)) {
    rules.fail('currency', 'The currency must be an ISO 4217 currency code.');
  } else if (cost !== null && currency === null) {
    rules.fail('currency', 'The currency field is required when cost minor is present.');
  }
  return rules;
}

export class VisitService {
  constructor(private readonly deps: PetsDeps) {}

  private async views(rows: VisitRow[], db: Database = this.deps.db): Promise<Visit[]> {
    const files = await attachmentsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => this.view(row, files.get(row.id) ?? []));
  }

  /** One visit as the API shows it, with its attachments (oldest first). */
  view(row: VisitRow, files: PetFileRow[]): Visit {
    return {
      id: String(row.id),
      visited_on: row.visitedOn,
      clinic: row.clinic,
      vet_name: row.vetName,
      reason: row.reason,
      diagnosis: row.diagnosis,
      treatment: row.treatment,
      cost_minor: row.costMinor,
      currency: row.currency,
      notes: row.notes,
      attachments: files.map((file) => this.deps.files.fileRef(file)),
      added_by: addedByView(row),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Newest first; `limit` for the dashboard's recent visits. */
  async visitsOfPet(petId: number, limit?: number): Promise<Visit[]> {
    const query = this.deps.db
      .select()
      .from(visits)
      .where(eq(visits.petId, petId))
      .orderBy(desc(visits.visitedOn), desc(visits.id));
    return this.views(limit === undefined ? await query : await query.limit(limit));
  }

  async list(userId: number, petId: number): Promise<Visit[]> {
    await ownedPet(this.deps.db, userId, petId);
    return this.visitsOfPet(petId);
  }

  /** `edit`: the visit is about to change, which a visit a clinic added may not (addedBy.ts). */
  private async ownedVisit(
    db: Database,
    userId: number,
    petId: number,
    visitId: number,
    { edit = false } = {},
  ): Promise<{ visit: VisitRow; birthDate: string | null }> {
    const pet = await ownedPet(db, userId, petId, { forUpdate: true });
    const [visit] = await db
      .select()
      .from(visits)
      .where(and(eq(visits.id, visitId), eq(visits.petId, petId)))
      .for('update');
    if (!visit) throw new NotFoundError(VISIT_NOT_FOUND);
    if (edit) assertKeeperMayEdit(visit);
    return { visit, birthDate: pet.birthDate };
  }

  private async one(db: Database, visitId: number): Promise<Visit> {
    const rows = await db.select().from(visits).where(eq(visits.id, visitId));
    const [visit] = await this.views(rows, db);
    if (!visit) throw new NotFoundError(VISIT_NOT_FOUND);
    return visit;
  }

  /**
   * Records a visit for the owner `userId`'s pet. A vet's visit note (vet-sharing) passes who added
   * it and what to do in the same transaction (notify the keeper).
   */
  async create(
    userId: number,
    petId: number,
    input: VisitInput,
    { addedBy, afterInsert }: AddedByOptions<Visit> = {},
  ): Promise<Visit> {
    return this.deps.db.transaction(async (tx) => {
      const pet = await ownedPet(tx, userId, petId, { forShare: true });
      const now = this.deps.clock.now();
      const rules = ruleErrors(input, pet.birthDate, now);
      if (!rules.ok) throw new ValidationError(rules.errors);
      const [row] = await tx
        .insert(visits)
        .values({
          petId,
          visitedOn: input.visited_on,
          reason: input.reason,
          clinic: input.clinic ?? null,
          vetName: input.vet_name ?? null,
          diagnosis: input.diagnosis ?? null,
          treatment: input.treatment ?? null,
          costMinor: input.cost_minor ?? null,
          currency: input.currency ?? null,
          notes: input.notes ?? null,
          ...addedByValues(addedBy),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('visit insert returned nothing');
      const visit = (await this.views([row], tx))[0] as Visit;
      await afterInsert?.(tx, visit);
      return visit;
    });
  }

  async update(userId: number, petId: number, visitId: number, input: VisitUpdate) {
    return this.deps.db.transaction(async (tx) => {
      const { visit, birthDate } = await this.ownedVisit(tx, userId, petId, visitId, {
        edit: true,
      });
      const merged: Partial<VisitInput> = {
        visited_on: input.visited_on,
        cost_minor: input.cost_minor === undefined ? visit.costMinor : input.cost_minor,
        currency: input.currency === undefined ? visit.currency : input.currency,
      };
      const rules = ruleErrors(merged, birthDate, this.deps.clock.now());
      if (!rules.ok) throw new ValidationError(rules.errors);
      await tx
        .update(visits)
        .set({
          ...(input.visited_on !== undefined && { visitedOn: input.visited_on }),
          ...(input.reason !== undefined && { reason: input.reason }),
          ...(input.clinic !== undefined && { clinic: input.clinic }),
          ...(input.vet_name !== undefined && { vetName: input.vet_name }),
          ...(input.diagnosis !== undefined && { diagnosis: input.diagnosis }),
          ...(input.treatment !== undefined && { treatment: input.treatment }),
          ...(input.cost_minor !== undefined && { costMinor: input.cost_minor }),
          ...(input.currency !== undefined && { currency: input.currency }),
          ...(input.notes !== undefined && { notes: input.notes }),
          updatedAt: this.deps.clock.now(),
        })
        .where(eq(visits.id, visitId));
      return this.one(tx, visitId);
    });
  }

  /** Deletes the visit and its attachments' files. */
  async remove(userId: number, petId: number, visitId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.ownedVisit(tx, userId, petId, visitId);
      const attached = tx
        .select({ id: visitAttachments.fileId })
        .from(visitAttachments)
        .where(eq(visitAttachments.visitId, visitId));
      await tx.delete(petFiles).where(inArray(petFiles.id, attached));
      await tx.delete(visits).where(eq(visits.id, visitId));
    });
    await this.deps.files.purgeAfterCommit();
  }

  private async assertRoom(db: Database, visitId: number): Promise<void> {
    const [attached] = await db
      .select({ value: count() })
      .from(visitAttachments)
      .where(eq(visitAttachments.visitId, visitId));
    if (Number(attached?.value ?? 0) >= PET_LIST_MAX.visitAttachments) {
      throw new ValidationError({
        file: [`A visit may not have more than ${PET_LIST_MAX.visitAttachments} attachments.`],
      });
    }
  }

  /** Checked before an upload is read: 404 for someone else's visit, 422 when it is full. */
  async assertRoomFor(userId: number, petId: number, visitId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await this.ownedVisit(tx, userId, petId, visitId, { edit: true });
      await this.assertRoom(tx, visitId);
    });
  }

  /** Attaches an accepted upload (the caller has stored it; it is deleted again on failure). */
  async attach(userId: number, petId: number, visitId: number, upload: UploadDescriptor) {
    return this.deps.files.recordUpload(petId, upload, async (tx, file) => {
      await this.ownedVisit(tx, userId, petId, visitId, { edit: true });
      await this.assertRoom(tx, visitId);
      await tx
        .insert(visitAttachments)
        .values({ visitId, fileId: file.id, createdAt: this.deps.clock.now() });
      await tx
        .update(visits)
        .set({ updatedAt: this.deps.clock.now() })
        .where(eq(visits.id, visitId));
      return this.one(tx, visitId);
    });
  }

  async detach(userId: number, petId: number, visitId: number, fileId: string): Promise<Visit> {
    const visit = await this.deps.db.transaction(async (tx) => {
      await this.ownedVisit(tx, userId, petId, visitId, { edit: true });
      const attached = tx
        .select({ id: visitAttachments.fileId })
        .from(visitAttachments)
        .where(and(eq(visitAttachments.visitId, visitId), eq(visitAttachments.fileId, fileId)));
      const deleted = await tx
        .delete(petFiles)
        .where(inArray(petFiles.id, attached))
        .returning({ id: petFiles.id });
      if (deleted.length === 0) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
      await tx
        .update(visits)
        .set({ updatedAt: this.deps.clock.now() })
        .where(eq(visits.id, visitId));
      return this.one(tx, visitId);
    });
    await this.deps.files.purgeAfterCommit();
    return visit;
  }
}
