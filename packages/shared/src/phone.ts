import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { INDIA_PHONE_METADATA } from './phone-metadata-in.ts';

/**
 * Normalises an Indian mobile number to its 10 national digits, or returns null.
 * Accepts "98765 43210", "+91 98765-43210", "09876543210".
 * India's metadata alone (phone-metadata-in.ts): the sign-in pages load this on a phone.
 */
export function normaliseIndianMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN', INDIA_PHONE_METADATA);
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.nationalNumber;
}

/**
 * A phone number as people read it on a poster: an Indian mobile as "+91 98123 45671"; anything
 * else (a landline, a foreign number) as it was written.
 */
export function formatPhoneForPrint(input: string): string {
  const mobile = normaliseIndianMobile(input);
  return mobile ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : input.trim();
}
