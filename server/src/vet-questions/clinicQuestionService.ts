// "Ask my vet", the clinic's side: the queue of questions sent to the clinic about pets still
// shared with it, reading one, answering it (or asking for a photo: the keeper's turn, notified
// live and by e-mail) and closing it. A question sent elsewhere, or about a pet no longer shared,
// is the same 404 as a missing one (patientAccess), so nothing leaks.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import type {
  ClinicAnswerInput,
  VetQuestion,
  VetQuestionSummary,
} from '@contract/schemas/vetQuestions';
import type { Database } from '../db/openDatabase';
import { medicalEntities, users } from '../db/schema';
import { inTransaction } from '../db/unitOfWork';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { pets } from '../pets';
import { petShares, sharedPet } from '../vet-sharing';
import { answerMail, answerNotification, VET_QUESTION_ANSWERED_TYPE } from './vetQuestionMessages';
import {
  QUESTION_CLOSED,
  QUESTION_NOT_FOUND,
  QUEUE_MAX,
  queueOrder,
  type ClinicCaller,
  type VetQuestionServiceDeps,
} from './vetQuestionRules';
import { vetQuestionMessages, vetQuestions } from './vetQuestionTables';
import { questionSummaries, questionViews } from './vetQuestionViews';

export class ClinicQuestionService {
  constructor(private readonly deps: VetQuestionServiceDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

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
