import type { z } from 'zod';
import type { verifyUserBodySchema } from '@panel/shared/schemas/auth.ts';
import { api } from '@/lib/api-client';

export interface VerifyUserResult {
  userExist: boolean;
  otpSent: boolean;
}

/** POST /api/v1/verifyUser: does this phone/e-mail have an account? New users (and forgot-password) get an OTP. */
export const verifyUser = (body: z.output<typeof verifyUserBodySchema>) =>
  api.post<VerifyUserResult>('/api/v1/verifyUser', body, { authErrors: 'local' });
