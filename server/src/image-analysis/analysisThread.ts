// "Continue to pet analysis": the chat thread that carries an answered photo analysis on. It is
// created once, with the analysis as its first exchange (the keeper's answers, then the triage
// answer), so the chat engine reads them as it reads any thread.
import { eq } from 'drizzle-orm';
import type { Thread } from '@contract/schemas/chat';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { ValidationError } from '../errors/HttpError';
import { ownedPet } from '../pets';
import { chatMessages, chatThreads, enginePet, threadView, titleOf } from '../chat';
import { composeText, triagePhotoAnswers } from '../triage';
import { ANALYSIS_MESSAGES, AREA_LABELS } from './imageAnalysisMessages';
import { imageAnalyses } from './imageAnalysisTables';

/** The analysis's thread (the one it already has, else a new one); the analysis must be answered. */
export async function analysisThread(
  { db, clock }: { db: Database; clock: Clock },
  userId: number,
  analysis: typeof imageAnalyses.$inferSelect,
): Promise<Thread> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(imageAnalyses)
      .where(eq(imageAnalyses.id, analysis.id))
      .for('update');
    if (locked?.threadId) {
      const [existing] = await tx
        .select()
        .from(chatThreads)
        .where(eq(chatThreads.id, locked.threadId));
      if (existing) return threadView(existing);
    }
    if (!locked?.triage || !locked.answers) {
      throw new ValidationError({
        answers: [ANALYSIS_MESSAGES.answerFirst[analysis.locale]],
      });
    }
    const language = locked.locale;
    // The area as the thread names it (the app's words, "Other" for the last choice).
    const area = AREA_LABELS[locked.bodyArea][language];
    const answered = locked.questions
      .map((q) => `${q.text} ${q.options.find((o) => o.id === locked.answers?.[q.id])?.text ?? ''}`)
      .join('\n');
    const keeperText = [
      ANALYSIS_MESSAGES.keeperHeading(area)[language],
      locked.concern ?? '',
      answered,
    ]
      .filter(Boolean)
      .join('\n');
    const pet = await ownedPet(tx, userId, locked.petId);
    const result = triagePhotoAnswers({
      area: locked.bodyArea,
      answers: locked.answers,
      description: locked.concern ?? '',
      pet: await enginePet(tx, pet, clock.now()),
      locale: language,
    });
    const now = clock.now();
    const [thread] = await tx
      .insert(chatThreads)
      .values({
        userId,
        petId: locked.petId,
        origin: 'image_analysis',
        title: titleOf(
          `${ANALYSIS_MESSAGES.threadTitle(area)[language]}${locked.concern ? ` — ${locked.concern}` : ''}`,
        ),
        maxLevel: locked.triage.level,
        messageCount: 2,
        createdAt: now,
        lastMessageAt: now,
      })
      .returning();
    if (!thread) throw new Error('thread insert returned nothing');
    const versions = {
      engineVersion: locked.triage.engine_version,
      knowledgeVersion: locked.triage.knowledge_version,
      source: locked.triage.source,
      createdAt: now,
    };
    await tx.insert(chatMessages).values([
      { threadId: thread.id, role: 'keeper', text: keeperText, ...versions },
      {
        threadId: thread.id,
        role: 'assistant',
        text: composeText(result, { locale: language, petName: pet.name }),
        triage: locked.triage,
        askedQuestionIds: result.questions.map((q) => q.id),
        ...versions,
      },
    ]);
    await tx
      .update(imageAnalyses)
      .set({ threadId: thread.id })
      .where(eq(imageAnalyses.id, locked.id));
    return threadView(thread);
  });
}
