// Lab results, referral letters and other documents of a pet: a PDF or an image each, newest
// first (by the date on the document, else by upload). A document's file goes with it.
import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  PetDocument,
  PetDocumentFields,
  PetDocumentUpdate,
} from '@contract/schemas/petDocuments';
import type { Database } from '../db/openDatabase';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { type PetFileRow, petFiles } from '../pet-files';
import { ownedPet, pets, type PetsDeps, RecordRules } from '../pets';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import {
  type AddedByOptions,
  addedByValues,
  addedByView,
  assertKeeperMayEdit,
} from '../vet-sharing';
import { petDocuments } from './documentTables';

type DocumentRow = typeof petDocuments.$inferSelect;

export const DOCUMENT_NOT_FOUND = 'Document not found.';

export class DocumentService {
  constructor(private readonly deps: PetsDeps) {}

  private view(document: DocumentRow, file: PetFileRow): PetDocument {
    return {
      id: String(document.id),
      kind: document.kind,
      title: document.title,
      issued_on: document.issuedOn,
      notes: document.notes,
      file: this.deps.files.fileRef(file),
      added_by: addedByView(document),
      created_at: document.createdAt.toISOString(),
    };
  }

  private checkDates(issuedOn: string | null | undefined, birthDate: string | null): void {
    const rules = new RecordRules(this.deps.clock.now());
    // A referral may predate the pet joining the keeper, never the pet's birth.
    rules.past('issued_on', issuedOn, birthDate);
    if (!rules.ok) throw new ValidationError(rules.errors);
  }

  private async owned(db: Database, userId: number, documentId: number) {
    const [row] = await db
      .select({ document: petDocuments, file: petFiles, birthDate: pets.birthDate })
      .from(petDocuments)
      .innerJoin(pets, eq(pets.id, petDocuments.petId))
      .innerJoin(petFiles, eq(petFiles.id, petDocuments.fileId))
      .where(and(eq(petDocuments.id, documentId), eq(pets.userId, userId)))
      .for('update', { of: petDocuments });
    if (!row) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    return row;
  }

  async list(userId: number, petId: number): Promise<PetDocument[]> {
    await ownedPet(this.deps.db, userId, petId);
    const rows = await this.deps.db
      .select({ document: petDocuments, file: petFiles })
      .from(petDocuments)
      .innerJoin(petFiles, eq(petFiles.id, petDocuments.fileId))
      .where(eq(petDocuments.petId, petId))
      .orderBy(
        desc(sql`coalesce(${petDocuments.issuedOn}, ${petDocuments.createdAt}::date)`),
        desc(petDocuments.id),
      );
    return rows.map(({ document, file }) => this.view(document, file));
  }

  /**
   * Stores the uploaded document (the caller checked the pet first; see the route). A vet's
   * result or referral (vet-sharing) passes who added it and what to do in the same transaction.
   */
  async create(
    userId: number,
    petId: number,
    upload: UploadDescriptor,
    fields: PetDocumentFields,
    { addedBy, afterInsert }: AddedByOptions<PetDocument> = {},
  ): Promise<PetDocument> {
    return this.deps.files.recordUpload(petId, upload, async (tx, file) => {
      const pet = await ownedPet(tx, userId, petId, { forShare: true });
      this.checkDates(fields.issued_on, pet.birthDate);
      const now = this.deps.clock.now();
      const [document] = await tx
        .insert(petDocuments)
        .values({
          petId,
          kind: fields.kind,
          title: fields.title,
          issuedOn: fields.issued_on ?? null,
          notes: fields.notes ?? null,
          fileId: file.id,
          ...addedByValues(addedBy),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!document) throw new Error('document insert returned nothing');
      const view = this.view(document, file);
      await afterInsert?.(tx, view);
      return view;
    });
  }

  async update(userId: number, documentId: number, input: PetDocumentUpdate): Promise<PetDocument> {
    return this.deps.db.transaction(async (tx) => {
      const { document, file, birthDate } = await this.owned(tx, userId, documentId);
      assertKeeperMayEdit(document);
      this.checkDates(input.issued_on, birthDate);
      const [updated] = await tx
        .update(petDocuments)
        .set({
          ...(input.kind !== undefined && { kind: input.kind }),
          ...(input.title !== undefined && { title: input.title }),
          ...(input.issued_on !== undefined && { issuedOn: input.issued_on }),
          ...(input.notes !== undefined && { notes: input.notes }),
          updatedAt: this.deps.clock.now(),
        })
        .where(eq(petDocuments.id, document.id))
        .returning();
      return this.view(updated ?? document, file);
    });
  }

  async remove(userId: number, documentId: number): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const { file } = await this.owned(tx, userId, documentId);
      await tx.delete(petFiles).where(eq(petFiles.id, file.id));
    });
    await this.deps.files.purgeAfterCommit();
  }
}
