// A time limit on waiting for the database, for callers that must answer without it.

/** The database did not answer in time (a paused or overloaded server). */
export class DatabaseTimeoutError extends Error {
  override name = 'DatabaseTimeoutError';
}

/** Rejects after ms unless the work settles first (the work itself is not cancelled). */
export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(message)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
