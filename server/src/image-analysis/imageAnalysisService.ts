// Photo analyses in SQL: a usable photo is stored with its guided questions (an unusable one is
// refused with a message per problem and nothing stored), the answers are triaged like a chat
// message, "continue to pet analysis" opens a chat thread seeded with the result
// (analysisThread.ts), and deleting an analysis deletes its photo.
import { and, desc, eq } from 'drizzle-orm';
import type { NearestCare, Thread } from '@contract/schemas/chat';
import type {
  ImageAnalysis,
  ImageAnalysisFields,
  PhotoCheck,
} from '@contract/schemas/imageAnalysis';
import type { Clock } from '../http/clock';
import type { Database } from '../db/openDatabase';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import { ownedPet } from '../pets';
import { petFiles, type PetFileService } from '../pet-files';
import { discardUpload } from '../uploads/discardUpload';
import type { UploadDescriptor } from '../uploads/acceptUpload';
import { enginePet, nearestCare, triageSummary } from '../chat';
import { checkPhotoUsability, triagePhotoAnswers } from '../triage';
import { analysisThread } from './analysisThread';
import {
  ANALYSIS_MESSAGES,
  localisedQuestions,
  PHOTO_PROBLEM_MESSAGES,
  type Language,
} from './imageAnalysisMessages';
import { imageAnalyses } from './imageAnalysisTables';

export const ANALYSIS_NOT_FOUND = 'Photo analysis not found.';

type AnalysisRow = typeof imageAnalyses.$inferSelect;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

export class ImageAnalysisService {
  constructor(private readonly deps: { db: Database; clock: Clock; files: PetFileService }) {}

  private view(row: AnalysisRow, photo: typeof petFiles.$inferSelect): ImageAnalysis {
    return {
      id: String(row.id),
      pet_id: String(row.petId),
      body_area: row.bodyArea,
      concern: row.concern,
      photo: this.deps.files.fileRef(photo),
      quality: row.quality,
      questions: row.questions,
      answers: row.answers,
      triage: row.triage,
      vision_description: row.visionDescription,
      status: row.triage ? 'complete' : 'needs_answers',
      thread_id: row.threadId === null ? null : String(row.threadId),
      created_at: row.createdAt.toISOString(),
    };
  }

  private async owned(userId: number, id: number) {
    const [found] = await this.deps.db
      .select({ analysis: imageAnalyses, photo: petFiles })
      .from(imageAnalyses)
      .innerJoin(petFiles, eq(petFiles.id, imageAnalyses.photoFileId))
      .where(and(eq(imageAnalyses.id, id), eq(imageAnalyses.userId, userId)));
    if (!found) throw new NotFoundError(ANALYSIS_NOT_FOUND);
    return found;
  }

  async list(userId: number, petId: number): Promise<ImageAnalysis[]> {
    await ownedPet(this.deps.db, userId, petId);
    const rows = await this.deps.db
      .select({ analysis: imageAnalyses, photo: petFiles })
      .from(imageAnalyses)
      .innerJoin(petFiles, eq(petFiles.id, imageAnalyses.photoFileId))
      .where(and(eq(imageAnalyses.petId, petId), eq(imageAnalyses.userId, userId)))
      .orderBy(desc(imageAnalyses.createdAt), desc(imageAnalyses.id));
    return rows.map((r) => this.view(r.analysis, r.photo));
  }

  async get(userId: number, id: number): Promise<ImageAnalysis> {
    const { analysis, photo } = await this.owned(userId, id);
    return this.view(analysis, photo);
  }

  /**
   * The photo check alone, as soon as the keeper chooses a photo: the upload went through the
   * same policy and clean re-encode as a real analysis, so the verdict is the one `create` will
   * give; the files are deleted again whatever the verdict.
   */
  async check(upload: UploadDescriptor, language: Language): Promise<PhotoCheck> {
    try {
      const stored = await this.deps.files.storage.get(upload.key);
      const quality = await checkPhotoUsability(
        stored ? await readAll(stored.body) : Buffer.alloc(0),
      );
      return {
        usable: quality.usable,
        problems: quality.problems,
        messages: quality.problems.map((p) => PHOTO_PROBLEM_MESSAGES[p][language]),
        width: upload.width ?? quality.width,
        height: upload.height ?? quality.height,
      };
    } finally {
      await discardUpload(this.deps.files.storage, upload);
    }
  }

