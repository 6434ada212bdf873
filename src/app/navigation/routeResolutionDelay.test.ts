import {
  resetRouteResolutionDelay,
  ROUTE_RESOLUTION_DELAY_MS,
  routeResolutionDelay,
} from './routeResolutionDelay';

describe('the delay before route resolution (spec.md section 9: up to 100 ms)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetRouteResolutionDelay();
  });
  afterEach(() => jest.useRealTimers());

  function settled(promise: Promise<void>): () => boolean {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  }

  /** A window whose animation frames run when the test says. */
  function frames() {
    const pending: (() => void)[] = [];
    return {
      requestAnimationFrame: (callback: () => void) => pending.push(callback),
      paint: () => pending.splice(0).forEach((callback) => callback()),
    };
  }

  it('does not wait on the first navigation of the page', async () => {
    const win = frames();
    const first = settled(routeResolutionDelay(win));
    await Promise.resolve();
    expect(first()).toBe(true);
  });

  it('then waits for the next paint, not longer', async () => {
    const win = frames();
    await routeResolutionDelay(win);
    const next = settled(routeResolutionDelay(win));
    await jest.advanceTimersByTimeAsync(ROUTE_RESOLUTION_DELAY_MS - 80);
    expect(next()).toBe(false);
    win.paint();
    await jest.advanceTimersByTimeAsync(0);
    expect(next()).toBe(true);
  });

  it('goes on after 100 ms when no frame comes (a background tab)', async () => {
    const win = frames();
    await routeResolutionDelay(win);
    const next = settled(routeResolutionDelay(win));
    await jest.advanceTimersByTimeAsync(ROUTE_RESOLUTION_DELAY_MS - 1);
    expect(next()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(next()).toBe(true);
  });
});
