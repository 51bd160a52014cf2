import { readToken, writeToken } from './token-store';

/** Every call gives up after 90 s (spec section 9). */
export const REQUEST_TIMEOUT_MS = 90_000;

export type ApiErrorKind = 'http' | 'timeout' | 'network';

/**
 * A failed call: the envelope's status and msg, or status 0 with kind `timeout` / `network`
 * when no answer came back. `msg` is the server's text as is; UI code turns an error into a
 * translated sentence with `describeApiError`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly msg: string;
  readonly kind: ApiErrorKind;
  /** The envelope's `data` of a refused call (a login says whether the slide check is due). */
  readonly data: unknown;

  constructor(status: number, msg: string, kind: ApiErrorKind = 'http', data: unknown = null) {
    super(msg || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.kind = kind;
    this.data = data;
  }
}

/** What listeners registered with `onApiError` receive for every failed call. */
export interface ApiErrorEvent {
  error: ApiError;
  method: string;
  /** The full path, always starting with `/api/`. */
  path: string;
  /** True for `/api/admin/` calls (sent with `Url-Type: admin`). */
  admin: boolean;
  /** The caller shows the error itself; listeners should not toast it. */
  silent: boolean;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  silent?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  msg: string;
  headers: Headers;
}

type Envelope<T> = { status: number; msg?: string; data: T };

type ApiErrorListener = (event: ApiErrorEvent) => void;
const errorListeners = new Set<ApiErrorListener>();

/**
 * Registers a listener for every failed call. The client itself never navigates or toasts:
 * the auth feature reacts to 401/403 and the app shell toasts the rest.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

export function toApiPath(path: string): string {
  if (path === '/api' || path.startsWith('/api/')) return path;
  return `/api${path.startsWith('/') ? '' : '/'}${path}`;
}

const LOGIN_PATHS = new Set(['/api/login', '/api/admin/login']);

let origin = '';

/**
 * The server the client talks to: the page's own origin in the app (relative paths); tests
 * running outside a browser point it at a real server on loopback.
 */
export function setApiOrigin(value: string): void {
  origin = value.replace(/\/$/, '');
}

function buildUrl(path: string, params?: Record<string, QueryValue>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return `${origin}${text ? `${path}?${text}` : path}`;
}

function buildHeaders(path: string, body: unknown): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('Url-Type', path.startsWith('/api/admin/') ? 'admin' : 'general');
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set('Content-Type', 'application/json;charset=UTF-8');
  }
  const token = readToken();
  if (token && !LOGIN_PATHS.has(path)) headers.set('Authorization', token);
  return headers;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'status' in parsed) return parsed as Envelope<T>;
  } catch {
    // Not JSON (a proxy error page, for instance): reported below as a bare HTTP error.
  }
  return undefined;
}

function storeRefreshedToken(headers: Headers): void {
  const token = headers.get('Authorization');
  if (headers.get('Refresh-Token') === 'true' && token) writeToken(token);
}

async function send<T>(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<ApiResponse<T>> {
  // One controller serves the caller's abort and the timeout (AbortSignal.any needs a 2024
  // browser); `timedOut` tells the two apart.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) forwardAbort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });
  const { body } = options;
  try {
    const response = await fetch(buildUrl(path, options.params), {
      method,
      headers: buildHeaders(path, body),
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    storeRefreshedToken(response.headers);
    const envelope = await readEnvelope<T>(response);
    if (!envelope) throw new ApiError(response.ok ? 500 : response.status, '');
    if (envelope.status !== 200)
      throw new ApiError(envelope.status, envelope.msg ?? '', 'http', envelope.data ?? null);
    return { data: envelope.data, msg: envelope.msg ?? '', headers: response.headers };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError(0, 'Request timed out, please try again later', 'timeout');
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'Network error, please check your connection', 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Sends one call and returns the whole answer (data, msg, headers); throws `ApiError`. */
export async function requestRaw<T>(
  method: string,
  rawPath: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const path = toApiPath(rawPath);
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    if (error instanceof ApiError) {
      const event: ApiErrorEvent = {
        error,
        method,
        path,
        admin: path.startsWith('/api/admin/'),
        silent: options.silent ?? false,
      };
      for (const listener of errorListeners) listener(event);
    }
    throw error;
  }
}

/** Sends one call and returns the envelope's `data`; throws `ApiError`. */
export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await requestRaw<T>(method, path, options)).data;
}

type BodyOptions = Omit<RequestOptions, 'body'>;

/** Calls `/api/...`; paths may be given with or without the `/api` prefix. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  post: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: BodyOptions) =>
    request<T>('PUT', path, { ...options, body }),
};

/** Downloads wait up to 5 minutes (spec 1 section 7). */
export const DOWNLOAD_TIMEOUT_MS = 300_000;

/**
 * `GET` a file as a blob with the stored token. A JSON answer is the server refusing (an
 * envelope): it is thrown as `ApiError` and reported to the `onApiError` listeners like any
 * failed call. Answers the blob and the file name from `Content-Disposition`.
 */
export async function downloadFile(
  rawPath: string,
  params?: Record<string, QueryValue>,
): Promise<{ blob: Blob; filename: string }> {
  const path = toApiPath(rawPath);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DOWNLOAD_TIMEOUT_MS);
  const fail = (error: ApiError) => {
    const event = {
      error,
      method: 'GET',
      path,
      admin: path.startsWith('/api/admin/'),
      silent: false,
    };
    for (const listener of errorListeners) listener(event);
    return error;
  };
  try {
    const response = await fetch(buildUrl(path, params), {
      headers: buildHeaders(path, undefined),
      signal: controller.signal,
      credentials: 'same-origin',
    }).catch(() => {
      throw fail(new ApiError(0, 'Network error, please check your connection', 'network'));
    });
    storeRefreshedToken(response.headers);
    if (!response.ok || (response.headers.get('Content-Type') ?? '').includes('json')) {
      const envelope = await readEnvelope<unknown>(response);
      throw fail(new ApiError(envelope?.status ?? response.status, envelope?.msg ?? ''));
    }
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? 'download';
    return { blob: await response.blob(), filename };
  } finally {
    clearTimeout(timer);
  }
}
