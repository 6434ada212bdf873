/** Thrown when a storage call outlives its budget. */
export class StorageTimeoutError extends Error {
  override name = 'StorageTimeoutError';
}

/**
 * Runs `work` with an AbortSignal that fires after `ms`; rejects with StorageTimeoutError at the
 * deadline even if the work ignores the signal (a hung file system cannot hold a request).
 */
export async function withTimeout<T>(
  ms: number,
  operation: string,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new StorageTimeoutError(`${operation} took longer than ${ms} ms`);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
