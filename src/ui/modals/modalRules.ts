// Modal constants of spec.md §9.

/** z-index of the first modal's overlay; each stacked modal takes the next two. */
export const MODAL_BASE_Z_INDEX = 1000;
/** Swipe-to-close: the share of the modal's height the finger must travel down… */
export const SWIPE_CLOSE_TRAVEL_RATIO = 0.1;
/** …or the longest a quick swipe (past the swipe tolerance) may take. */
export const SWIPE_CLOSE_MAX_MS = 300;

/** Overlay at 1000 + 2 × index, content one above, so a stacked modal covers the one below. */
export function modalZIndex(index: number): { overlay: number; content: number } {
  const overlay = MODAL_BASE_Z_INDEX + 2 * index;
  return { overlay, content: overlay + 1 };
}
