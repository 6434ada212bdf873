// "Ask my vet": the keeper sends a symptom-checker conversation to a clinic the pet is shared with
// (a snapshot), the clinic's vets see their queue, answer (the keeper is notified live and by
// e-mail), may ask for a photo, and close it. Access rules:
// - the keeper reaches only their own questions (404 otherwise);
// - a clinic reaches a question sent to it while the pet is still shared with it (the same rule as
//   every vet read, patientAccess) — anything else is the same 404, so nothing leaks.
import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { TRIAGE_LEVELS, type TriageLevel } from '@contract/aiAssistant';
import type { Language } from '@contract/preferences';
import type {
  ClinicAnswerInput,
  KeeperReplyInput,
  ThreadVetQuestions,
  VetQuestion,
  VetQuestionInput,
  VetQuestionSummary,
} from '@contract/schemas/vetQuestions';
import { chatMessages, chatThreads } from '../chat/chatTables';
import { THREAD_NOT_FOUND } from '../chat/chatService';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { medicalEntities, users } from '../db/schema';
import { inTransaction } from '../db/unitOfWork';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications/notificationService';
import type { PetFileService } from '../pet-files/petFileService';
import { petFiles } from '../pet-files/petFileTables';
import { pets } from '../pets/petTables';
import { sharedPet } from '../vet-sharing/patientAccess';
import { petShares } from '../vet-sharing/vetSharingTables';
import { answerMail, answerNotification, VET_QUESTION_ANSWERED_TYPE } from './vetQuestionMessages';
import { vetQuestionMessages, vetQuestions } from './vetQuestionTables';
import { questionSummaries, questionViews } from './vetQuestionViews';

export const QUESTION_NOT_FOUND = 'Question not found.';
export const NOT_SHARED_WITH_CLINIC = 'The pet is not shared with this clinic.';
export const PHOTO_NOT_OF_PET = "Choose photos of this pet's own.";
export const QUESTION_CLOSED = 'This question is closed.';
export const NOTHING_TO_SEND = 'The conversation has no message to send yet.';
/** The photos a keeper can choose from. */
export const PHOTO_CHOICES_MAX = 24;
/** The queue shows at most this many questions. */
export const QUEUE_MAX = 200;

type QuestionRow = typeof vetQuestions.$inferSelect;

export interface VetQuestionServiceDeps {
  db: Database;
  clock: Clock;
  files: PetFileService;
  notifications: NotificationService;
  mailer: Mailer;
  publicUrl: string;
}

/** The clinic's vet who acts (signed in, X-Medical-Entity-ID). */
export interface ClinicCaller {
  userId: number;
  clinicId: number;
}

const levelRank = (level: TriageLevel | null) =>
  level === null ? TRIAGE_LEVELS.length : TRIAGE_LEVELS.indexOf(level);

/** The queue's order: the clinic's turn first, most urgent first, then longest waiting. */
export function queueOrder(a: QuestionOrderKey, b: QuestionOrderKey): number {
  const turn =
    Number(b.status === 'waiting_for_clinic') - Number(a.status === 'waiting_for_clinic');
  if (turn !== 0) return turn;
  const level = levelRank(a.level) - levelRank(b.level);
  if (level !== 0) return level;
  const since =
    (a.waitingSince ?? a.createdAt).getTime() - (b.waitingSince ?? b.createdAt).getTime();
  return since !== 0 ? since : a.id - b.id;
}

type QuestionOrderKey = Pick<QuestionRow, 'id' | 'status' | 'level' | 'waitingSince' | 'createdAt'>;

