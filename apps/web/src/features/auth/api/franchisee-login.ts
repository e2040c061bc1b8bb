import type { z } from 'zod';
import type { franchiseeLoginBodySchema } from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/franchisee/login {phoneNumber, password}; a previous session's answers are forgotten.
 * A plain call: the sign-in pages do not load TanStack Query (its client is imported on success).
 */
export async function franchiseeLogin(body: z.output<typeof franchiseeLoginBodySchema>) {
  const result = await api.post<{ franchiseeLoggedIn: boolean }>('/api/v1/franchisee/login', body, {
    authErrors: 'local',
  });
  const { queryClient } = await import('@/lib/query-client');
  queryClient.removeQueries({ queryKey: ['session'] });
  return result;
}
