import { makeAutoObservable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Something the API holds about one thing a screen shows — a pet's visits, an album's photos —
 * for the key (pet id, album id) the screen asks about. Loading another key drops what was held
 * at once, so a screen never shows one pet's records under another's name; when the keeper
 * switches pets quickly only the answer for the last key asked about is kept. Feature stores
 * hold one per list they show.
 */
export class KeyedResource<T> {
  key: string | null = null;
  value: T | null = null;
  state: LoadState = 'idle';
  private request = 0;

  constructor(private readonly fetch: (key: string) => Promise<T>) {
    makeAutoObservable<KeyedResource<T>, 'fetch' | 'request'>(this, {
      fetch: false,
      request: false,
    });
  }

  /** The value, when it is the one for this key. */
  valueFor(key: string | null): T | null {
    return key !== null && this.key === key ? this.value : null;
  }

  /**
   * Loads the key's value unless it is held or on its way (`force`: ask again, keeping what is
   * shown until the answer comes). A failure has been toasted by the HTTP client; the state says
   * so for the screen.
   */
  async load(key: string, { force = false }: { force?: boolean } = {}): Promise<void> {
    if (!force && this.key === key && (this.state === 'ready' || this.state === 'loading')) return;
    if (this.key !== key) this.value = null;
    this.key = key;
    this.state = 'loading';
    const request = ++this.request;
    try {
      const value = await this.fetch(key);
      runInAction(() => {
        if (request !== this.request) return;
        this.value = value;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.state = this.value === null ? 'failed' : 'ready';
      });
    }
  }

  /** Changes what is held after a write the API confirmed (for the key it belongs to). */
  update(key: string, change: (value: T) => T): void {
    if (this.key === key && this.value !== null) this.value = change(this.value);
  }

  /** Holds what a write the API confirmed answered, whatever was held (or asked for) before. */
  set(key: string, value: T): void {
    this.request += 1;
    this.key = key;
    this.value = value;
    this.state = 'ready';
  }

  clear(): void {
    this.request += 1;
    this.key = null;
    this.value = null;
    this.state = 'idle';
  }
}
