import { makeAutoObservable, runInAction } from 'mobx';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Something the API holds about one pet (its visits, albums, diet plan…), for the pet the screen
 * shows. Loading for another pet replaces it; when the keeper switches pets quickly only the
 * answer for the last pet asked about is kept. Feature stores hold one per list they show.
 */
export class PetScopedData<T> {
  petId: string | null = null;
  value: T | null = null;
  state: LoadState = 'idle';
  private request = 0;

  constructor(private readonly fetch: (petId: string) => Promise<T>) {
    makeAutoObservable<PetScopedData<T>, 'fetch' | 'request'>(this, {
      fetch: false,
      request: false,
    });
  }

  /** Held and current for this pet. */
  isReadyFor(petId: string): boolean {
    return this.petId === petId && this.state === 'ready' && this.value !== null;
  }

  /**
   * Loads the pet's data unless it is already held (`force`: ask again). Another pet's data is
   * dropped at once, so a screen never shows one pet's records under another's name. A failure
   * has been toasted by the HTTP client; the state says so for the screen.
   */
  async load(petId: string, { force = false }: { force?: boolean } = {}): Promise<void> {
    if (!force && this.petId === petId && (this.state === 'ready' || this.state === 'loading')) {
      return;
    }
    if (this.petId !== petId) this.value = null;
    this.petId = petId;
    this.state = 'loading';
    const request = ++this.request;
    try {
      const value = await this.fetch(petId);
      runInAction(() => {
        if (request !== this.request) return;
        this.value = value;
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.state = 'failed';
      });
    }
  }

  /** Changes what is held after a write the API confirmed (for the pet it belongs to). */
  update(petId: string, change: (value: T) => T): void {
    if (this.petId === petId && this.value !== null) this.value = change(this.value);
  }

  clear(): void {
    this.request += 1;
    this.petId = null;
    this.value = null;
    this.state = 'idle';
  }
}
