import type { ErrorBody } from '@panel/shared/errors.ts';
import { ApiError } from './api-client';

const NETWORK: ErrorBody = {
  code: 'NETWORK',
  message: 'Could not reach the server. Check your connection and try again.',
};

/**
 * POST a multipart form (files and text fields) and read the usual `{ data }` envelope. The JSON
 * client cannot send files; this is its sibling for upload calls, with the same ApiError on failure.
 */
export async function postMultipart<T>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK);
  }
  const payload = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
  if (response.ok) return payload?.data as T;
  const body = payload?.data as ErrorBody | undefined;
  throw new ApiError(
    response.status,
    body && typeof body.message === 'string'
      ? body
      : response.status === 413
        ? { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' }
        : { code: `HTTP_${response.status}`, message: `The upload failed (${response.status}).` },
  );
}
