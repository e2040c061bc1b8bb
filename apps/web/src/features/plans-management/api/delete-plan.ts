import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SUBSCRIPTION_PLANS_KEY } from '@/lib/subscription-plans';

/** DELETE /api/v1/business/subscription-plan/{id}. Bought plans keep their records; only the offer goes. */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionPlanId: string) =>
      api.delete<{ deleted: boolean }>(
        `/api/v1/business/subscription-plan/${encodeURIComponent(subscriptionPlanId)}`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_PLANS_KEY }),
  });
}