  /** Checks the stored photo; an unusable one is deleted again and refused (422, `file`). */
  async create(
    userId: number,
    petId: number,
    upload: UploadDescriptor,
    fields: ImageAnalysisFields,
    language: Language,
  ): Promise<ImageAnalysis> {
    const stored = await this.deps.files.storage.get(upload.key);
    const quality = await checkPhotoUsability(
      stored ? await readAll(stored.body) : Buffer.alloc(0),
    );
    if (!quality.usable) {
      await discardUpload(this.deps.files.storage, upload);
      throw new ValidationError({
        file: quality.problems.map((p) => PHOTO_PROBLEM_MESSAGES[p][language]),
      });
    }
    return this.deps.files.recordUpload(petId, upload, async (tx, photo) => {
      await ownedPet(tx, userId, petId);
      const [row] = await tx
        .insert(imageAnalyses)
        .values({
          userId,
          petId,
          bodyArea: fields.body_area,
          concern: fields.concern?.trim() || null,
          photoFileId: photo.id,
          quality: {
            usable: true,
            problems: [],
            width: upload.width ?? quality.width,
            height: upload.height ?? quality.height,
          },
          questions: localisedQuestions(fields.body_area, language),
          locale: language,
          createdAt: this.deps.clock.now(),
        })
        .returning();
      if (!row) throw new Error('analysis insert returned nothing');
      return this.view(row, photo);
    });
  }

  /** Every question answered with one of its options, then triaged with the keeper's words. */
  async answer(
    userId: number,
    id: number,
    answers: Record<string, string>,
    language: Language,
  ): Promise<ImageAnalysis> {
    const { analysis, photo } = await this.owned(userId, id);
    const errors: string[] = [];
    for (const question of analysis.questions) {
      const given = answers[question.id];
      if (given === undefined || !question.options.some((o) => o.id === given)) {
        errors.push(ANALYSIS_MESSAGES.chooseAnswer(question.text)[language]);
      }
    }
    const known = new Set(analysis.questions.map((q) => q.id));
    if (Object.keys(answers).some((key) => !known.has(key))) {
      errors.push(ANALYSIS_MESSAGES.unknownQuestion[language]);
    }
    if (errors.length > 0) throw new ValidationError({ answers: errors });

    const pet = await ownedPet(this.deps.db, userId, analysis.petId);
    const result = triagePhotoAnswers({
      area: analysis.bodyArea,
      answers,
      description: [analysis.concern, analysis.visionDescription].filter(Boolean).join('\n'),
      pet: await enginePet(this.deps.db, pet, this.deps.clock.now()),
      locale: analysis.locale,
    });
    const care: NearestCare | null =
      result.level === 'emergency' ? await nearestCare(this.deps.db, userId, result.locale) : null;
    const triage = triageSummary(result, 'engine', care, pet.name);
    const [row] = await this.deps.db
      .update(imageAnalyses)
      .set({ answers, triage })
      .where(eq(imageAnalyses.id, analysis.id))
      .returning();
    return this.view(row ?? analysis, photo);
  }

  /** The chat thread that continues an analysis (analysisThread.ts). */
  async thread(userId: number, id: number): Promise<Thread> {
    const { analysis } = await this.owned(userId, id);
    return analysisThread(this.deps, userId, analysis);
  }

  /** Deletes the photo's row, which takes the analysis with it; the files go right after. */
  async remove(userId: number, id: number): Promise<void> {
    const { analysis } = await this.owned(userId, id);
    await this.deps.db.delete(petFiles).where(eq(petFiles.id, analysis.photoFileId));
    await this.deps.files.purgeAfterCommit();
  }
}
