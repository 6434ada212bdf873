import { makeAutoObservable, runInAction } from 'mobx';
import type { BodyArea } from '@contract/aiAssistant';
import type { Thread } from '@contract/schemas/chat';
import type { ImageAnalysis, ImageAnalysisFields } from '@contract/schemas/imageAnalysis';
import { ApiError } from '../../http/ApiError';
import { UploadQueue } from '../files';
import { KeyedResource } from '../../stores/KeyedResource';
import type { ImageAnalysisApi } from './imageAnalysisApi';

/** Where a photo goes and what comes with it; `refused` once the server judged it unusable. */
export interface AnalysisUploadMeta {
  petId: string;
  fields: ImageAnalysisFields;
  refused: boolean;
}

export type DraftStep = 'photo' | 'details' | 'questions';

/** The /new wizard's state for one pet: kept while the keeper looks elsewhere in the app. */
export interface AnalysisDraft {
  petId: string;
  step: DraftStep;
  /** The photo chosen, not sent yet (sent with the details). */
  file: File | null;
  bodyArea: BodyArea | null;
  concern: string;
  /** Why the server refused the last photo, one message per problem; null when it did not. */
  refusal: string[] | null;
  /** True while the photo just chosen is being checked (before the details step). */
  checking: boolean;
  /** The analysis the photo made, waiting for the answers to its questions. */
  analysis: ImageAnalysis | null;
}

/**
 * The current pet's photo analyses (/si/image-analysis), the one opened from elsewhere, and the
 * new analysis being made (/si/image-analysis/new): the photo goes out through an UploadQueue
 * (progress, cancel, 'Upload cancelled', 'Network error during upload'); a photo the server
 * refuses as unusable (too small, too dark or bright, blurry) is kept apart with the server's
 * reasons, so the screen can ask for a better one instead of offering to send it again.
 */
export class ImageAnalysisStore {
  readonly analyses: KeyedResource<ImageAnalysis[]>;
  readonly opened: KeyedResource<ImageAnalysis>;
  readonly uploads: UploadQueue<ImageAnalysis, AnalysisUploadMeta>;
  draft: AnalysisDraft | null = null;

  constructor(private readonly api: ImageAnalysisApi) {
    this.analyses = new KeyedResource((petId) => api.list(petId));
    this.opened = new KeyedResource((id) => api.get(id));
    this.uploads = new UploadQueue((file, options, meta) => this.send(file, options, meta), {
      concurrency: 1,
      onUploaded: (analysis, task) => this.created(analysis, task.meta),
    });
    makeAutoObservable<ImageAnalysisStore, 'api'>(this, {
      api: false,
      analyses: false,
      opened: false,
      uploads: false,
    });
  }

  loadList(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.analyses.load(petId, options);
  }

  /** An analysis by id: from the pet's list when it is there, else fetched on its own. */
  analysisFor(petId: string, id: string): ImageAnalysis | null {
    return (
      this.analyses.valueFor(petId)?.find((a) => a.id === id) ?? this.opened.valueFor(id) ?? null
    );
  }

  loadOne(id: string, options?: { force?: boolean }): Promise<void> {
    return this.opened.load(id, options);
  }

  /** The draft of this pet (a new one when there is none, or it was another pet's). */
  startDraft(petId: string): AnalysisDraft {
    if (this.draft?.petId !== petId) this.resetDraft(petId);
    return this.draft as AnalysisDraft;
  }

  resetDraft(petId: string): void {
    if (this.draft && this.draft.petId !== petId) this.cancelUploadsOf(this.draft.petId);
    this.uploads.clearFinished((meta) => meta.petId === petId);
    this.draft = {
      petId,
      step: 'photo',
      file: null,
      bodyArea: null,
      concern: '',
      refusal: null,
      checking: false,
      analysis: null,
    };
  }

