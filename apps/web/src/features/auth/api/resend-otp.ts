import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/v1/resendOtp: a new OTP for the pending sign-in (after the 30 s cooldown). */
export const useResendOtp = () =>
  useMutation({
    mutationFn: () => api.post<{ otpSent: boolean }>('/api/v1/resendOtp', {}, { authErrors: 'local' }),
    meta: { handlesErrors: true },
  });
