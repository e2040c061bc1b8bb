import { api } from '@/lib/api-client';

/** POST /api/v1/franchisee/verifyPhoneNumber {phoneNumber, fromForgotPassword}: starts a staff password reset. */
export const franchiseeVerifyPhone = (body: { phoneNumber: string; fromForgotPassword: boolean }) =>
  api.post<{ franchiseeExist: boolean; otpSent: boolean }>('/api/v1/franchisee/verifyPhoneNumber', body, {
    authErrors: 'local',
  });
