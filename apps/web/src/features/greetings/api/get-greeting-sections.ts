import { queryOptions } from '@tanstack/react-query';
import type { UiCustomisation, UiSection } from '@panel/shared/schemas/ui-customisation.ts';
import { api } from '@/lib/api-client';

export interface PageSection extends UiSection {
  uiCustomisationId: string;
}

/**
 * GET /api/v1/ui-customisation?pagePlacement=GREETING_IMAGE_PAGE: the agency's sections for this
 * page followed by its COMMON sections, flattened in display order.
 */
export const greetingSectionsQuery = queryOptions({
  queryKey: ['ui-customisation', 'GREETING_IMAGE_PAGE'],
  queryFn: async (): Promise<PageSection[]> => {
    const { list } = await api.get<{ list: UiCustomisation[] }>('/api/v1/ui-customisation', {
      pagePlacement: 'GREETING_IMAGE_PAGE',
    });
    return list.flatMap((c) => c.sections.map((s) => ({ ...s, uiCustomisationId: c.uiCustomisationId })));
  },
  meta: { handlesErrors: true },
});
