import { makeAutoObservable, runInAction } from 'mobx';
import type { Clinic, PetShare, PetShareInput } from '@contract/schemas/vets';
import { KeyedResource, type LoadState } from '../../stores/KeyedResource';
import type { SharingApi } from './sharingApi';

function byClinicName(a: PetShare, b: PetShare): number {
  return a.clinic.name.localeCompare(b.clinic.name) || a.clinic.id - b.clinic.id;
}

/** Which clinics the current pet is shared with, and the clinics a keeper can pick from. */
export class SharingStore {
  readonly shares: KeyedResource<PetShare[]>;
  clinics: Clinic[] | null = null;
  clinicsState: LoadState = 'idle';
  private clinicRequest = 0;

  constructor(
    private readonly api: SharingApi,
    /** Reads the pet again (its home clinic changes when the keeper asks for it). */
    private readonly refreshPet: (petId: string) => Promise<void> = async () => undefined,
  ) {
    this.shares = new KeyedResource((petId) => api.list(petId));
    makeAutoObservable<SharingStore, 'api' | 'clinicRequest' | 'refreshPet'>(this, {
      api: false,
      refreshPet: false,
      clinicRequest: false,
      shares: false,
    });
  }

  load(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.shares.load(petId, options);
  }

  /** Clinics matching what the keeper typed; only the latest search's answer is kept. */
  async searchClinics(search: string): Promise<void> {
    this.clinicsState = 'loading';
    const request = ++this.clinicRequest;
    try {
      const clinics = await this.api.clinics(search);
      runInAction(() => {
        if (request !== this.clinicRequest) return;
        this.clinics = clinics;
        this.clinicsState = 'ready';
      });
    } catch {
      runInAction(() => {
        if (request === this.clinicRequest) this.clinicsState = 'failed';
      });
    }
  }

  /** Shares the pet with the clinic, or changes what it sees. */
  async share(petId: string, clinicId: number, input: PetShareInput): Promise<PetShare> {
    const share = await this.api.put(petId, clinicId, input);
    this.shares.update(petId, (list) =>
      [share, ...list.filter((s) => s.clinic.id !== clinicId)].sort(byClinicName),
    );
    if (input.set_as_home_clinic) await this.refreshPet(petId).catch(() => undefined);
    return share;
  }

  /** Stops sharing: the clinic loses access at once. */
  async stop(petId: string, clinicId: number): Promise<void> {
    await this.api.stop(petId, clinicId);
    this.shares.update(petId, (list) => list.filter((s) => s.clinic.id !== clinicId));
  }

  clear(): void {
    this.shares.clear();
    this.clinics = null;
    this.clinicsState = 'idle';
    this.clinicRequest += 1;
  }
}
