/**
 * The pending sign-in between the auth screens, kept in session storage so a reload keeps the step
 * (the server keeps its own half in a short-lived httpOnly cookie). Guards read it:
 * /otp needs `authData`, /createPassword needs `otpData.otpVerified` (spec sections 2 and 5).
 */
export interface AuthData {
  kind: 'customer' | 'staff';
  /** The phone number or e-mail the OTP went to. */
  identity: string;
  isEmail: boolean;
  userExist: boolean;
  otpSent: boolean;
  fromForgotPassword: boolean;
  /** When the last OTP was sent (ms), for the resend cooldown. */
  otpSentAt: number;
}

export interface OtpData {
  otpVerified: boolean;
}

const AUTH_KEY = 'authData';
const OTP_KEY = 'otpData';

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export const getAuthData = () => read<AuthData>(AUTH_KEY);
export const getOtpData = () => read<OtpData>(OTP_KEY);

export function setAuthData(data: AuthData) {
  sessionStorage.setItem(AUTH_KEY, JSON.stringify(data));
  sessionStorage.removeItem(OTP_KEY);
}

export function setOtpData(data: OtpData) {
  sessionStorage.setItem(OTP_KEY, JSON.stringify(data));
}

export function clearAuthFlow() {
  sessionStorage.removeItem(AUTH_KEY);
  sessionStorage.removeItem(OTP_KEY);
}
