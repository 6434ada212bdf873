import { makeAutoObservable } from 'mobx';
import type { Pet } from '@contract/schemas/pets';
import { COOKIES, readJsonCookie, type CookieJar } from '../../stores/cookies';
import { isPet } from './isPet';

/** The pet the app is about right now, kept in the secure current-pet-context cookie. */
export class CurrentPetStore {
  pet: Pet | null;

  constructor(private readonly cookies: CookieJar) {
    this.pet = readJsonCookie(cookies, COOKIES.currentPetContext, isPet);
    makeAutoObservable<CurrentPetStore, 'cookies'>(this, { cookies: false });
  }

  select(pet: Pet): void {
    this.cookies.set(COOKIES.currentPetContext, JSON.stringify(pet));
    this.pet = pet;
  }

  clear(): void {
    this.cookies.remove(COOKIES.currentPetContext);
    this.pet = null;
  }

  /** spec.md section 4 step 6: take the fresh copy from the list, or let go of a pet that is gone. */
  refreshFrom(pets: readonly Pet[]): void {
    if (!this.pet) return;
    const id = this.pet.id;
    const fresh = pets.find((p) => p.id === id);
    if (fresh) this.select(fresh);
    else this.clear();
  }
}
