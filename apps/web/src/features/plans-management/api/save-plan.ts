import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionPlan, SubscriptionPlanInput } from '@panel/shared/schemas/plan.ts';
import { api } from '@/lib/api-client';
import { SUBSCRIPTION_PLANS_KEY } from '@/lib/subscription-plans';

/** POST /api/v1/business/subscription-plan { plan }: creates, or updates when subscriptionPlanId is set. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: SubscriptionPlanInput) =>
      api.post<SubscriptionPlan>('/api/v1/business/subscription-plan', { plan }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_PLANS_KEY }),
  });
}

/** A listed plan as the save body (the answer carries agencyId, which the body does not). */
export const toPlanInput = ({ agencyId: _agencyId, ...plan }: SubscriptionPlan): SubscriptionPlanInput =>
  plan;
