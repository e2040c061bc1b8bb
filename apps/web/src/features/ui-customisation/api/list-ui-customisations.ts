import { queryOptions } from '@tanstack/react-query';
import type { UiCustomisation } from '@panel/shared/schemas/ui-customisation.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/ui-customisation: the agency's customisation of every placement. */
export const uiCustomisationsQuery = queryOptions({
  queryKey: ['ui-customisation', 'all'],
  queryFn: async () => (await api.get<{ list: UiCustomisation[] }>('/api/v1/ui-customisation')).list,
  meta: { handlesErrors: true },
});
