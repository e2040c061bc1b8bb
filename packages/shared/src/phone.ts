import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Normalises an Indian mobile number to its 10 national digits, or returns null.
 * Accepts "98765 43210", "+91 98765-43210", "09876543210".
 */
export function normaliseIndianMobile(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN');
  if (!parsed || parsed.country !== 'IN' || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.nationalNumber;
}
