import type { ErrorBody } from '@panel/shared/errors.ts';
import { currentLanguage, i18n, localizeMessage } from './i18n';

/** A failed call: `data` is the server's error envelope body ({ message, code, fields? }). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: ErrorBody;
  /** True when the global authentication error already dealt with it (401/403). */
  readonly handledGlobally: boolean;
  constructor(status: number, data: ErrorBody, handledGlobally = false) {
    super(data.message);
    this.status = status;
    this.data = data;
    this.handledGlobally = handledGlobally;
  }
  get code() {
    return this.data.code;
  }
  get fields() {
    return this.data.fields;
  }
}

type Listener = () => void;
const authErrorListeners = new Set<Listener>();

/** The shell subscribes here to show 'Failed to authenticate user' and log out (spec section 8). */
export function onAuthenticationError(listener: Listener): () => void {
  authErrorListeners.add(listener);
  return () => authErrorListeners.delete(listener);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON, or as multipart/form-data when it is a FormData (uploads). */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /**
   * 'global' (default): a 401/403 raises the global authentication error.
   * 'local': the caller shows it (sign-in screens, where 401 means a wrong password, and logout).
   */
  authErrors?: 'global' | 'local';
}

const NETWORK_ERROR: ErrorBody = {
  code: 'NETWORK',
  message: 'Could not reach the server. Check your connection and try again.',
};

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).message === 'string';
}

/**
 * The one fetch wrapper, for JSON, uploads and files alike: same-origin cookies, the body as JSON or
 * FormData, and a failure read from the `{ data }` envelope whatever was asked for (spec section 8),
 * so a 401/403 raises the global authentication error on every kind of call.
 */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', body, query, signal, authErrors = 'global' } = options;
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: 'include',
      // The server words its messages in the panel's language (the error code stays the contract).
      headers:
        body === undefined || isForm
          ? { Accept: accept, 'Accept-Language': currentLanguage() }
          : { Accept: accept, 'Accept-Language': currentLanguage(), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { ...NETWORK_ERROR, message: localizeMessage(NETWORK_ERROR.message) });
  }
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let data: unknown;
  try {
    data = (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    // Not the envelope (a proxy's error page): failure() words it.
  }
  throw failure(response.status, data, authErrors);
}

/** A JSON call: answers the envelope's `data`. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const payload: unknown = await response.json().catch(() => undefined);
  return (payload as { data?: unknown } | undefined)?.data as T;
}

/** A call answered by a file (PDF, image, CSV) or by HTML: the bytes as a Blob. */
export async function requestBlob(path: string, options: RequestOptions = {}, accept = '*/*'): Promise<Blob> {
  return (await send(path, options, accept)).blob();
}

/** The ApiError of a failed answer (its body's `data`); 401/403 raise the global authentication error. */
function failure(status: number, data: unknown, authErrors: RequestOptions['authErrors']): ApiError {
  const errorBody: ErrorBody = isErrorBody(data)
    ? data
    : status === 413
      ? { code: 'PAYLOAD_TOO_LARGE', message: localizeMessage('The file is too large.') }
      : {
          code: 'HTTP_' + status,
          message: localizeMessage(`The server could not complete the request (${status}).`),
        };
  const isAuthFailure = status === 401 || status === 403;
  if (isAuthFailure && authErrors === 'global') {
    authErrorListeners.forEach((listener) => listener());
    return new ApiError(status, errorBody, true);
  }
  return new ApiError(status, errorBody);
}

/** Saves a file the browser holds under `fileName` (a download the person sees). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Fetches a file answer and saves it as `fileName`; failures arrive as ApiError like any call's. */
export async function download(
  path: string,
  fileName: string,
  options: RequestOptions = {},
  accept?: string,
) {
  saveBlob(await requestBlob(path, options, accept), fileName);
}

/** A CSV download (reports, "Export CSV"): asks for text/csv and saves the answer under `fileName`. */
export const downloadCsv = (path: string, query: RequestOptions['query'], fileName: string) =>
  download(path, fileName, { query: { ...query, format: 'csv' } }, 'text/csv');

export const api = {
  get: <T>(
    path: string,
    query?: RequestOptions['query'],
    options?: Omit<RequestOptions, 'method' | 'query'>,
  ) => request<T>(path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

/** The message a person should read for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('error.generic', { ns: 'common' });
}
