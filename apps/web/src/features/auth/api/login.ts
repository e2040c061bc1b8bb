import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { loginBodySchema, User } from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';
import { customerUserQuery } from '@/lib/session';

/** POST /api/v1/login with a password; the answer carries the user, so the session query is primed. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof loginBodySchema>) =>
      api.post<{ userLoggedIn: boolean; user: User }>('/api/v1/login', body, { authErrors: 'local' }),
    onSuccess: (data) => {
      queryClient.removeQueries({ queryKey: ['session'] });
      queryClient.setQueryData(customerUserQuery.queryKey, data.user);
    },
    meta: { handlesErrors: true },
  });
}
