import type { ErrorBody } from '@panel/shared/errors.ts';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type Hierarchy1,
  type Hierarchy2,
  type UploadedDocument,
} from '@panel/shared/schemas/document.ts';
import { ApiError } from './api-client';

/**
 * POST /api/v1/document/uploadDoc (multipart; query hierarchy1, hierarchy2). The JSON client cannot
 * send a file, so this is its multipart sibling: same envelope, same ApiError. Oversized files are
 * refused before the upload so a phone on a slow network does not wait for a 413.
 */
export async function uploadDoc(
  file: File,
  hierarchy1: Hierarchy1,
  hierarchy2: Hierarchy2,
): Promise<UploadedDocument> {
  if (file.size > UPLOAD_MAX_BYTES)
    throw new ApiError(413, { code: 'TOO_LARGE', message: UPLOAD_MESSAGES.tooLarge });
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ hierarchy1, hierarchy2 });
  let response: Response;
  try {
    response = await fetch(`/api/v1/document/uploadDoc?${query}`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, {
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  const payload = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
  if (response.ok) return payload?.data as UploadedDocument;
  const body = payload?.data as ErrorBody | undefined;
  throw new ApiError(
    response.status,
    body && typeof body.message === 'string'
      ? body
      : { code: `HTTP_${response.status}`, message: `The upload failed (${response.status}).` },
  );
}
