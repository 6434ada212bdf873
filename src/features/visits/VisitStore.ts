import { makeAutoObservable } from 'mobx';
import type { Visit, VisitInput, VisitUpdate } from '@contract/schemas/petVisits';
import { UploadQueue } from '../files';
import { KeyedResource } from '../../stores/KeyedResource';
import type { VisitsApi } from './visitsApi';

export interface AttachmentTarget {
  petId: string;
  visitId: string;
}

/** Newest first, as the API lists them (a visit's date, then when it was written down). */
function byDateDesc(a: Visit, b: Visit): number {
  return b.visited_on.localeCompare(a.visited_on) || b.created_at.localeCompare(a.created_at);
}

/** Vet visits of the current pet, and the files attached to them (one upload per file). */
export class VisitStore {
  readonly visits: KeyedResource<Visit[]>;
  readonly attachments: UploadQueue<Visit, AttachmentTarget>;

  constructor(private readonly api: VisitsApi) {
    this.visits = new KeyedResource((petId) => api.list(petId));
    this.attachments = new UploadQueue(
      (file, options, target) => api.attach(target.petId, target.visitId, file, options),
      { onUploaded: (visit, task) => this.replace(task.meta.petId, visit) },
    );
    makeAutoObservable<VisitStore, 'api'>(this, { api: false, visits: false, attachments: false });
  }

  load(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.visits.load(petId, options);
  }

  private replace(petId: string, visit: Visit): void {
    this.visits.update(petId, (list) =>
      [visit, ...list.filter((v) => v.id !== visit.id)].sort(byDateDesc),
    );
  }

  async create(petId: string, body: VisitInput): Promise<Visit> {
    const visit = await this.api.create(petId, body);
    this.replace(petId, visit);
    return visit;
  }

  async update(petId: string, visitId: string, body: VisitUpdate): Promise<Visit> {
    const visit = await this.api.update(petId, visitId, body);
    this.replace(petId, visit);
    return visit;
  }

  async remove(petId: string, visitId: string): Promise<void> {
    await this.api.remove(petId, visitId);
    this.visits.update(petId, (list) => list.filter((v) => v.id !== visitId));
  }

  attach(petId: string, visitId: string, files: File[]): void {
    this.attachments.add(files, { petId, visitId });
  }

  async detach(petId: string, visitId: string, fileId: string): Promise<void> {
    const visit = await this.api.detach(petId, visitId, fileId);
    this.replace(petId, visit);
  }

  clear(): void {
    this.attachments.cancelAll();
    this.attachments.clearFinished();
    this.visits.clear();
  }
}
