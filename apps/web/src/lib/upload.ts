import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  type Hierarchy1,
  type Hierarchy2,
  type UploadedDocument,
} from '@panel/shared/schemas/document.ts';
import { api, ApiError } from './api-client';

/**
 * POST /api/v1/document/uploadDoc (multipart; query hierarchy1, hierarchy2). Oversized files are
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
  return api.post<UploadedDocument>('/api/v1/document/uploadDoc', form, {
    query: { hierarchy1, hierarchy2 },
  });
}
