import { makeAutoObservable } from 'mobx';
import type { DietPlan, DietPlanInput } from '@contract/schemas/petDiet';
import { KeyedResource } from '../../stores/KeyedResource';
import type { DietPlanApi } from './dietPlanApi';

/**
 * The current pet's diet and healthy plan: what the keeper entered and what the API computed
 * from it and the pet's latest weight (so a new weight means a new plan: load with `force`).
 */
export class DietPlanStore {
  readonly plan: KeyedResource<DietPlan>;

  constructor(private readonly api: DietPlanApi) {
    this.plan = new KeyedResource((petId) => api.get(petId));
    makeAutoObservable<DietPlanStore, 'api'>(this, { api: false, plan: false });
  }

  load(petId: string, options?: { force?: boolean }): Promise<void> {
    return this.plan.load(petId, options);
  }

  async save(petId: string, input: DietPlanInput): Promise<DietPlan> {
    const plan = await this.api.save(petId, input);
    this.plan.update(petId, () => plan);
    return plan;
  }

  clear(): void {
    this.plan.clear();
  }
}
