// "Ask my vet", the keeper's side: where a symptom-checker conversation can go (clinics the pet
// is shared with now), sending it to one (a snapshot, with photos of the pet's own), reading the
// questions and replying. The keeper reaches only their own questions (404 otherwise). The
// clinic's side is clinicQuestionService.ts.
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  KeeperReplyInput,
  ThreadVetQuestions,
  VetQuestion,
  VetQuestionInput,
  VetQuestionSummary,
} from '@contract/schemas/vetQuestions';
import { chatMessages, chatThreads, THREAD_NOT_FOUND } from '../chat';
import type { Database } from '../db/openDatabase';
import { medicalEntities, users } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { petFiles } from '../pet-files';
import { pets } from '../pets';
import { petShares } from '../vet-sharing';
import { vetQuestionMessages, vetQuestions } from './vetQuestionTables';
import { questionSummaries, questionViews } from './vetQuestionViews';
import {
  NOT_SHARED_WITH_CLINIC,
  NOTHING_TO_SEND,
  PHOTO_CHOICES_MAX,
  PHOTO_NOT_OF_PET,
  QUESTION_CLOSED,
  QUESTION_NOT_FOUND,
  type VetQuestionServiceDeps,
} from './vetQuestionRules';

export class KeeperQuestionService {
  constructor(private readonly deps: VetQuestionServiceDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

  private async ownedThread(db: Database, userId: number, threadId: number) {
    const [thread] = await db
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.id, threadId), eq(chatThreads.userId, userId)));
    if (!thread) throw new NotFoundError(THREAD_NOT_FOUND);
    return thread;
  }

  /** Where the conversation can go (clinics shared with now), the pet's photos, what was sent. */
  async forThread(userId: number, threadId: number): Promise<ThreadVetQuestions> {
    const thread = await this.ownedThread(this.db, userId, threadId);
    const clinics = await this.db
      .select({ id: medicalEntities.id, name: medicalEntities.name, phone: medicalEntities.phone })
      .from(petShares)
      .innerJoin(medicalEntities, eq(medicalEntities.id, petShares.medicalEntityId))
      .where(and(eq(petShares.petId, thread.petId), isNull(petShares.revokedAt)))
      .orderBy(asc(medicalEntities.name));
    const photos = await this.db
      .select()
      .from(petFiles)
      .where(and(eq(petFiles.petId, thread.petId), eq(petFiles.kind, 'image')))
      .orderBy(desc(petFiles.createdAt))
      .limit(PHOTO_CHOICES_MAX);
    const rows = await this.db
      .select()
      .from(vetQuestions)
      .where(and(eq(vetQuestions.threadId, thread.id), eq(vetQuestions.userId, userId)))
      .orderBy(asc(vetQuestions.id));
    return {
      clinics,
      photos: photos.map((row) => this.deps.files.fileRef(row)),
      questions: await questionViews(this.db, this.deps.files, rows),
    };
  }

  /** The keeper's questions about a pet (any conversation), newest first. */
  async listForPet(userId: number, petId: number): Promise<VetQuestionSummary[]> {
    const rows = await this.db
      .select()
      .from(vetQuestions)
      .where(and(eq(vetQuestions.userId, userId), eq(vetQuestions.petId, petId)))
      .orderBy(desc(vetQuestions.createdAt), desc(vetQuestions.id));
    return questionSummaries(this.db, rows);
  }

  async keeperGet(userId: number, questionId: number): Promise<VetQuestion> {
    const row = await this.keeperQuestion(this.db, userId, questionId);
    const [view] = await questionViews(this.db, this.deps.files, [row]);
    return view!;
  }

  private async keeperQuestion(db: Database, userId: number, questionId: number) {
    const [row] = await db
      .select()
      .from(vetQuestions)
      .where(and(eq(vetQuestions.id, questionId), eq(vetQuestions.userId, userId)));
    if (!row) throw new NotFoundError(QUESTION_NOT_FOUND);
    return row;
  }

  /** Sends the conversation to a clinic the pet is shared with now, with the keeper's question. */
  async send(userId: number, threadId: number, input: VetQuestionInput): Promise<VetQuestion> {
    const id = await this.db.transaction(async (tx) => {
      const thread = await this.ownedThread(tx, userId, threadId);
      // The pet's row is locked as a share change locks it: a clinic the keeper stops sharing
      // with at this moment either gets the question before the stop or not at all.
      await tx.select({ id: pets.id }).from(pets).where(eq(pets.id, thread.petId)).for('update');
      const errors: Record<string, string[]> = {};
      const [share] = await tx
        .select({ id: petShares.id })
        .from(petShares)
        .where(
          and(
            eq(petShares.petId, thread.petId),
            eq(petShares.medicalEntityId, input.clinic_id),
            isNull(petShares.revokedAt),
          ),
        );
      if (!share) errors.clinic_id = [NOT_SHARED_WITH_CLINIC];
      const photoIds = input.photo_ids ?? [];
      if (!(await this.photosOfPet(tx, thread.petId, photoIds)))
        errors.photo_ids = [PHOTO_NOT_OF_PET];
      const messages = await tx
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.threadId, thread.id))
        .orderBy(asc(chatMessages.id));
      const conversation = messages
        .filter((m) => m.role === 'keeper')
        .map((m) => ({ text: m.text, created_at: m.createdAt.toISOString() }));
      if (conversation.length === 0) errors.thread = [NOTHING_TO_SEND];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      // The level the conversation reached and the reasons the answer gave for it (the latest
      // answer at that level).
      const level = thread.maxLevel;
      const atLevel = messages.filter((m) => m.triage !== null && m.triage.level === level).at(-1);
      const reasons = atLevel?.triage?.reasons.map((r) => r.text) ?? [];
      const now = this.deps.clock.now();
      const [keeper] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      const [question] = await tx
        .insert(vetQuestions)
        .values({
          userId,
          petId: thread.petId,
          threadId: thread.id,
          medicalEntityId: input.clinic_id,
          level,
          reasons,
          conversation,
          status: 'waiting_for_clinic',
          waitingSince: now,
          createdAt: now,
        })
        .returning({ id: vetQuestions.id });
      await tx.insert(vetQuestionMessages).values({
        questionId: question!.id,
        author: 'keeper',
        authorName: keeper?.name ?? '',
        text: input.question,
        photoIds,
        createdAt: now,
      });
      return question!.id;
    });
    return this.keeperGet(userId, id);
  }

  /** The keeper's reply (a photo the clinic asked for, more details): the clinic's turn again. */
  async keeperReply(
    userId: number,
    questionId: number,
    input: KeeperReplyInput,
  ): Promise<VetQuestion> {
    await this.db.transaction(async (tx) => {
      const row = await this.keeperQuestion(tx, userId, questionId);
      const [locked] = await tx
        .select()
        .from(vetQuestions)
        .where(eq(vetQuestions.id, row.id))
        .for('update');
      const errors: Record<string, string[]> = {};
      if (locked!.status === 'closed') errors.text = [QUESTION_CLOSED];
      const photoIds = input.photo_ids ?? [];
      if (!(await this.photosOfPet(tx, row.petId, photoIds))) errors.photo_ids = [PHOTO_NOT_OF_PET];
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const now = this.deps.clock.now();
      const [keeper] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, userId));
      await tx.insert(vetQuestionMessages).values({
        questionId: row.id,
        author: 'keeper',
        authorName: keeper?.name ?? '',
        text: input.text,
        photoIds,
        createdAt: now,
      });
      await tx
        .update(vetQuestions)
        .set({ status: 'waiting_for_clinic', waitingSince: locked!.waitingSince ?? now })
        .where(eq(vetQuestions.id, row.id));
    });
    return this.keeperGet(userId, questionId);
  }

  private async photosOfPet(db: Database, petId: number, ids: readonly string[]): Promise<boolean> {
    if (ids.length === 0) return true;
    const found = await db
      .select({ id: petFiles.id })
      .from(petFiles)
      .where(
        and(inArray(petFiles.id, [...ids]), eq(petFiles.petId, petId), eq(petFiles.kind, 'image')),
      );
    return found.length === ids.length;
  }
}
