import type { ErrorBody } from '@panel/shared/errors.ts';

/** A failed call: `data` is the server's error envelope body ({ message, code, fields? }). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly data: ErrorBody,
    /** True when the global authentication error already dealt with it (401/403). */
    readonly handledGlobally = false,
  ) {
    super(data.message);
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

/** The one fetch wrapper: same-origin cookies, JSON both ways, the `{ data }` envelope read once. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, authErrors = 'global' } = options;
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  const data = (payload as { data?: unknown } | undefined)?.data;

  if (response.ok) return data as T;
  throw failure(response.status, data, authErrors);
}

/** The ApiError of a failed answer (its body's `data`); 401/403 raise the global authentication error. */
function failure(status: number, data: unknown, authErrors: RequestOptions['authErrors']): ApiError {
  const errorBody: ErrorBody = isErrorBody(data)
    ? data
    : {
        code: 'HTTP_' + status,
        message: `The server could not complete the request (${status}).`,
      };
  const isAuthFailure = status === 401 || status === 403;
  if (isAuthFailure && authErrors === 'global') {
    authErrorListeners.forEach((listener) => listener());
    return new ApiError(status, errorBody, true);
  }
  return new ApiError(status, errorBody);
}

/**
 * A CSV download (reports, "Export CSV"): asks for text/csv and saves the answer under `fileName`.
 * A failure's body is still the JSON envelope, parsed like any other call's (spec section 8).
 */
export async function downloadCsv(
  path: string,
  query: RequestOptions['query'],
  fileName: string,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(withQuery(path, { ...query, format: 'csv' }), {
      credentials: 'include',
      headers: { Accept: 'text/csv' },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    throw failure(response.status, (payload as { data?: unknown } | undefined)?.data, 'global');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Revoked on the next tick: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
  return 'Something went wrong. Please try again.';
}
