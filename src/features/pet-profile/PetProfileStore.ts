import { makeAutoObservable } from 'mobx';
import type { PetDashboard } from '@contract/schemas/petDashboard';
import type { Pet, WeightEntry, WeightEntryInput } from '@contract/schemas/pets';
import { KeyedResource } from '../../stores/KeyedResource';
import type { PetProfileApi } from './petProfileApi';

export interface PetProfileStoreOptions {
  /** Told about every fresh copy of a pet the API sends (the pet list merges it). */
  onPet?: (pet: Pet) => void;
  clock?: () => number;
}

/** spec.md section 3 "last weight update": which pet's weight changed, and when. */
export interface WeightUpdate {
  petId: string;
  /** ms since the epoch */
  at: number;
}

/**
 * The current pet at a glance (/dashboard, one call) and its weight history. Holds the two
 * states spec.md section 3 lists: the last weight update (screens that depend on the weight,
 * like the diet plan, recalculate when it changes) and the open-add-weight-modal flag (any
 * screen may ask the dashboard to open the add-weight modal).
 */
export class PetProfileStore {
  readonly dashboard: KeyedResource<PetDashboard>;
  lastWeightUpdate: WeightUpdate | null = null;
  openAddWeightModal = false;

  constructor(
    private readonly api: PetProfileApi,
    private readonly options: PetProfileStoreOptions = {},
  ) {
    this.dashboard = new KeyedResource(async (petId) => {
      const dashboard = await api.dashboard(petId);
      options.onPet?.(dashboard.pet);
      return dashboard;
    });
    makeAutoObservable<PetProfileStore, 'api' | 'options'>(this, {
      api: false,
      options: false,
      dashboard: false,
    });
  }

  loadDashboard(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.dashboard.load(petId, options);
  }

  /** Asks for the add-weight modal (the dashboard opens it and lowers the flag). */
  requestAddWeight(open = true): void {
    this.openAddWeightModal = open;
  }

  /**
   * A new weight (stored in kg, whole grams). The pet's latest weight follows the newest entry,
   * so the dashboard (pet, chart) is fetched again, and the pet list gets the fresh pet.
   */
  async addWeight(petId: string, input: WeightEntryInput): Promise<WeightEntry> {
    const entry = await this.api.addWeight(petId, input);
    this.weightChanged(petId);
    await this.loadDashboard(petId, { force: true });
    return entry;
  }

  async removeWeight(petId: string, entryId: string): Promise<void> {
    await this.api.removeWeight(petId, entryId);
    this.weightChanged(petId);
    await this.loadDashboard(petId, { force: true });
  }

  private weightChanged(petId: string): void {
    this.lastWeightUpdate = { petId, at: (this.options.clock ?? Date.now)() };
  }

  clear(): void {
    this.dashboard.clear();
    this.lastWeightUpdate = null;
    this.openAddWeightModal = false;
  }
}
