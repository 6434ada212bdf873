import { makeAutoObservable, runInAction } from 'mobx';
import type {
  DataExportLink,
  DeletionCanceled,
  DeletionOverview,
  DeletionScheduled,
} from '@contract/schemas/keeperData';
import type { KeeperDataApi } from './keeperDataApi';

export type ExportState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'ready'; link: DataExportLink; url: string }
  | { status: 'expired' }
  | { status: 'failed' };

/**
 * The keeper's own data: the download being prepared or ready, what deleting the account would
 * remove, the deletion just requested (for the page that says when it happens), and a deletion
 * that signing in has just cancelled (the app tells the keeper once).
 */
export class KeeperDataStore {
  exportState: ExportState = { status: 'idle' };
  overview: DeletionOverview | null = null;
  overviewFailed = false;
  scheduled: DeletionScheduled | null = null;
  canceled: DeletionCanceled | null = null;

  constructor(private readonly api: KeeperDataApi) {
    makeAutoObservable<KeeperDataStore, 'api'>(this, { api: false });
  }

  /** Asks for a download link; the ZIP is made as the browser downloads it. */
  async prepareExport(): Promise<void> {
    if (this.exportState.status === 'preparing') return;
    this.exportState = { status: 'preparing' };
    try {
      const link = await this.api.createExport();
      runInAction(() => {
        this.exportState = { status: 'ready', link, url: this.api.downloadUrl(link) };
      });
    } catch {
      runInAction(() => {
        this.exportState = { status: 'failed' };
      });
    }
  }

  /** The link's time is up: a new one has to be prepared. */
  expireExport(): void {
    if (this.exportState.status === 'ready') this.exportState = { status: 'expired' };
  }

  async loadOverview(): Promise<void> {
    this.overviewFailed = false;
    try {
      const overview = await this.api.deletionOverview();
      runInAction(() => {
        this.overview = overview;
      });
    } catch {
      runInAction(() => {
        this.overviewFailed = true;
      });
    }
  }

  /** Schedules the deletion; the API has ended every session by the time this resolves. */
  async requestDeletion(password?: string): Promise<DeletionScheduled> {
    const scheduled = await this.api.requestDeletion(password);
    runInAction(() => {
      this.scheduled = scheduled;
    });
    return scheduled;
  }

  /** From a sign-in answer: the deletion this sign-in cancelled, if any. */
  noteSignIn(canceled: DeletionCanceled | undefined): void {
    this.canceled = canceled ?? null;
  }

  dismissCanceled(): void {
    this.canceled = null;
  }

  /** Signing out: nothing of this keeper stays for the next (the scheduled date does, to show it). */
  clear(): void {
    this.exportState = { status: 'idle' };
    this.overview = null;
    this.overviewFailed = false;
    this.canceled = null;
  }
}
