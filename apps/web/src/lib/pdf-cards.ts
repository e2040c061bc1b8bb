import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ExportPdfCardBody,
  PdfCard,
  PdfCardList,
  PdfCardListQuery,
  PdfCardTemplate,
} from '@panel/shared/schemas/pdf-card.ts';
import { api, download, requestBlob } from './api-client';

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

/** GET downloadPdfCard, saved as {pdfCardNo}.pdf. */
export const downloadPdfCard = (
  pdfCardNo: number,
  opts: { forceDownloadWithoutSampleWatermark?: boolean; bleed?: boolean } = {},
): Promise<void> =>
  download(`${PDF_CARD_API}/downloadPdfCard`, `${pdfCardNo}.pdf`, {
    query: {
      pdfCardNo,
      forceDownloadWithoutSampleWatermark: opts.forceDownloadWithoutSampleWatermark || undefined,
      bleed: opts.bleed || undefined,
    },
  });

/** POST exportPdfCard: the A4 print sheet. */
export const exportPdfCards = (body: ExportPdfCardBody): Promise<void> =>
  download(`${PDF_CARD_API}/exportPdfCard`, 'pdf-id-cards.pdf', { method: 'POST', body });

/** POST preview: the editor's live preview as an image. */
export const fetchPdfCardPreview = (body: unknown, signal: AbortSignal): Promise<Blob> =>
  requestBlob(`${PDF_CARD_API}/preview`, { method: 'POST', body, signal });
