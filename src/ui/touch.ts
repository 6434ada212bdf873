// Touch tolerances of the app's gestures (spec.md §9). Distances are CSS pixels, times ms.

/** A touch that moves less than this is a tap (or a hold), never a drag or a swipe. */
export const TAP_TOLERANCE_PX = 10;
/** Least travel of a quick swipe. */
export const SWIPE_TOLERANCE_PX = 30;
/** A touch kept still this long is a hold, not a tap. */
export const HOLD_MS = 400;
/** A tap this long counts as a long tap. */
export const LONG_TAP_MS = 400;
/** How often a drag updates what follows the finger. */
export const DRAG_INTERVAL_MS = 100;
/** How often a finger sliding over elements reports the element under it. */
export const ROLLOVER_INTERVAL_MS = 100;

export type TouchRelease = 'tap' | 'long-tap' | 'swipe' | 'drag';

/**
 * What a finished touch was: still and short is a tap, still and long a long tap; a move past the
 * swipe tolerance within `swipeMaxMs` is a swipe, and any other movement a drag.
 */
export function classifyRelease(
  distancePx: number,
  durationMs: number,
  swipeMaxMs: number,
): TouchRelease {
  if (distancePx < TAP_TOLERANCE_PX) return durationMs >= LONG_TAP_MS ? 'long-tap' : 'tap';
  if (distancePx >= SWIPE_TOLERANCE_PX && durationMs <= swipeMaxMs) return 'swipe';
  return 'drag';
}

/** A finger still down and still (within the tap tolerance) for the hold time is a hold. */
export function isHold(distancePx: number, elapsedMs: number): boolean {
  return distancePx < TAP_TOLERANCE_PX && elapsedMs >= HOLD_MS;
}
