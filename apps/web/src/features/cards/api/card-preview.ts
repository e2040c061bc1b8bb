import { useQuery } from '@tanstack/react-query';
import type { CardPreviewBody } from '@panel/shared/schemas/card.ts';
import { ApiError } from '@/lib/api-client';

/**
 * POST /api/v1/card/preview: the server renders the draft with the same template code as the public
 * page and answers HTML for the preview iframe's srcdoc (so the editor never re-implements a template).
 */
async function fetchPreview(body: CardPreviewBody, signal: AbortSignal): Promise<string> {
  const response = await fetch('/api/v1/card/preview', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/html' },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (response.ok) return text;
  let message = `The preview could not be drawn (${response.status}).`;
  try {
    message = (JSON.parse(text) as { data: { message: string } }).data.message || message;
  } catch {
    // Not the JSON envelope: keep the generic message.
  }
  throw new ApiError(response.status, { code: `HTTP_${response.status}`, message });
}

export const useCardPreview = (body: CardPreviewBody) =>
  useQuery({
    queryKey: ['cards', 'preview', body],
    queryFn: ({ signal }) => fetchPreview(body, signal),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
