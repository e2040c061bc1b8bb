import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { linkCategoriesQuery } from '@/lib/link-categories';

/** DELETE /api/v1/link-store/link-type/{linkTypeId} */
export function useDeleteLinkType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkTypeId: string) =>
      api.delete(`/api/v1/link-store/link-type/${encodeURIComponent(linkTypeId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: linkCategoriesQuery.queryKey }),
  });
}
