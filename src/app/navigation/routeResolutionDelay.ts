/**
 * spec.md section 9: "Delay up to 100 ms before route resolution". A client navigation first lets
 * the browser paint what the click changed (the pressed link, the loading state) — the next
 * animation frame — and only then runs the navigation pipeline and the route's guards, so a slow
 * resolution never freezes the page under the user's finger. A tab in the background gets no
 * frames: after 100 ms resolution goes on anyway. The page's first navigation has nothing
 * painted to wait for and resolves at once.
 */
export const ROUTE_RESOLUTION_DELAY_MS = 100;

interface FrameSource {
  requestAnimationFrame?: (callback: () => void) => unknown;
}

let firstDone = false;

/** Waits for the next paint (at most 100 ms); the first call of the page does not wait. */
export function routeResolutionDelay(
  win: FrameSource | undefined = typeof window === 'undefined' ? undefined : window,
): Promise<void> {
  if (!firstDone) {
    firstDone = true;
    return Promise.resolve();
  }
  return waitForPaint(win);
}

/** The next animation frame has been painted, or 100 ms passed, whichever comes first. */
export function waitForPaint(win: FrameSource | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ROUTE_RESOLUTION_DELAY_MS);
    // A frame callback runs before the paint; the task after it runs once it is on screen.
    win?.requestAnimationFrame?.(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** For tests: the next call counts as the page's first navigation again. */
export function resetRouteResolutionDelay(): void {
  firstDone = false;
}
