import { useQuery } from '@tanstack/react-query';
import type { CardPreviewBody } from '@panel/shared/schemas/card.ts';
import { requestBlob } from '@/lib/api-client';

/**
 * POST /api/v1/card/preview: the server renders the draft with the same template code as the public
 * page and answers HTML for the preview iframe's srcdoc (so the editor never re-implements a template).
 */
async function fetchPreview(body: CardPreviewBody, signal: AbortSignal): Promise<string> {
  return (await requestBlob('/api/v1/card/preview', { method: 'POST', body, signal }, 'text/html')).text();
}

export const useCardPreview = (body: CardPreviewBody) =>
  useQuery({
    queryKey: ['cards', 'preview', body],
    queryFn: ({ signal }) => fetchPreview(body, signal),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    meta: { handlesErrors: true },
  });
