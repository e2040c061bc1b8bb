import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

export interface PdfCardSummary {
  pdfCardNo: number;
  companyName: string | null;
}

/** GET /api/v1/pdf-card/getPdfCardsByBusiness: the cards a single purchase can pay for. */
export const pdfCardsByBusinessQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['pdf-cards', 'by-business', businessId],
    queryFn: async () => {
      try {
        const data = await api.get<{ list: PdfCardSummary[] } | PdfCardSummary[]>(
          '/api/v1/pdf-card/getPdfCardsByBusiness',
          { businessId },
        );
        return Array.isArray(data) ? data : data.list;
      } catch (error) {
        // No PDF cards (or the PDF card service not offered here) is an empty list, not a failure.
        if (error instanceof ApiError && error.status === 404) return [];
        throw error;
      }
    },
    meta: { handlesErrors: true },
  });
