import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { api } from './api-client';

/**
 * GET /api/v1/business/subscription-plan: the agency's plans, sorted by displayOrder descending.
 * Shared by the upgrade dialog and plan management, so an admin's change shows in the dialog at once.
 */
export const subscriptionPlansQuery = (agencyId?: string) =>
  queryOptions({
    queryKey: ['subscription-plans', agencyId ?? 'own'],
    queryFn: () => api.get<SubscriptionPlan[]>('/api/v1/business/subscription-plan', { agencyId }),
    meta: { handlesErrors: true },
  });

export const SUBSCRIPTION_PLANS_KEY = ['subscription-plans'] as const;
