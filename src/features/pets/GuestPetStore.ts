import { makeAutoObservable, runInAction } from 'mobx';
import { kilogramsFromGrams } from '@contract/pets';
import type { Pet, PetInput } from '@contract/schemas/pets';
import { ApiError } from '../../http/ApiError';
import {
  clearGuestPetDraft,
  readGuestPetDraft,
  writeGuestPetDraft,
  type GuestPetDraft,
} from './guestPetDraft';

/** The pet saved from a guest's draft whose details the keeper has not checked yet. */
export const PET_TO_CONFIRM_KEY = 'petcare-pet-to-confirm';

export interface GuestPetStoreOptions {
  /** Where the draft is kept; the browser's localStorage by default. */
  storage?: () => Storage | null;
  clock?: () => number;
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The create body of the pet a draft describes. */
export function draftPetInput(draft: GuestPetDraft): PetInput {
  return {
    name: draft.name.trim(),
    species: draft.species,
    birth_date: draft.birth_date,
    birth_date_is_estimate: draft.birth_date !== null && draft.birth_date_is_estimate,
    weight_kg: draft.weight_grams === null ? null : kilogramsFromGrams(draft.weight_grams),
  };
}

/**
 * The onboarding funnel of /my-pets/add-new-pet (DESIGN.md): a guest's pet waits in the browser
 * until they sign up or sign in, then becomes their first pet (`adopt`, run by navigation step 4)
 * and the confirm-pet-data banner asks them to check it until they do.
 */
export class GuestPetStore {
  draft: GuestPetDraft | null;
  petToConfirmId: string | null;
  private adopting: Promise<Pet | null> | null = null;

  constructor(private readonly options: GuestPetStoreOptions = {}) {
    this.draft = readGuestPetDraft(this.storage(), this.now());
    this.petToConfirmId = this.readPetToConfirm();
    makeAutoObservable<GuestPetStore, 'options' | 'adopting'>(this, {
      options: false,
      adopting: false,
    });
  }

  private storage(): Storage | null {
    return (this.options.storage ?? browserStorage)();
  }

  private now(): number {
    return (this.options.clock ?? Date.now)();
  }

  private readPetToConfirm(): string | null {
    try {
      return this.storage()?.getItem(PET_TO_CONFIRM_KEY) || null;
    } catch {
      return null;
    }
  }

  private writePetToConfirm(id: string | null): void {
    this.petToConfirmId = id;
    try {
      if (id) this.storage()?.setItem(PET_TO_CONFIRM_KEY, id);
      else this.storage()?.removeItem(PET_TO_CONFIRM_KEY);
    } catch {
      // Blocked storage: the banner then lasts for this page view.
    }
  }

  /** Keeps what the guest described; false when the browser refuses to store it. */
  keep(draft: Omit<GuestPetDraft, 'saved_at'>): boolean {
    const saved = { ...draft, saved_at: new Date(this.now()).toISOString() };
    this.draft = saved;
    return writeGuestPetDraft(saved, this.storage());
  }

  discard(): void {
    this.draft = null;
    clearGuestPetDraft(this.storage());
  }

  /**
   * Saves the draft as the signed-in keeper's pet with `create` (POST keeper/pets), forgets the
   * draft and marks the pet for the confirm-pet-data banner. Runs once at a time. A draft the API
   * refuses (422: it was tampered with, or the rules changed) is dropped — the toast said why;
   * after a network or server failure it stays for the next session.
   */
  adopt(create: (body: PetInput) => Promise<Pet>): Promise<Pet | null> {
    const draft = this.draft ?? readGuestPetDraft(this.storage(), this.now());
    if (!draft) return Promise.resolve(null);
    this.adopting ??= create(draftPetInput(draft))
      .then(
        (pet) => {
          runInAction(() => {
            this.discard();
            this.writePetToConfirm(pet.id);
          });
          return pet;
        },
        (error: unknown) => {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          if (refused && error.status !== 401 && error.status !== 429) this.discard();
          return null;
        },
      )
      .finally(() => {
        this.adopting = null;
      });
    return this.adopting;
  }

  /**
   * Signing out: the pet to confirm was the keeper's, not the next person's. A guest's draft not
   * yet saved stays: it belongs to this browser, not to an account.
   */
  clear(): void {
    this.writePetToConfirm(null);
  }

  /** The keeper has looked at (or corrected) the details of the pet saved from their draft. */
  confirmed(petId: string): void {
    if (this.petToConfirmId === petId) this.writePetToConfirm(null);
  }
}
