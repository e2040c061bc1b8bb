import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createPdfCardOrderBodySchema, PaymentOrderResponse } from '@panel/shared/schemas/payment.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/pdf-card/pdf-card-payment/order: a gateway order for one PDF ID card (body planId). */
export const useCreatePdfCardOrder = () =>
  useMutation({
    mutationFn: (body: z.input<typeof createPdfCardOrderBodySchema>) =>
      api.post<PaymentOrderResponse>('/api/v1/pdf-card/pdf-card-payment/order', body, {
        authErrors: 'local',
      }),
    meta: { handlesErrors: true },
  });
