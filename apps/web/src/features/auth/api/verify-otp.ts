import { useMutation } from '@tanstack/react-query';
import type { VerifyOtpBody } from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';

/** POST /api/v1/verifyOtp {otp}: the server knows whose OTP from the pending sign-in cookie. */
export const useVerifyOtp = () =>
  useMutation({
    mutationFn: (body: VerifyOtpBody) =>
      api.post<{ otpVerified: boolean }>('/api/v1/verifyOtp', body, { authErrors: 'local' }),
    meta: { handlesErrors: true },
  });
