import { describe, expect, it } from 'vitest';
import en from './messages/en.json' with { type: 'json' };
import gu from './messages/gu.json' with { type: 'json' };
import hi from './messages/hi.json' with { type: 'json' };
import mr from './messages/mr.json' with { type: 'json' };
import ta from './messages/ta.json' with { type: 'json' };
import { translateMessage } from './translate-message.ts';

/**
 * The server's message catalogues (English sentence → translation): messages/en.json lists every
 * sentence the server or a shared schema raises (apps/server/src/i18n/messages-complete.test.ts
 * finds them in the code); each language has them all, with the same {placeholders}.
 */
const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(Object.entries({ hi, mr, gu, ta }))(
  'the %s messages',
  (_language, catalogue: Record<string, string>) => {
    it('translate every English message, keeping its placeholders', () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
      for (const [english, translated] of Object.entries(catalogue)) {
        expect(translated.trim(), english).not.toBe('');
        expect(placeholders(translated), english).toEqual(placeholders(english));
      }
    });
  },
);

describe('translateMessage', () => {
  const catalogue = {
    'Your role does not allow this.': 'आपकी भूमिका में इसकी अनुमति नहीं है।',
    '{what} not found.': '{what} नहीं मिला।',
    Business: 'व्यवसाय',
  };
  it('translates a whole sentence', () => {
    expect(translateMessage('Your role does not allow this.', catalogue)).toBe(
      'आपकी भूमिका में इसकी अनुमति नहीं है।',
    );
  });
  it('translates a sentence built from parts, and the parts it knows', () => {
    expect(translateMessage('Business not found.', catalogue)).toBe('व्यवसाय नहीं मिला।');
    expect(translateMessage('Card 12 not found.', catalogue)).toBe('Card 12 नहीं मिला।');
  });
  it('translates a part that is itself a sentence built from parts (a notification)', () => {
    expect(translateMessage('Sharma Traders paid ₹499.00 for a renewal of the Gold plan.', hi)).toBe(
      'Sharma Traders ने Gold प्लान के रिन्यूअल के लिए ₹499.00 का भुगतान किया।',
    );
    expect(translateMessage('A customer paid ₹99.00 for PDF ID card #3.', ta)).toBe(
      'ஒரு வாடிக்கையாளர்: PDF அடையாள அட்டை #3 — ₹99.00 செலுத்தப்பட்டது.',
    );
    // The customer's own sentence wins over the staff one that would match it too.
    expect(translateMessage('₹99.00 paid for a PDF ID card for Sharma Traders.', hi)).toBe(
      'Sharma Traders के PDF आईडी कार्ड के लिए ₹99.00 का भुगतान हो गया।',
    );
  });
  it('keeps English it has no translation for', () => {
    expect(translateMessage('Something new.', catalogue)).toBe('Something new.');
    expect(translateMessage('Something new.', undefined)).toBe('Something new.');
  });
  it('every English key maps to itself', () => {
    for (const [key, value] of Object.entries(en)) expect(value).toBe(key);
  });
});
