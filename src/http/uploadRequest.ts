import { ApiError, parseErrorBody } from './ApiError';

/** spec.md section 8, uploads. */
export const UPLOAD_CANCELLED = 'Upload cancelled';
export const UPLOAD_NETWORK_ERROR = 'Network error during upload';

/** The caller cancelled an upload: not a failure of the server. */
export class UploadCancelledError extends Error {
  override name = 'UploadCancelledError';
  constructor() {
    super(UPLOAD_CANCELLED);
  }
}

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell. */
  total: number;
  /** 0 to 100, rounded down; null when the total is unknown. */
  percent: number | null;
}

export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * POSTs multipart form data with XMLHttpRequest, the one browser API that reports upload
 * progress. Resolves with the parsed JSON answer (undefined when empty); rejects with
 * UploadCancelledError on abort and ApiError otherwise ('Network error during upload' for status 0).
 */
export function sendUpload<T>({
  url,
  headers,
  body,
  onProgress,
  signal,
}: UploadRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelledError());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbortSignal = () => xhr.abort();
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    let last: UploadProgress = { loaded: 0, total: 0, percent: null };
    xhr.upload.addEventListener('progress', (event) => {
      const total = event.lengthComputable ? event.total : 0;
      last = {
        loaded: event.loaded,
        total,
        percent: total > 0 ? Math.floor((event.loaded / total) * 100) : null,
      };
      onProgress?.(last);
    });
    // The whole body is sent (some browsers never report a computable length): say 100%.
    xhr.upload.addEventListener('load', () => {
      if (last.percent !== 100)
        onProgress?.({ ...last, loaded: last.total || last.loaded, percent: 100 });
    });
    xhr.addEventListener('load', () => {
      settle();
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status === 0) {
        reject(new ApiError(0, '', null, UPLOAD_NETWORK_ERROR));
      } else if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((text ? JSON.parse(text) : undefined) as T);
        } catch {
          reject(new ApiError(xhr.status, xhr.statusText, null));
        }
      } else {
        reject(new ApiError(xhr.status, xhr.statusText, parseErrorBody(text)));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new ApiError(0, '', null, UPLOAD_NETWORK_ERROR));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(new UploadCancelledError());
    });
    xhr.send(body);
  });
}
