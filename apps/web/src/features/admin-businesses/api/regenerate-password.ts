import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/regenerateRandomPassword: the customer gets a new random password by SMS (or e-mail
 * for foreign customers) and is signed out everywhere.
 */
export function useRegeneratePassword() {
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<{ passwordSent: boolean }>('/api/v1/regenerateRandomPassword', { userId }),
  });
}
