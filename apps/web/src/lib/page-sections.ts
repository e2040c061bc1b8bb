import { queryOptions } from '@tanstack/react-query';
import type { PagePlacement, UiCustomisation, UiSection } from '@panel/shared/schemas/ui-customisation.ts';
import { api } from './api-client';

export interface PageSection extends UiSection {
  uiCustomisationId: string;
}

/**
 * GET /api/v1/ui-customisation?pagePlacement: the agency's sections for one customer page (HOME_PAGE
 * or GREETING_IMAGE_PAGE); the server adds the COMMON sections after the page's own. Flattened in
 * display order.
 */
export const pageSectionsQuery = (pagePlacement: Exclude<PagePlacement, 'COMMON'>) =>
  queryOptions({
    queryKey: ['ui-customisation', pagePlacement],
    queryFn: async (): Promise<PageSection[]> => {
      const { list } = await api.get<{ list: UiCustomisation[] }>('/api/v1/ui-customisation', {
        pagePlacement,
      });
      return list.flatMap((c) => c.sections.map((s) => ({ ...s, uiCustomisationId: c.uiCustomisationId })));
    },
    meta: { handlesErrors: true },
  });
