import { queryOptions } from '@tanstack/react-query';
import type { LinkCategory } from '@panel/shared/schemas/link-store.ts';
import { api } from './api-client';

/**
 * GET /api/v1/link-store/link-category: categories with their link types, in display order. The
 * card editor offers these types; the Link Store screen edits them and invalidates this key.
 */
export const linkCategoriesQuery = queryOptions({
  queryKey: ['link-store', 'categories'],
  queryFn: async () =>
    (await api.get<{ list: LinkCategory[]; total: number }>('/api/v1/link-store/link-category')).list,
});
