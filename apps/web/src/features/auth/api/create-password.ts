import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/createPassword {password, fromForgotPassword} for customers, or
 * POST /api/v1/franchisee/createPassword {password} for staff. Both sign the person in.
 */
export function useCreatePassword(kind: 'customer' | 'staff') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, fromForgotPassword }: { password: string; fromForgotPassword: boolean }) =>
      kind === 'staff'
        ? api.post('/api/v1/franchisee/createPassword', { password }, { authErrors: 'local' })
        : api.post('/api/v1/createPassword', { password, fromForgotPassword }, { authErrors: 'local' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: ['session'] }),
    meta: { handlesErrors: true },
  });
}
