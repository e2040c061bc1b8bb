import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { latestOtp } from './outbox';

/**
 * Sign-in through the API for tests where sign-in itself is not under test. Use `page.request` (or
 * `context.request`): it shares the browser context's cookies, so the page is signed in too.
 */
async function post(
  request: APIRequestContext,
  path: string,
  data: unknown,
  headers?: Record<string, string>,
) {
  const response = await request.post(path, { data, headers });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

export const signInCustomer = (
  request: APIRequestContext,
  identity: { phoneNumber: string } | { email: string },
  password = DEMO_PASSWORD,
) => post(request, '/api/v1/login', { ...identity, password });

/** `host` picks the agency (tenancy by Host header), e.g. 'solo.localhost'. */
export const signInStaff = (
  request: APIRequestContext,
  phoneNumber: string,
  password = DEMO_PASSWORD,
  host?: string,
) => post(request, '/api/v1/franchisee/login', { phoneNumber, password }, host ? { Host: host } : undefined);

/** A brand-new customer through verifyUser → outbox OTP → verifyOtp → createPassword (signed in after). */
export async function signUpCustomer(request: APIRequestContext, phoneNumber: string, password: string) {
  const since = Date.now();
  const verified = await post(request, '/api/v1/verifyUser', { phoneNumber });
  expect(verified).toMatchObject({ userExist: false, otpSent: true });
  const otp = await latestOtp(request, phoneNumber, since);
  await post(request, '/api/v1/verifyOtp', { otp });
  return post(request, '/api/v1/createPassword', { password, fromForgotPassword: false });
}
