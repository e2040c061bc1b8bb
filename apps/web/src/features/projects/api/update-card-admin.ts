import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImagePostSettings } from '@panel/shared/schemas/card.ts';
import { api } from '@/lib/api-client';

/**
 * Staff changes to one card from All Projects: updateCardStatus, updateCardLimit,
 * updateImagePostStatus, updateImagePostSettings and deleteCard. Each answers the stored card;
 * the list is refreshed after any of them.
 */
export type CardAdminChange =
  | { call: 'updateCardStatus'; body: { cardNo: number; status: 'active' | 'inactive' } }
  | { call: 'updateCardLimit'; body: { cardNo: number; cardLimit: number } }
  | { call: 'updateImagePostStatus'; body: { cardNo: number; imagePostStatus: 'enabled' | 'disabled' } }
  | { call: 'updateImagePostSettings'; body: { cardNo: number; imagePostSettings: ImagePostSettings } }
  | { call: 'deleteCard'; body: { cardNo: number } };

export function useUpdateCardAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: CardAdminChange) => api.post(`/api/v1/${change.call}`, change.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}
