import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { formatPhoneForPrint, normaliseIndianMobile } from './phone.ts';
import { INDIA_PHONE_METADATA } from './phone-metadata-in.ts';

describe('Indian mobile numbers', () => {
  it('is the installed library’s metadata for India (else run node scripts/india-phone-metadata.mjs)', () => {
    expect(INDIA_PHONE_METADATA).toMatchObject({
      version: maxMetadata.version,
      countries: { IN: maxMetadata.countries.IN },
    });
  });

  it('reads the ways people write a mobile number, and refuses others', () => {
    for (const written of ['98765 43210', '+91 98765-43210', '09876543210', '919876543210', '9000000010'])
      expect(normaliseIndianMobile(written), written).toMatch(/^\d{10}$/);
    for (const wrong of ['12345 67890', '98765', '+44 7911 123456', '022 2345 6789', 'ninety', ''])
      expect(normaliseIndianMobile(wrong), wrong).toBeNull();
  });

  it('agrees with the whole world’s metadata on every kind of Indian number', () => {
    // A spread of prefixes: every answer must be what the full library says.
    for (let prefix = 50; prefix < 100; prefix += 1) {
      const n = `${prefix}12345678`;
      const full = parsePhoneNumberFromString(n, 'IN');
      const expected =
        full?.isValid() && ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(full.getType() ?? '')
          ? full.nationalNumber
          : null;
      expect(normaliseIndianMobile(n), n).toBe(expected);
    }
  });
});

describe('formatPhoneForPrint', () => {
  it('writes Indian mobiles as +91 98123 45671 however they were typed', () => {
    for (const typed of ['9812345671', '+91 98123-45671', '098123 45671', '919812345671'])
      expect(formatPhoneForPrint(typed)).toBe('+91 98123 45671');
  });
  it('leaves landlines and foreign numbers as written', () => {
    expect(formatPhoneForPrint(' 020 2612 3456 ')).toBe('020 2612 3456');
    expect(formatPhoneForPrint('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});
