import { makeAutoObservable, runInAction } from 'mobx';
import type { ChatMessage, Thread } from '@contract/schemas/chat';
import type { ImageAnalysis } from '@contract/schemas/imageAnalysis';
import type { PetDocument, PetDocumentFields } from '@contract/schemas/petDocuments';
import type { WeightEntry } from '@contract/schemas/pets';
import type { Visit } from '@contract/schemas/petVisits';
import type { Clinic, Patient, PatientSummary, VetVisitInput } from '@contract/schemas/vets';
import { ApiError } from '../../http/ApiError';
import { UploadQueue } from '../files';
import { KeyedResource, type LoadState } from '../../stores/KeyedResource';
import type { VetApi } from './vetApi';

/** A patient as the page shows it: found, or no longer (or never) shared with the clinic. */
export type PatientView = { found: true; patient: Patient } | { found: false };

export interface ThreadView {
  thread: Thread;
  messages: ChatMessage[];
}

export interface VetDocumentUpload {
  petId: string;
  fields: PetDocumentFields;
}

function byDateDesc(a: Visit, b: Visit): number {
  return b.visited_on.localeCompare(a.visited_on) || b.created_at.localeCompare(a.created_at);
}

function documentOrder(a: PetDocument, b: PetDocument): number {
  const dateA = a.issued_on ?? a.created_at.slice(0, 10);
  const dateB = b.issued_on ?? b.created_at.slice(0, 10);
  return dateB.localeCompare(dateA) || b.created_at.localeCompare(a.created_at);
}

/**
 * The vet area: the clinic the vet acts for, its shared pets (searched), and one patient's
 * shared records, loaded per scope as the page shows them. A patient the clinic lost access to
 * is "not found", which the page says in words rather than as an error toast.
 */
export class VetStore {
  clinic: Clinic | null = null;
  search = '';
  patients: PatientSummary[] | null = null;
  patientsState: LoadState = 'idle';
  readonly patient: KeyedResource<PatientView>;
  readonly weights: KeyedResource<WeightEntry[]>;
  readonly visits: KeyedResource<Visit[]>;
  readonly documents: KeyedResource<PetDocument[]>;
  readonly threads: KeyedResource<Thread[]>;
  /** One conversation, keyed `petId/threadId`. */
  readonly thread: KeyedResource<ThreadView>;
  readonly analyses: KeyedResource<ImageAnalysis[]>;
  readonly uploads: UploadQueue<PetDocument, VetDocumentUpload>;
  private searchRequest = 0;

  constructor(private readonly api: VetApi) {
    this.patient = new KeyedResource(async (id) => {
      try {
        return { found: true, patient: await api.patient(id) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { found: false };
        throw error;
      }
    });
    this.weights = new KeyedResource((id) => api.weights(id));
    this.visits = new KeyedResource((id) => api.visits(id));
    this.documents = new KeyedResource((id) => api.documents(id));
    this.threads = new KeyedResource((id) => api.threads(id));
    this.thread = new KeyedResource((key) => {
      const [petId = '', threadId = ''] = key.split('/');
      return api.thread(petId, threadId);
    });
    this.analyses = new KeyedResource((id) => api.imageAnalyses(id));
    this.uploads = new UploadQueue(
      (file, options, { petId, fields }) => api.uploadDocument(petId, file, fields, options),
      {
        onUploaded: (document, task) =>
          this.documents.update(task.meta.petId, (list) =>
            [document, ...list.filter((d) => d.id !== document.id)].sort(documentOrder),
          ),
      },
    );
    makeAutoObservable<VetStore, 'api' | 'searchRequest'>(this, {
      api: false,
      searchRequest: false,
      patient: false,
      weights: false,
      visits: false,
      documents: false,
      threads: false,
      thread: false,
      analyses: false,
      uploads: false,
    });
  }

  async loadClinic(): Promise<void> {
    if (this.clinic) return;
    const clinic = await this.api.clinic().catch(() => null);
    runInAction(() => (this.clinic = clinic));
  }

  /** The clinic's patients matching `search`; only the answer to the latest search is kept. */
  async searchPatients(search: string): Promise<void> {
    this.search = search;
    this.patientsState = 'loading';
    const request = ++this.searchRequest;
    try {
      const patients = await this.api.patients(search);
      runInAction(() => {
        if (request !== this.searchRequest) return;
        this.patients = patients;
        this.patientsState = 'ready';
      });
    } catch {
      runInAction(() => {
        if (request === this.searchRequest) this.patientsState = 'failed';
      });
    }
  }

  async addVisit(petId: string, body: VetVisitInput): Promise<Visit> {
    const visit = await this.api.addVisit(petId, body);
    this.visits.update(petId, (list) => [visit, ...list].sort(byDateDesc));
    return visit;
  }

  uploadDocument(petId: string, file: File, fields: PetDocumentFields): void {
    this.uploads.add([file], { petId, fields });
  }

  /** Signing out or switching role: nothing of one clinic stays for the next. */
  clear(): void {
    this.clinic = null;
    this.search = '';
    this.patients = null;
    this.patientsState = 'idle';
    this.searchRequest += 1;
    this.uploads.cancelAll();
    this.uploads.clearFinished();
    for (const resource of [
      this.patient,
      this.weights,
      this.visits,
      this.documents,
      this.threads,
      this.thread,
      this.analyses,
    ]) {
      resource.clear();
    }
  }
}
