import { makeAutoObservable, runInAction } from 'mobx';
import type { Pet } from '@contract/schemas/pets';
import type { PetsApi } from './petsApi';

/** The signed-in keeper's pets, fetched once per session (spec.md section 4). */
export class PetStore {
  pets: Pet[] = [];
  /** True once the list came from the API in this session. */
  loaded = false;
  private loading: Promise<void> | null = null;

  constructor(private readonly api: PetsApi) {
    makeAutoObservable<PetStore, 'api' | 'loading'>(this, { api: false, loading: false });
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

  clear(): void {
    this.pets = [];
    this.loaded = false;
  }
}
