import { makeAutoObservable, runInAction } from 'mobx';
import { freeSubscription } from '@contract/freeSubscription';
import type { PriceList, Subscription } from '@contract/schemas/billing';
import type { LoadState } from '../../stores/KeyedResource';
import type { CommerceApi } from './commerceApi';

/** The plan of each of the keeper's pets and the prices in the keeper's currency. */
export class SubscriptionStore {
  subscriptions: Subscription[] | null = null;
  prices: PriceList | null = null;
  state: LoadState = 'idle';
  private loading: Promise<void> | null = null;

  constructor(private readonly api: CommerceApi) {
    makeAutoObservable<SubscriptionStore, 'api' | 'loading'>(this, {
      api: false,
      loading: false,
    });
  }

  /** The pet's plan; a pet the API has not listed yet (just added) is on the free plan. */
  of(petId: string): Subscription {
    return this.subscriptions?.find((s) => s.pet_id === petId) ?? freeSubscription(petId);
  }

  /** Asks the API again (plans change by checkout, cancel, resume and the renewal job). */
  load(): Promise<void> {
    this.loading ??= (async () => {
      if (this.subscriptions === null) this.state = 'loading';
      try {
        const [subscriptions, prices] = await Promise.all([
          this.api.subscriptions(),
          this.api.prices(),
        ]);
        runInAction(() => {
          this.subscriptions = subscriptions;
          this.prices = prices;
          this.state = 'ready';
        });
      } catch {
        runInAction(() => {
          if (this.subscriptions === null) this.state = 'failed';
        });
      }
    })().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private replace(updated: Subscription): Subscription {
    const list = this.subscriptions ?? [];
    this.subscriptions = list.some((s) => s.pet_id === updated.pet_id)
      ? list.map((s) => (s.pet_id === updated.pet_id ? updated : s))
      : [...list, updated];
    return updated;
  }

  /** Premium stays until the end of the period, then the pet goes back to free. */
  async cancel(petId: string): Promise<Subscription> {
    const updated = await this.api.cancel(petId);
    return runInAction(() => this.replace(updated));
  }

  async resume(petId: string): Promise<Subscription> {
    const updated = await this.api.resume(petId);
    return runInAction(() => this.replace(updated));
  }

  clear(): void {
    this.subscriptions = null;
    this.prices = null;
    this.state = 'idle';
  }
}
