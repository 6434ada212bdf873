import { classifyRelease, DRAG_INTERVAL_MS, isHold, TAP_TOLERANCE_PX } from '../touch';
import { SWIPE_CLOSE_MAX_MS, SWIPE_CLOSE_TRAVEL_RATIO } from './modalRules';

export interface TouchPoint {
  x: number;
  y: number;
  /** ms (event.timeStamp) */
  t: number;
}

/**
 * Swipe-to-close of a modal on touch screens, without the DOM: fed the touch points, it says how
 * far the modal should follow the finger and whether letting go closes it. Closing needs a
 * downward move of 10 % of the modal's height, or a quick swipe (past the swipe tolerance, within
 * 300 ms). A tap, a hold, a sideways or upward move never closes.
 */
export class SwipeToClose {
  private start: TouchPoint | null = null;
  private held = false;
  private lastDragAt = -Infinity;

  begin(point: TouchPoint): void {
    this.start = point;
    this.held = false;
    this.lastDragAt = -Infinity;
  }

  get active(): boolean {
    return this.start !== null;
  }

  /**
   * The downward offset the modal should show now, or null when it should not move (a tap so
   * far, or too soon after the last update: drags update at most every DRAG_INTERVAL_MS).
   */
  move(point: TouchPoint): number | null {
    const start = this.start;
    if (!start) return null;
    const dx = point.x - start.x;
    const dy = point.y - start.y;
    const distance = Math.hypot(dx, dy);
    // A finger that rested before moving is a hold: the user is reading or selecting, not swiping.
    if (isHold(distance, point.t - start.t)) this.held = true;
    if (this.held || distance < TAP_TOLERANCE_PX) return null;
    if (point.t - this.lastDragAt < DRAG_INTERVAL_MS) return null;
    this.lastDragAt = point.t;
    return Math.max(0, dy);
  }

  /** Whether letting go at `point` closes a modal `heightPx` tall. Ends the gesture. */
  end(point: TouchPoint, heightPx: number): boolean {
    const start = this.start;
    this.start = null;
    if (!start || this.held) return false;
    const dx = point.x - start.x;
    const dy = point.y - start.y;
    if (dy <= 0 || Math.abs(dx) > dy) return false;
    const kind = classifyRelease(Math.hypot(dx, dy), point.t - start.t, SWIPE_CLOSE_MAX_MS);
    if (kind === 'tap' || kind === 'long-tap') return false;
    if (kind === 'swipe') return true;
    return dy >= heightPx * SWIPE_CLOSE_TRAVEL_RATIO;
  }

  cancel(): void {
    this.start = null;
  }
}
