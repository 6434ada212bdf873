// The product's banners as data (spec.md §2 "Other UI"). Why each shows and goes away is in this
// folder's README.md.
import type { BannerContext, BannerDefinition, BannerId } from './bannerTypes';

const DAY_MS = 86_400_000;
/** How long after registration the welcome banner and its next steps are offered. */
export const WELCOME_DAYS = 14;
/** A guest who closed the sign-up banner sees it again after this many days. */
export const SIGN_UP_SNOOZE_DAYS = 30;

const isKeeper = ({ user }: BannerContext) =>
  user !== null && user.roles.some((role) => role.name === 'pet-keeper');

/** The current pet was saved from what its keeper described as a guest, and is unchecked. */
export function isUncheckedGuestPet(context: BannerContext): boolean {
  const pet = context.currentPet;
  return pet !== null && context.facts.petToConfirm === pet.id;
}

/** The details the AI's answers depend on; missing ones are worth a check before asking it. */
export function missingPetDetails(context: BannerContext): ('breed' | 'birth_date' | 'weight')[] {
  const pet = context.currentPet;
  if (!pet) return [];
  const missing: ('breed' | 'birth_date' | 'weight')[] = [];
  if (!pet.breed) missing.push('breed');
  if (!pet.birth_date) missing.push('birth_date');
  if (pet.weight_kg === null) missing.push('weight');
  return missing;
}

export const BANNERS: readonly BannerDefinition[] = [
  {
    id: 'confirm-proceed',
    placements: ['image-analysis', 'health-report', 'checkout'],
    condition: (c) => c.signedIn && c.facts.confirmation !== undefined,
    dismissal: { kind: 'none' },
    priority: 0,
  },
  {
    id: 'report-thanks',
    placements: ['health-report'],
    condition: (c) => c.signedIn && c.facts.report?.justCompleted === true,
    dismissal: { kind: 'forever' },
    scope: (c) => c.facts.report?.id ?? null,
    priority: 1,
  },
  {
    id: 'download-report',
    placements: ['health-report'],
    condition: (c) => c.signedIn && c.facts.report?.status === 'ready',
    dismissal: { kind: 'forever' },
    scope: (c) => c.facts.report?.id ?? null,
    priority: 2,
  },
  {
    id: 'welcome',
    placements: ['account', 'pet-dashboard'],
    condition: (c) =>
      isKeeper(c) &&
      c.user !== null &&
      c.now - Date.parse(c.user.created_at) < WELCOME_DAYS * DAY_MS,
    dismissal: { kind: 'forever' },
    priority: 3,
  },
  {
    id: 'confirm-pet-data',
    placements: ['symptom-checker', 'image-analysis', 'health-report', 'pet-dashboard'],
    condition: (c) => isKeeper(c) && (missingPetDetails(c).length > 0 || isUncheckedGuestPet(c)),
    dismissal: { kind: 'forever' },
    // Per pet and per version of its details: an edit that still leaves gaps asks again. A pet
    // saved from a guest's draft is asked about once ("…@guest"), whatever changes after.
    scope: (c) => {
      if (!c.currentPet) return null;
      return isUncheckedGuestPet(c)
        ? `${c.currentPet.id}@guest`
        : `${c.currentPet.id}@${c.currentPet.updated_at}`;
    },
    priority: 4,
  },
  {
    id: 'photo-drop',
    placements: ['image-analysis', 'photo-gallery'],
    condition: (c) => c.signedIn && c.finePointer && c.facts.acceptsPhotoUpload === true,
    dismissal: { kind: 'forever' },
    priority: 5,
  },
  {
    id: 'sign-up',
    placements: ['article'],
    condition: (c) => !c.signedIn,
    dismissal: { kind: 'days', days: SIGN_UP_SNOOZE_DAYS },
    priority: 6,
  },
];

export function bannerById(id: BannerId): BannerDefinition {
  const banner = BANNERS.find((b) => b.id === id);
  if (!banner) throw new Error(`Unknown banner: ${id}`);
  return banner;
}
