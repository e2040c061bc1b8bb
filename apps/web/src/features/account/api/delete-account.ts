import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * DELETE /api/v1/user: the customer deletes their own account. The server soft-deletes their
 * businesses (their cards stop answering) and ends every session; the number can sign up again.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: () => api.delete<{ userDeleted: boolean }>('/api/v1/user'),
    meta: { handlesErrors: true },
  });
}