  /**
   * A photo was chosen (picker, camera or drop): a refusal of an earlier one is forgotten and the
   * new one is checked at once, so that a photo the analysis cannot use is said before the keeper
   * fills in the details. When the check cannot be reached the keeper goes on: the photo is
   * checked again when it is sent.
   */
  async choosePhoto(petId: string, file: File): Promise<void> {
    const draft = this.startDraft(petId);
    draft.file = file;
    draft.refusal = null;
    draft.checking = true;
    this.uploads.clearFinished((meta) => meta.petId === petId);
    let refusal: string[] | null = null;
    try {
      const verdict = await this.api.checkPhoto(file);
      if (!verdict.usable) refusal = verdict.messages;
    } catch (error) {
      // Not a photo, too large, or a format the server cannot read: the upload's own reasons.
      if (error instanceof ApiError && error.status === 422 && error.errors.file?.length) {
        refusal = error.errors.file;
      }
    }
    runInAction(() => {
      const current = this.draft;
      // Another photo was chosen meanwhile: its own check decides.
      if (current?.petId !== petId || current.file !== file) return;
      current.checking = false;
      if (refusal) {
        current.refusal = refusal;
        current.file = null;
        current.step = 'photo';
      } else {
        current.step = 'details';
      }
    });
  }

  goToStep(petId: string, step: DraftStep): void {
    this.startDraft(petId).step = step;
  }

  /** Sends the chosen photo with the keeper's details; the answer moves the draft on. */
  submit(petId: string, fields: ImageAnalysisFields): void {
    const draft = this.startDraft(petId);
    if (!draft.file || this.uploadingFor(petId)) return;
    draft.bodyArea = fields.body_area;
    draft.concern = fields.concern ?? '';
    this.uploads.clearFinished((meta) => meta.petId === petId);
    this.uploads.add([draft.file], { petId, fields, refused: false });
  }

  /** True while this pet's photo is on its way. */
  uploadingFor(petId: string): boolean {
    return this.uploads.busyWhere((meta) => meta.petId === petId);
  }

  private async send(
    file: File,
    options: Parameters<ImageAnalysisApi['create']>[3],
    meta: AnalysisUploadMeta,
  ): Promise<ImageAnalysis> {
    try {
      return await this.api.create(meta.petId, file, meta.fields, options);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors.file?.length) {
        const reasons = error.errors.file;
        runInAction(() => {
          meta.refused = true;
          const draft = this.draft;
          if (draft?.petId === meta.petId) {
            draft.refusal = reasons;
            draft.file = null;
            draft.step = 'photo';
          }
        });
      }
      throw error;
    }
  }

  private created(analysis: ImageAnalysis, meta: AnalysisUploadMeta): void {
    this.analyses.update(meta.petId, (list) => [
      analysis,
      ...list.filter((a) => a.id !== analysis.id),
    ]);
    const draft = this.draft;
    if (draft?.petId === meta.petId) {
      draft.analysis = analysis;
      draft.file = null;
      draft.step = 'questions';
    }
  }

  private replace(analysis: ImageAnalysis): void {
    this.analyses.update(analysis.pet_id, (list) =>
      list.map((a) => (a.id === analysis.id ? analysis : a)),
    );
    this.opened.update(analysis.id, () => analysis);
  }

  /** Answers the guided questions: the analysis comes back complete with its triage. */
  async answer(id: string, answers: Record<string, string>): Promise<ImageAnalysis> {
    const analysis = await this.api.answer(id, { answers });
    this.replace(analysis);
    if (this.draft?.analysis?.id === id) this.resetDraft(this.draft.petId);
    return analysis;
  }

  /** "Continue to pet analysis": the chat thread that carries the analysis on. */
  async continueInChat(analysis: ImageAnalysis): Promise<Thread> {
    const thread = await this.api.thread(analysis.id);
    this.replace({ ...analysis, thread_id: thread.id });
    return thread;
  }

  async remove(analysis: ImageAnalysis): Promise<void> {
    await this.api.remove(analysis.id);
    this.analyses.update(analysis.pet_id, (list) => list.filter((a) => a.id !== analysis.id));
    if (this.opened.key === analysis.id) this.opened.clear();
    if (this.draft?.analysis?.id === analysis.id) this.resetDraft(this.draft.petId);
  }

  private cancelUploadsOf(petId: string): void {
    for (const task of this.uploads.tasksWhere((meta) => meta.petId === petId)) {
      this.uploads.cancel(task.id);
    }
  }

  clear(): void {
    this.uploads.cancelAll();
    this.uploads.clearFinished();
    this.analyses.clear();
    this.opened.clear();
    this.draft = null;
  }
}
