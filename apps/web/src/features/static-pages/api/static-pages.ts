import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StaticPage, staticPageBodySchema } from '@panel/shared/schemas/static-page.ts';
import { api } from '@/lib/api-client';

const PATH = '/api/v1/category-static-page';
const KEY = ['category-static-pages'] as const;

/** GET /api/v1/category-static-page: the agency's pages, searched. */
export const staticPagesQuery = (search: string) =>
  queryOptions({
    queryKey: [...KEY, search],
    queryFn: () =>
      api.get<{ list: StaticPage[]; total: number }>(PATH, { search: search || undefined, limit: 100 }),
    placeholderData: keepPreviousData,
  });

/** POST /api/v1/category-static-page: creates (no id) or updates a page. */
export function useSaveStaticPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof staticPageBodySchema>) => api.post<StaticPage>(PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { handlesErrors: true },
  });
}

/** DELETE /api/v1/category-static-page?categoryStaticPageId= */
export function useDeleteStaticPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (categoryStaticPageId: string) => api.delete(PATH, { query: { categoryStaticPageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
