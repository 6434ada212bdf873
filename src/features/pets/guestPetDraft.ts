// The pet a guest describes on /my-pets/add-new-pet, kept in this browser until they have an
// account to save it to (README.md: "Adding a pet as a guest").
import {
  isPetSpecies,
  isWeightUnit,
  MAX_WEIGHT_GRAMS,
  MIN_WEIGHT_GRAMS,
  type PetSpecies,
  type WeightUnit,
} from '@contract/pets';
import { isIsoDate } from './petDates';

export const GUEST_PET_KEY = 'petcare-guest-pet';
/** A draft older than this is forgotten: the visitor has moved on. */
export const GUEST_PET_MAX_AGE_DAYS = 30;

export interface GuestPetDraft {
  species: PetSpecies;
  name: string;
  birth_date: string | null;
  birth_date_is_estimate: boolean;
  /** Whole grams, as contract/pets keeps weights. */
  weight_grams: number | null;
  /** The unit the guest typed the weight in (shown in it again). */
  unit: WeightUnit;
  /** When it was written (ISO timestamp). */
  saved_at: string;
}

export function isGuestPetDraft(value: unknown): value is GuestPetDraft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isPetSpecies(v.species) &&
    typeof v.name === 'string' &&
    v.name.trim() !== '' &&
    (v.birth_date === null || (typeof v.birth_date === 'string' && isIsoDate(v.birth_date))) &&
    typeof v.birth_date_is_estimate === 'boolean' &&
    (v.weight_grams === null ||
      (typeof v.weight_grams === 'number' &&
        Number.isInteger(v.weight_grams) &&
        v.weight_grams >= MIN_WEIGHT_GRAMS &&
        v.weight_grams <= MAX_WEIGHT_GRAMS)) &&
    isWeightUnit(v.unit) &&
    typeof v.saved_at === 'string' &&
    !Number.isNaN(Date.parse(v.saved_at))
  );
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The draft in this browser, or null (none, unreadable, tampered with or too old). */
export function readGuestPetDraft(
  storage: Storage | null = browserStorage(),
  now: number = Date.now(),
): GuestPetDraft | null {
  try {
    const raw = storage?.getItem(GUEST_PET_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!isGuestPetDraft(parsed)) return null;
    const ageDays = (now - Date.parse(parsed.saved_at)) / 86_400_000;
    return ageDays <= GUEST_PET_MAX_AGE_DAYS ? parsed : null;
  } catch {
    return null;
  }
}

/** False when the browser refuses to store it (private mode, full storage). */
export function writeGuestPetDraft(
  draft: GuestPetDraft,
  storage: Storage | null = browserStorage(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(GUEST_PET_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearGuestPetDraft(storage: Storage | null = browserStorage()): void {
  try {
    storage?.removeItem(GUEST_PET_KEY);
  } catch {
    // Nothing to clear where nothing could be stored.
  }
}
