import { makeAutoObservable, runInAction } from 'mobx';
import type { Order } from '@contract/schemas/billing';
import { KeyedResource, type LoadState } from '../../stores/KeyedResource';
import type { CommerceApi } from './commerceApi';

/** The keeper's orders (receipts), newest first, and the one a receipt page shows. */
export class ReceiptStore {
  orders: Order[] | null = null;
  state: LoadState = 'idle';
  /** One order by id: the receipt page and the order confirmation. */
  readonly order: KeyedResource<Order>;

  constructor(private readonly api: CommerceApi) {
    this.order = new KeyedResource((id) => api.order(id));
    makeAutoObservable<ReceiptStore, 'api'>(this, { api: false, order: false });
  }

  async load(): Promise<void> {
    if (this.orders === null) this.state = 'loading';
    try {
      const orders = await this.api.orders();
      runInAction(() => {
        this.orders = orders;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (this.orders === null) this.state = 'failed';
      });
    }
  }

  /** An order that changed (paid, confirmed): the list and the open receipt show it. */
  put(order: Order): void {
    if (this.orders) {
      this.orders = this.orders.some((o) => o.id === order.id)
        ? this.orders.map((o) => (o.id === order.id ? order : o))
        : [order, ...this.orders];
    }
    this.order.update(order.id, () => order);
  }

  clear(): void {
    this.orders = null;
    this.state = 'idle';
    this.order.clear();
  }
}
