import { makeAutoObservable } from 'mobx';
import { errorToast } from '../../http/errorToast';
import { UploadCancelledError, type UploadProgress } from '../../http/uploadRequest';
import type { UiKey } from '../../i18n/localeQuery';

export type UploadState = 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** Why a file did not arrive: the server's own words, or one of the catalogue's (translated). */
export interface UploadFailure {
  message: string | null;
  messageKey: UiKey | null;
}

export interface UploadTask<M = undefined> {
  id: number;
  file: File;
  /** Where the file goes (an album, a visit…): what the sender needs besides the file. */
  meta: M;
  state: UploadState;
  /** 0–100 while uploading (null when the browser cannot tell), 100 once sent. */
  percent: number | null;
  failure: UploadFailure | null;
}

export interface UploadSendOptions {
  signal: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/** Sends one file (one request per file, so each has its own progress and cancel). */
export type UploadSender<T, M = undefined> = (
  file: File,
  options: UploadSendOptions,
  meta: M,
) => Promise<T>;

export interface UploadQueueOptions<T, M = undefined> {
  /** Files sent at the same time; the rest wait their turn. */
  concurrency?: number;
  /** Told about each file the server accepted, with its answer. */
  onUploaded?: (result: T, task: UploadTask<M>) => void;
}

const CANCELLED: UploadFailure = { message: null, messageKey: 'api.uploadCancelled' };

function failureOf(error: unknown): UploadFailure {
  if (error instanceof UploadCancelledError) return CANCELLED;
  const toast = errorToast(error instanceof Error ? error : new Error(String(error)));
  return { message: toast.message ?? null, messageKey: toast.messageKey ?? null };
}

/**
 * Files being uploaded, each with its own progress bar, cancel and retry (spec.md section 8:
 * 'Upload cancelled', 'Network error during upload'). Files wait in line and go out a few at a
 * time; a failed or cancelled one stays in the list with its reason until it is retried or
 * cleared. The HTTP client still toasts each failure, as every failed request does.
 */
export class UploadQueue<T, M = undefined> {
  tasks: UploadTask<M>[] = [];
  private nextId = 1;
  private readonly controllers = new Map<number, AbortController>();

  constructor(
    private readonly send: UploadSender<T, M>,
    private readonly options: UploadQueueOptions<T, M> = {},
  ) {
    makeAutoObservable<UploadQueue<T, M>, 'send' | 'options' | 'controllers' | 'nextId'>(this, {
      send: false,
      options: false,
      controllers: false,
      nextId: false,
    });
  }

  /** True while a file waits or is on its way. */
  get busy(): boolean {
    return this.tasks.some((task) => task.state === 'waiting' || task.state === 'uploading');
  }

  /** The files whose meta matches (one album's, one visit's). */
  tasksWhere(matches: (meta: M) => boolean): UploadTask<M>[] {
    return this.tasks.filter((task) => matches(task.meta));
  }

  add(files: Iterable<File>, ...[meta]: M extends undefined ? [meta?: M] : [meta: M]): void {
    for (const file of files) {
      this.tasks.push({
        id: this.nextId++,
        file,
        meta: meta as M,
        state: 'waiting',
        percent: 0,
        failure: null,
      });
    }
    this.pump();
  }

  /** A waiting file never leaves; one on its way is aborted ('Upload cancelled'). */
  cancel(id: number): void {
    const task = this.task(id);
    if (!task) return;
    if (task.state === 'waiting') {
      task.state = 'cancelled';
      task.failure = CANCELLED;
    } else if (task.state === 'uploading') {
      this.controllers.get(id)?.abort();
    }
  }

  cancelAll(): void {
    for (const task of this.tasks) this.cancel(task.id);
  }

  /** True while a file matching `matches` waits or is on its way. */
  busyWhere(matches: (meta: M) => boolean): boolean {
    return this.tasksWhere(matches).some(
      (task) => task.state === 'waiting' || task.state === 'uploading',
    );
  }

  retry(id: number): void {
    const task = this.task(id);
    if (!task || (task.state !== 'failed' && task.state !== 'cancelled')) return;
    task.state = 'waiting';
    task.percent = 0;
    task.failure = null;
    this.pump();
  }

  /** Takes a finished, failed or cancelled file off the list. */
  remove(id: number): void {
    this.tasks = this.tasks.filter(
      (task) => task.id !== id || task.state === 'waiting' || task.state === 'uploading',
    );
  }

  /** Clears every file (matching `matches`) that is no longer waiting or uploading. */
  clearFinished(matches: (meta: M) => boolean = () => true): void {
    this.tasks = this.tasks.filter(
      (task) => task.state === 'waiting' || task.state === 'uploading' || !matches(task.meta),
    );
  }

  private task(id: number): UploadTask<M> | undefined {
    return this.tasks.find((task) => task.id === id);
  }

  private pump(): void {
    const limit = this.options.concurrency ?? 2;
    let running = this.tasks.filter((task) => task.state === 'uploading').length;
    for (const task of this.tasks) {
      if (running >= limit) break;
      if (task.state !== 'waiting') continue;
      running += 1;
      this.start(task);
    }
  }

  private start(task: UploadTask<M>): void {
    const controller = new AbortController();
    this.controllers.set(task.id, controller);
    task.state = 'uploading';
    task.percent = 0;
    this.send(
      task.file,
      {
        signal: controller.signal,
        onProgress: (progress) => this.progress(task.id, progress.percent),
      },
      task.meta,
    ).then(
      (result) => this.settle(task.id, 'done', null, result),
      (error: unknown) =>
        this.settle(
          task.id,
          error instanceof UploadCancelledError ? 'cancelled' : 'failed',
          failureOf(error),
        ),
    );
  }

  private progress(id: number, percent: number | null): void {
    const task = this.task(id);
    if (task?.state === 'uploading') task.percent = percent;
  }

  private settle(id: number, state: UploadState, failure: UploadFailure | null, result?: T): void {
    this.controllers.delete(id);
    const task = this.task(id);
    if (task) {
      task.state = state;
      task.failure = failure;
      if (state === 'done') task.percent = 100;
      if (state === 'done' && result !== undefined) this.options.onUploaded?.(result, task);
    }
    this.pump();
  }
}
