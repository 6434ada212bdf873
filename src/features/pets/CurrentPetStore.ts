import { makeAutoObservable } from 'mobx';
import type { Pet } from '@contract/schemas/pets';
import { COOKIES, readJsonCookie, type CookieJar } from '../../http/cookies';

/**
 * What the current-pet-context cookie holds: which pet, and its name to greet with. Not the whole
 * pet: with its lists and signed file URLs a pet outgrows the 4 kB a browser keeps per cookie
 * (and a cookie over it is dropped without a word).
 */
export interface CurrentPetContext {
  id: string;
  name: string;
}

function isCurrentPetContext(value: unknown): value is CurrentPetContext {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof name === 'string';
}

/**
 * The pet the app is about right now (spec.md sections 3 and 4): its id in the secure
 * current-pet-context cookie, the pet itself from the keeper's list (navigation step 6 and every
 * change of the list refresh it).
 */
export class CurrentPetStore {
  /** The saved choice, from the cookie until the list confirms it. */
  context: CurrentPetContext | null;
  /** The chosen pet, once known from the list. */
  pet: Pet | null = null;

  constructor(private readonly cookies: CookieJar) {
    this.context = readJsonCookie(cookies, COOKIES.currentPetContext, isCurrentPetContext);
    makeAutoObservable<CurrentPetStore, 'cookies'>(this, { cookies: false });
  }

  get id(): string | null {
    return this.context?.id ?? null;
  }

  select(pet: Pet): void {
    const context = { id: pet.id, name: pet.name };
    if (this.context?.id !== context.id || this.context.name !== context.name) {
      this.cookies.set(COOKIES.currentPetContext, JSON.stringify(context));
    }
    this.context = context;
    this.pet = pet;
  }

  clear(): void {
    this.cookies.remove(COOKIES.currentPetContext);
    this.context = null;
    this.pet = null;
  }

  /** spec.md section 4 step 6: take the fresh copy from the list, or let go of a pet that is gone. */
  refreshFrom(pets: readonly Pet[]): void {
    const id = this.id;
    if (id === null) return;
    const fresh = pets.find((p) => p.id === id);
    if (fresh) this.select(fresh);
    else this.clear();
  }
}
