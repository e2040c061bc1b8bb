const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * An Indian GST identification number: state code, PAN, entity number, 'Z' and the GSTN check
 * character (a base-36 Luhn variant over the first 14 characters), so a mistyped digit is caught.
 */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(gstin.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstin[14] === ALPHABET[(36 - (sum % 36)) % 36];
}

/** The GST inside a price that includes it, in paise: price × rate / (100 + rate), rounded. */
export const gstIncluded = (pricePaise: number, ratePercent: number): number =>
  Math.round((pricePaise * ratePercent) / (100 + ratePercent));
