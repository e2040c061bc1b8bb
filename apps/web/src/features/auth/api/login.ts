import type { z } from 'zod';
import type { loginBodySchema, User } from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';
import { customerUserQuery } from '@/lib/session';

/**
 * POST /api/v1/login with a password; the answer carries the user, so the session query is primed.
 * A plain call: the sign-in pages do not load TanStack Query, the home they open does (its client
 * is imported here, on success, so the home needs no second call for the user).
 */
export async function login(body: z.output<typeof loginBodySchema>) {
  const result = await api.post<{ userLoggedIn: boolean; user: User }>('/api/v1/login', body, {
    authErrors: 'local',
  });
  const { queryClient } = await import('@/lib/query-client');
  queryClient.removeQueries({ queryKey: ['session'] });
  queryClient.setQueryData(customerUserQuery.queryKey, result.user);
  return result;
}
