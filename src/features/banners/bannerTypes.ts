import type { User } from '@contract/schemas/auth';
import type { Pet } from '@contract/schemas/pets';

export const BANNER_IDS = [
  'welcome',
  'confirm-pet-data',
  'download-report',
  'photo-drop',
  'confirm-proceed',
  'sign-up',
  'report-thanks',
] as const;
export type BannerId = (typeof BANNER_IDS)[number];

/**
 * Where banners can sit. Each screen that shows banners mounts one BannerSlot with its placement;
 * the symptom checker and the checkout mount none yet, so their placements show nothing.
 */
export type BannerPlacement =
  | 'account' // the signed-in pages a new keeper lands on (the settings pages)
  | 'pet-dashboard' // /dashboard, above the current pet
  | 'article' // news and FAQ articles (public, prebuilt)
  | 'symptom-checker'
  | 'image-analysis'
  | 'photo-gallery'
  | 'health-report'
  | 'checkout';

/** A report as the health-report screen knows it and tells the banners. */
export interface ReportFacts {
  id: string;
  /** ready: it can be downloaded. */
  status: 'generating' | 'ready' | 'failed';
  /** Set on the visit right after the keeper paid for or created it. */
  justCompleted?: boolean;
  downloadUrl?: string;
}

/** Something the screen will do that costs or cannot be undone, waiting for a yes. */
export interface PendingConfirmation {
  /** What proceeding does, in the screen's own words (already translated). */
  summary: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Facts only the screen showing the slot knows. */
export interface BannerFacts {
  report?: ReportFacts;
  /** The screen takes photo uploads (and so drops). */
  acceptsPhotoUpload?: boolean;
  confirmation?: PendingConfirmation;
  /** Where the current pet's details are edited (the pet profile screen, /information). */
  petDetailsHref?: string;
  /** A pet saved from a guest's draft whose details the keeper has not checked yet. */
  petToConfirm?: string | null;
}

/** Everything a banner's condition may look at. */
export interface BannerContext {
  /** A user is signed in, or (on prebuilt pages, which do not load the user) a session exists. */
  signedIn: boolean;
  user: User | null;
  pets: readonly Pet[];
  currentPet: Pet | null;
  /** ms since the epoch */
  now: number;
  /** A mouse or trackpad is the main pointer: drag and drop of files is possible. */
  finePointer: boolean;
  facts: BannerFacts;
}

export type BannerDismissal =
  /** Not dismissible: it goes away when its condition stops holding (the user acted). */
  | { kind: 'none' }
  /** Gone for good for this user (and this scope). */
  | { kind: 'forever' }
  /** Gone for some days, then it may come back. */
  | { kind: 'days'; days: number };

export interface BannerDefinition {
  id: BannerId;
  placements: readonly BannerPlacement[];
  condition: (context: BannerContext) => boolean;
  dismissal: BannerDismissal;
  /**
   * Dismissals of a scoped banner count per scope (a pet, a report): dismissing the banner for
   * one report does not hide it for the next.
   */
  scope?: (context: BannerContext) => string | null;
  /** Several banners in one slot: the lower number shows first. */
  priority: number;
}
