import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { franchiseeLoginBodySchema } from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/franchisee/login {phoneNumber, password}. */
export function useFranchiseeLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof franchiseeLoginBodySchema>) =>
      api.post<{ franchiseeLoggedIn: boolean }>('/api/v1/franchisee/login', body, { authErrors: 'local' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: ['session'] }),
    meta: { handlesErrors: true },
  });
}
