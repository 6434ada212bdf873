import { makeAutoObservable, runInAction } from 'mobx';
import type { Pet, PetInput, PetUpdate } from '@contract/schemas/pets';
import { UploadQueue } from '../files';
import type { PetsApi } from './petsApi';

/**
 * The signed-in keeper's pets, fetched once per session (spec.md section 4: add a pet, merge
 * updates by id, clear), and the writes that change one: every answer of the API replaces the
 * pet it describes, so the list (and the current pet, which follows it) is never stale.
 */
export class PetStore {
  pets: Pet[] = [];
  /** True once the list came from the API in this session. */
  loaded = false;
  private loading: Promise<void> | null = null;
  /** Profile photos on their way (progress, cancel); each answer is the pet with its photo. */
  readonly photoUploads: UploadQueue<Pet, { petId: string }>;

  constructor(private readonly api: PetsApi) {
    this.photoUploads = new UploadQueue(
      (file, options, { petId }) => api.uploadPhoto(petId, file, options),
      { concurrency: 1, onUploaded: (pet) => this.add(pet) },
    );
    makeAutoObservable<PetStore, 'api' | 'loading'>(this, {
      api: false,
      loading: false,
      photoUploads: false,
    });
  }

  get hasPets(): boolean {
    return this.pets.length > 0;
  }

  byId(id: string): Pet | undefined {
    return this.pets.find((p) => p.id === id);
  }

  /** Fetches the list unless this session already has it; concurrent calls share one request. */
  fetchOnce(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    this.loading ??= this.api
      .list()
      .then((pets) =>
        runInAction(() => {
          this.pets = pets;
          this.loaded = true;
        }),
      )
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  add(pet: Pet): void {
    if (this.byId(pet.id)) this.merge(pet);
    else this.pets = [...this.pets, pet];
  }

  /** Merges changed fields into the pet with the same id; unknown ids are ignored. */
  merge(update: Partial<Pet> & Pick<Pet, 'id'>): void {
    this.pets = this.pets.map((p) => (p.id === update.id ? { ...p, ...update } : p));
  }

  remove(id: string): void {
    this.pets = this.pets.filter((p) => p.id !== id);
  }

  clear(): void {
    this.photoUploads.cancelAll();
    this.photoUploads.clearFinished();
    this.pets = [];
    this.loaded = false;
  }

  async create(body: PetInput): Promise<Pet> {
    const pet = await this.api.create(body);
    this.add(pet);
    return pet;
  }

  async update(id: string, body: PetUpdate): Promise<Pet> {
    const pet = await this.api.update(id, body);
    this.add(pet);
    return pet;
  }

  async delete(id: string): Promise<void> {
    await this.api.remove(id);
    this.remove(id);
  }

  /** Sends a new profile photo (a previous one still on its way for this pet is cancelled). */
  uploadPhoto(petId: string, file: File): void {
    for (const task of this.photoUploads.tasksWhere((meta) => meta.petId === petId)) {
      this.photoUploads.cancel(task.id);
    }
    this.photoUploads.clearFinished((meta) => meta.petId === petId);
    this.photoUploads.add([file], { petId });
  }

  async removePhoto(id: string): Promise<Pet> {
    const pet = await this.api.removePhoto(id);
    this.add(pet);
    return pet;
  }
}
