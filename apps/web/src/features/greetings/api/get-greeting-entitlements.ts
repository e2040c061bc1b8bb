import { queryOptions } from '@tanstack/react-query';
import type { GreetingEntitlements } from '@panel/shared/schemas/image-post.ts';
import { api } from '@/lib/api-client';

/** GET /api/v1/image-post/entitlements?businessId: today's counters, limits and hidden frames. */
export const greetingEntitlementsQuery = (businessId: string) =>
  queryOptions({
    queryKey: ['greetings', 'entitlements', businessId],
    queryFn: () => api.get<GreetingEntitlements>('/api/v1/image-post/entitlements', { businessId }),
    meta: { handlesErrors: true },
  });
