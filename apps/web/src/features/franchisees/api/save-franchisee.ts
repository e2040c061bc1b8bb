import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Franchisee,
  franchiseeEditBodySchema,
  franchiseeSignupBodySchema,
} from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';

export type SignupBody = z.output<typeof franchiseeSignupBodySchema>;
export type EditBody = z.output<typeof franchiseeEditBodySchema>;

/** POST /api/v1/franchisee/signup or /edit: both refresh the list and the "made by" pickers. */
export function useSaveFranchisee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { signup: SignupBody } | { edit: EditBody }) =>
      'signup' in body
        ? api.post<Franchisee>('/api/v1/franchisee/signup', body.signup)
        : api.post<Franchisee>('/api/v1/franchisee/edit', body.edit),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['franchisees'] }),
    meta: { handlesErrors: true },
  });
}

/** POST /api/v1/franchisee/resetPassword: a new password by SMS; their sessions end. */
export function useResetFranchiseePassword() {
  return useMutation({
    mutationFn: (franchiseeId: string) =>
      api.post<{ passwordSent: boolean }>('/api/v1/franchisee/resetPassword', { franchiseeId }),
    meta: { handlesErrors: true },
  });
}
