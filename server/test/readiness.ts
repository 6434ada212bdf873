// Limits for test set-up that waits for something (a database template, another worker's lock,
// the app): sized for a busy 2-core machine, and when one is reached the error names what was
// awaited, so a slow machine reads as "still waiting for X", never as a bare hook timeout.

/**
 * How long a test server's set-up may wait for one thing. Below the server projects' default
 * jest timeout (env.pglite.ts, env.postgres.ts), so this message comes first.
 */
export const SETUP_LIMIT_MS = 100_000;

/** Resolves with `work`, or rejects naming `what` once `limitMs` has passed. */
export async function withinLimit<T>(
  what: string,
  work: Promise<T>,
  limitMs: number = SETUP_LIMIT_MS,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still waiting for ${what} after ${Math.round(limitMs / 1000)} s`)),
      limitMs,
    );
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Polls `ready` every `everyMs` until it returns a value, or rejects naming `what`. */
export async function pollUntil<T>(
  what: string,
  ready: () => T | undefined | Promise<T | undefined>,
  limitMs: number = SETUP_LIMIT_MS,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await ready();
    if (value !== undefined) return value;
    if (Date.now() > deadline) {
      throw new Error(`still waiting for ${what} after ${Math.round(limitMs / 1000)} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