export class VetQuestionService {
  constructor(private readonly deps: VetQuestionServiceDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

  // The keeper's side.

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

  // The clinic's side.

  /** The clinic's open questions about pets still shared with it, in the queue's order. */
  async queue(clinicId: number): Promise<VetQuestionSummary[]> {
    const rows = await this.db
      .select({ question: vetQuestions })
      .from(vetQuestions)
      .innerJoin(
        petShares,
        and(
          eq(petShares.petId, vetQuestions.petId),
          eq(petShares.medicalEntityId, vetQuestions.medicalEntityId),
          isNull(petShares.revokedAt),
        ),
      )
      .where(and(eq(vetQuestions.medicalEntityId, clinicId), ne(vetQuestions.status, 'closed')))
      .limit(QUEUE_MAX);
    return questionSummaries(this.db, rows.map((r) => r.question).sort(queueOrder));
  }

  private async clinicQuestion(db: Database, clinicId: number, questionId: number) {
    const [row] = await db
      .select()
      .from(vetQuestions)
      .where(and(eq(vetQuestions.id, questionId), eq(vetQuestions.medicalEntityId, clinicId)));
    if (!row) throw new NotFoundError(QUESTION_NOT_FOUND);
    try {
      await sharedPet(db, clinicId, row.petId);
    } catch {
      throw new NotFoundError(QUESTION_NOT_FOUND);
    }
    return row;
  }

  async clinicGet(clinicId: number, questionId: number): Promise<VetQuestion> {
    const row = await this.clinicQuestion(this.db, clinicId, questionId);
    const [view] = await questionViews(this.db, this.deps.files, [row]);
    return view!;
  }

  /** A vet's written answer (or request for a photo): the keeper's turn; notified and mailed. */
  async answer(
    caller: ClinicCaller,
    questionId: number,
    input: ClinicAnswerInput,
  ): Promise<VetQuestion> {
    await this.clinicQuestion(this.db, caller.clinicId, questionId);
    await inTransaction(this.db, async (unit) => {
      const { tx } = unit;
      const [row] = await tx
        .select()
        .from(vetQuestions)
        .where(eq(vetQuestions.id, questionId))
        .for('update');
      // Checked again after the lock: a share stopped meanwhile wins.
      await this.clinicQuestion(tx, caller.clinicId, questionId);
      if (row!.status === 'closed') throw new ValidationError({ text: [QUESTION_CLOSED] });
      const now = this.deps.clock.now();
      const [vet] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, caller.userId));
      const askForPhoto = input.ask_for_photo ?? false;
      await tx.insert(vetQuestionMessages).values({
        questionId,
        author: 'clinic',
        authorUserId: caller.userId,
        authorName: vet?.name ?? '',
        text: input.text,
        askForPhoto,
        createdAt: now,
      });
      await tx
        .update(vetQuestions)
        .set({ status: 'waiting_for_keeper', waitingSince: null })
        .where(eq(vetQuestions.id, questionId));
      const [context] = await tx
        .select({
          petName: pets.name,
          clinicName: medicalEntities.name,
          keeperEmail: users.email,
          keeperName: users.name,
          language: users.language,
        })
        .from(vetQuestions)
        .innerJoin(pets, eq(pets.id, vetQuestions.petId))
        .innerJoin(users, eq(users.id, vetQuestions.userId))
        .innerJoin(medicalEntities, eq(medicalEntities.id, vetQuestions.medicalEntityId))
        .where(eq(vetQuestions.id, questionId));
      const notice = {
        threadId: row!.threadId,
        petName: context!.petName,
        clinicName: context!.clinicName,
        vetName: vet?.name ?? context!.clinicName,
        text: input.text,
        askForPhoto,
      };
      const language: Language = context!.language;
      await this.deps.notifications.createNotification(
        row!.userId,
        VET_QUESTION_ANSWERED_TYPE,
        answerNotification(notice, language),
        tx,
      );
      await this.deps.mailer.queue(
        answerMail({
          to: context!.keeperEmail,
          name: context!.keeperName,
          language,
          publicUrl: this.deps.publicUrl,
          notice,
        }),
        unit,
      );
    });
    return this.clinicGet(caller.clinicId, questionId);
  }

  /** Closes the question (again: nothing changes). */
  async close(caller: ClinicCaller, questionId: number): Promise<VetQuestion> {
    const row = await this.clinicQuestion(this.db, caller.clinicId, questionId);
    if (row.status !== 'closed') {
      await this.db
        .update(vetQuestions)
        .set({ status: 'closed', waitingSince: null, closedAt: this.deps.clock.now() })
        .where(and(eq(vetQuestions.id, questionId), ne(vetQuestions.status, 'closed')));
    }
    return this.clinicGet(caller.clinicId, questionId);
  }
}
