import { API_BASE_URL } from './apiConfig';
import { apiHeaders, cookieSession, type HttpMethod, type SessionHeaders } from './apiHeaders';
import { ApiError, parseErrorBody, parseRetryAfter } from './ApiError';
import { readDataLines } from './eventStream';
import { sendUpload, UploadCancelledError, type UploadProgress } from './uploadRequest';

export type { SessionHeaders };

export interface HttpClientOptions {
  /** GATSBY_API_URL or '/api'; absolute or relative to the page. */
  baseUrl: string;
  session: () => SessionHeaders;
  /**
   * Told about every failed request whose caller did not pass `notify: false`: the app shows the
   * danger toast of spec.md section 8 (an UploadCancelledError for a cancelled upload).
   */
  onError?: (error: ApiError | UploadCancelledError | Error) => void;
  /** The browser's fetch unless given (tests pass none: they talk to real local servers). */
  fetch?: typeof fetch;
}

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /**
   * false for background requests the user did not ask for (a session check on page load):
   * their failures are handled by the caller, without a toast.
   */
  notify?: boolean;
  /**
   * Headers of this one call, added to the ones every call carries (an `Idempotency-Key`); they
   * cannot replace those.
   */
  headers?: Record<string, string>;
}

export interface UploadOptions extends Omit<RequestOptions, 'query'> {
  onProgress?: (progress: UploadProgress) => void;
}

export type RequestBody = FormData | object | undefined;
type Method = HttpMethod;

function isFormData(body: RequestBody): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/**
 * The one HTTP client of the app (spec.md section 7). Feature api files (authApi, petsApi, ...)
 * call its typed verbs; it adds the headers every call carries, turns error answers into
 * ApiError and reports failures for the toast.
 */
export class HttpClient {
  private readonly baseUrl: string;

  constructor(private readonly options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  get<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  patch<T>(path: string, body?: RequestBody, options?: RequestOptions): Promise<T> {
    return this.request<T>('PATCH', path, body, options);
  }

  delete<T>(path: string, options?: RequestOptions): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  /** The absolute or page-relative URL of an API path, with its query. */
  url(path: string, query: Query = {}): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      params.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
    const search = params.toString();
    return `${this.baseUrl}/${path.replace(/^\/+/, '')}${search ? `?${search}` : ''}`;
  }

  /** The headers of spec.md section 7 for a call with the given method. */
  headers(method: Method, accept = 'application/json'): Record<string, string> {
    return apiHeaders(this.options.session(), method, accept);
  }

  async request<T>(
    method: Method,
    path: string,
    body?: RequestBody,
    options: RequestOptions = {},
  ): Promise<T> {
    const response = await this.send(method, path, body, options, 'application/json');
    const text = await response.text().catch(() => null);
    if (text === null) throw this.fail(new ApiError(response.status, '', null), options);
    if (response.status === 204 || text === '') return undefined as T;
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return text as T;
    try {
      return JSON.parse(text) as T;
    } catch {
      throw this.fail(new ApiError(response.status, '', null), options);
    }
  }

  /**
   * A streamed answer: yields the JSON of each 'data: ' line (spec.md section 7). An error answer
   * whose body cannot be read gives 'Failed to read error stream (Status: {status}).'; a line
   * that is not JSON stops the stream with 'Invalid JSON from server'.
   */
  async *stream<T>(
    method: Method,
    path: string,
    body?: RequestBody,
    options: RequestOptions = {},
  ): AsyncGenerator<T> {
    const response = await this.send(method, path, body, options, 'text/event-stream');
    if (!response.body) return;
    try {
      yield* readDataLines<T>(response.body);
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      throw this.fail(error instanceof Error ? error : new Error(String(error)), options);
    }
  }

  /** Multipart upload with progress and cancellation through `signal` (spec.md section 7). */
  async upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    try {
      return await sendUpload<T>({
        url: this.url(path),
        headers: this.headers('POST'),
        body: form,
        onProgress: options.onProgress,
        signal: options.signal,
      });
    } catch (error) {
      throw this.fail(error instanceof Error ? error : new Error(String(error)), options);
    }
  }

  private async send(
    method: Method,
    path: string,
    body: RequestBody,
    options: RequestOptions,
    accept: string,
  ): Promise<Response> {
    const headers = { ...options.headers, ...this.headers(method, accept) };
    let wireMethod: Method = method;
    let payload: BodyInit | undefined;
    if (isFormData(body)) {
      payload = body;
      // Browsers and PHP do not parse multipart PUT bodies: Laravel's method spoofing instead.
      if (method === 'PUT') {
        const spoofed = new FormData();
        body.forEach((value, name) => spoofed.append(name, value));
        spoofed.append('_method', 'PUT');
        payload = spoofed;
        wireMethod = 'POST';
      }
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['Content-Type'] = 'application/json';
    }

    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(this.url(path, options.query), {
        method: wireMethod,
        headers,
        body: payload,
        signal: options.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      // No answer at all (offline, DNS, CORS): nothing from the server to show.
      throw this.fail(new ApiError(0, '', null), options);
    }
    if (response.ok) return response;
    throw this.fail(await this.errorOf(response, accept), options);
  }

  private async errorOf(response: Response, accept: string): Promise<ApiError> {
    const { status, statusText } = response;
    let text: string;
    try {
      text = await response.text();
    } catch {
      text = '';
      if (accept === 'text/event-stream') return unreadableStreamError(status, statusText);
    }
    const body = parseErrorBody(text);
    if (!body && accept === 'text/event-stream') return unreadableStreamError(status, statusText);
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    return new ApiError(status, statusText, body, undefined, retryAfter);
  }

  private fail<E extends Error>(error: E, options: { notify?: boolean }): E {
    if (options.notify !== false) this.options.onError?.(error);
    return error;
  }
}

function unreadableStreamError(status: number, statusText: string): ApiError {
  return new ApiError(status, statusText, null, `Failed to read error stream (Status: ${status}).`);
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  return new HttpClient(options);
}

/**
 * The client of a public page: the page's language, and the session the page's cookies hold (a
 * keeper signed in on the contact page is still signed in: spec.md section 7 sends the token
 * and the role's medical entity on every call). It reports failures to no one (public pages
 * have no toasts); callers show them where the visitor is looking.
 */
export function createGuestHttpClient(
  locale: string,
  options: Pick<HttpClientOptions, 'fetch'> & { baseUrl?: string } = {},
): HttpClient {
  return new HttpClient({
    baseUrl: options.baseUrl ?? API_BASE_URL,
    fetch: options.fetch,
    session: () => cookieSession(typeof document === 'undefined' ? '' : document.cookie, locale),
  });
}
