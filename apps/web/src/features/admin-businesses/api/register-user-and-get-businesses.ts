import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  RegisteredCustomer,
  registerUserAndGetBusinessesBodySchema,
} from '@panel/shared/schemas/business.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/business/registerUserAndGetBusinesses: finds or creates the customer and adds their business. */
export function useRegisterUserAndGetBusinesses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.output<typeof registerUserAndGetBusinessesBodySchema>) =>
      api.post<RegisteredCustomer>('/api/v1/business/registerUserAndGetBusinesses', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['businesses', 'list'] }),
    meta: { handlesErrors: true },
  });
}
