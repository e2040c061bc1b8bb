import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ErrorBody } from '@panel/shared/errors.ts';
import type {
  ExportPdfCardBody,
  PdfCard,
  PdfCardList,
  PdfCardListQuery,
  PdfCardTemplate,
} from '@panel/shared/schemas/pdf-card.ts';
import { ApiError, api } from './api-client';

/**
 * PDF ID card calls shared by the editor (features/pdf-cards) and the project lists
 * (features/projects): spec section 7 "PDF cards", all under /api/v1/pdf-card/.
 */
export const PDF_CARD_API = '/api/v1/pdf-card';

export const pdfCardKeys = {
  all: ['pdf-cards'] as const,
  // Not 'by-business': the upgrade dialog keeps its own list (an array) under that key.
  byBusiness: (businessId: string) => ['pdf-cards', 'of-business', businessId] as const,
  list: (q: PdfCardListQuery) => ['pdf-cards', 'list', q] as const,
  one: (pdfCardNo: number) => ['pdf-cards', 'one', pdfCardNo] as const,
};

/** GET getPdfCardsByBusiness: the business's cards, oldest first. */
export const businessPdfCardsQuery = (businessId: string | undefined) =>
  queryOptions({
    queryKey: pdfCardKeys.byBusiness(businessId ?? ''),
    queryFn: () => api.get<PdfCardList>(`${PDF_CARD_API}/getPdfCardsByBusiness`, { businessId }),
    enabled: Boolean(businessId),
  });

/** GET getPdfCardList (staff, All Projects). */
export const pdfCardListQuery = (q: PdfCardListQuery) =>
  queryOptions({
    queryKey: pdfCardKeys.list(q),
    queryFn: () => api.get<PdfCardList>(`${PDF_CARD_API}/getPdfCardList`, q as Record<string, string>),
    placeholderData: (previous) => previous,
  });

export const pdfCardQuery = (pdfCardNo: number) =>
  queryOptions({
    queryKey: pdfCardKeys.one(pdfCardNo),
    queryFn: () => api.get<PdfCard>(`${PDF_CARD_API}/pdfCard`, { pdfCardNo }),
  });

export const pdfCardTemplatesQuery = queryOptions({
  queryKey: ['pdf-cards', 'templates'],
  queryFn: () => api.get<{ list: PdfCardTemplate[] }>(`${PDF_CARD_API}/templates`),
  staleTime: Infinity,
});

/** POST updatePdfCardStatus and deletePdfCard; every PDF card list refreshes after. */
export function usePdfCardAdmin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      change:
        | { call: 'updatePdfCardStatus'; body: { pdfCardNo: number; status: 'active' | 'inactive' } }
        | { call: 'deletePdfCard'; body: { pdfCardNo: number } },
    ) => api.post<unknown>(`${PDF_CARD_API}/${change.call}`, change.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: pdfCardKeys.all }),
  });
}

/**
 * A binary answer, or the error envelope inside it: the server answers failures as JSON in the body of
 * the same call, which is parsed and passed on like any other error (spec section 8).
 */
async function binary(response: Response): Promise<Blob> {
  const bytes = await response.arrayBuffer();
  if (response.ok)
    return new Blob([bytes], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  let body: ErrorBody = {
    code: `HTTP_${response.status}`,
    message: `The download failed (${response.status}).`,
  };
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { data?: ErrorBody };
    if (parsed.data && typeof parsed.data.message === 'string') body = parsed.data;
  } catch {
    // Not JSON: keep the generic message.
  }
  throw new ApiError(response.status, body);
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** GET downloadPdfCard, saved as {pdfCardNo}.pdf. */
export async function downloadPdfCard(
  pdfCardNo: number,
  opts: { forceDownloadWithoutSampleWatermark?: boolean; bleed?: boolean } = {},
): Promise<void> {
  const q = new URLSearchParams({ pdfCardNo: String(pdfCardNo) });
  if (opts.forceDownloadWithoutSampleWatermark) q.set('forceDownloadWithoutSampleWatermark', 'true');
  if (opts.bleed) q.set('bleed', 'true');
  let response: Response;
  try {
    response = await fetch(`${PDF_CARD_API}/downloadPdfCard?${q}`, { credentials: 'include' });
  } catch {
    throw new ApiError(0, {
      code: 'NETWORK',
      message: 'Could not reach the server. Check your connection and try again.',
    });
  }
  save(await binary(response), `${pdfCardNo}.pdf`);
}

/** POST exportPdfCard: the A4 print sheet. */
export async function exportPdfCards(body: ExportPdfCardBody): Promise<void> {
  const response = await fetch(`${PDF_CARD_API}/exportPdfCard`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  save(await binary(response), 'pdf-id-cards.pdf');
}

/** POST preview: the editor's live preview as an image. */
export async function fetchPdfCardPreview(body: unknown, signal: AbortSignal): Promise<Blob> {
  const response = await fetch(`${PDF_CARD_API}/preview`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return binary(response);
}
