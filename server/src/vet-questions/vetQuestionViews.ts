// How a question is shown: with its pet, keeper and clinic names, and (in full) its messages with
// the photos still of the question's pet. Read in a few queries for a whole list of questions.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileRef } from '@contract/schemas/pets';
import type {
  VetQuestion,
  VetQuestionClinic,
  VetQuestionSummary,
} from '@contract/schemas/vetQuestions';
import type { Database } from '../db/openDatabase';
import { medicalEntities, users } from '../db/schema';
import { petFiles, type PetFileService } from '../pet-files';
import { pets } from '../pets';
import { vetQuestionMessages, type vetQuestions } from './vetQuestionTables';

type QuestionRow = typeof vetQuestions.$inferSelect;

async function context(db: Database, rows: readonly QuestionRow[]) {
  const petIds = [...new Set(rows.map((r) => r.petId))];
  const clinicIds = [...new Set(rows.map((r) => r.medicalEntityId))];
  const petRows =
    petIds.length === 0
      ? []
      : await db
          .select({ id: pets.id, name: pets.name, keeperName: users.name })
          .from(pets)
          .innerJoin(users, eq(users.id, pets.userId))
          .where(inArray(pets.id, petIds));
  const clinicRows =
    clinicIds.length === 0
      ? []
      : await db
          .select({
            id: medicalEntities.id,
            name: medicalEntities.name,
            phone: medicalEntities.phone,
          })
          .from(medicalEntities)
          .where(inArray(medicalEntities.id, clinicIds));
  return {
    pet: new Map(petRows.map((p) => [p.id, p])),
    clinic: new Map<number, VetQuestionClinic>(clinicRows.map((c) => [c.id, c])),
  };
}

/** The questions as the queue and the pet's list show them: the first keeper message as the question. */
export async function questionSummaries(
  db: Database,
  rows: readonly QuestionRow[],
): Promise<VetQuestionSummary[]> {
  const { pet, clinic } = await context(db, rows);
  const firsts =
    rows.length === 0
      ? []
      : await db
          .select({
            questionId: vetQuestionMessages.questionId,
            text: vetQuestionMessages.text,
            id: vetQuestionMessages.id,
          })
          .from(vetQuestionMessages)
          .where(
            and(
              inArray(
                vetQuestionMessages.questionId,
                rows.map((r) => r.id),
              ),
              eq(vetQuestionMessages.author, 'keeper'),
            ),
          )
          .orderBy(asc(vetQuestionMessages.id));
  const questionText = new Map<number, string>();
  for (const m of firsts)
    if (!questionText.has(m.questionId)) questionText.set(m.questionId, m.text);
  return rows.map((row) => ({
    id: String(row.id),
    pet_id: String(row.petId),
    pet_name: pet.get(row.petId)?.name ?? '',
    keeper_name: pet.get(row.petId)?.keeperName ?? '',
    thread_id: String(row.threadId),
    clinic: clinic.get(row.medicalEntityId) ?? { id: row.medicalEntityId, name: '', phone: null },
    level: row.level,
    question: questionText.get(row.id) ?? '',
    status: row.status,
    sent_at: row.createdAt.toISOString(),
    waiting_since: row.waitingSince?.toISOString() ?? null,
  }));
}

/** The questions in full: the conversation snapshot, every message and its photos of the pet. */
export async function questionViews(
  db: Database,
  fileService: Pick<PetFileService, 'fileRef'>,
  rows: readonly QuestionRow[],
): Promise<VetQuestion[]> {
  if (rows.length === 0) return [];
  const { pet, clinic } = await context(db, rows);
  const messages = await db
    .select()
    .from(vetQuestionMessages)
    .where(
      inArray(
        vetQuestionMessages.questionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(vetQuestionMessages.id));
  const photoIds = [...new Set(messages.flatMap((m) => m.photoIds))];
  // Only files still of the question's pet (a photo the keeper deleted is gone from here too).
  const files =
    photoIds.length === 0
      ? []
      : await db.select().from(petFiles).where(inArray(petFiles.id, photoIds));
  const fileById = new Map(files.map((f) => [f.id, f]));
  return rows.map((row) => {
    const photosOf = (ids: readonly string[]): FileRef[] =>
      ids.flatMap((id) => {
        const file = fileById.get(id);
        return file && file.petId === row.petId ? [fileService.fileRef(file)] : [];
      });
    return {
      id: String(row.id),
      pet_id: String(row.petId),
      pet_name: pet.get(row.petId)?.name ?? '',
      keeper_name: pet.get(row.petId)?.keeperName ?? '',
      thread_id: String(row.threadId),
      clinic: clinic.get(row.medicalEntityId) ?? {
        id: row.medicalEntityId,
        name: '',
        phone: null,
      },
      level: row.level,
      reasons: row.reasons,
      conversation: row.conversation,
      status: row.status,
      sent_at: row.createdAt.toISOString(),
      waiting_since: row.waitingSince?.toISOString() ?? null,
      closed_at: row.closedAt?.toISOString() ?? null,
      messages: messages
        .filter((m) => m.questionId === row.id)
        .map((m) => ({
          id: String(m.id),
          author: m.author,
          author_name: m.authorName,
          text: m.text,
          asks_for_photo: m.askForPhoto,
          photos: photosOf(m.photoIds),
          created_at: m.createdAt.toISOString(),
        })),
    };
  });
}
