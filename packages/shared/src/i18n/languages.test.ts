import { describe, expect, it } from 'vitest';
import { formatPaise } from '../money.ts';
import { acceptLanguageTags, numberLocale, requestLanguage } from './languages.ts';

describe('the language a request asks for', () => {
  it('takes the first of ours by quality, English when none is ours', () => {
    expect(requestLanguage('hi-IN,hi;q=0.9,en-US;q=0.8')).toBe('hi');
    expect(requestLanguage('en-US,en;q=0.9,ta;q=0.8')).toBe('en');
    expect(requestLanguage('fr;q=0.9, gu;q=0.5')).toBe('gu');
    expect(requestLanguage('mr;q=0, ta;q=0.4')).toBe('ta');
    expect(requestLanguage('de, fr')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
    expect(acceptLanguageTags('a;q=0.2, b, c;q=0.5')).toEqual(['b', 'c', 'a']);
  });
});

describe('money in each language', () => {
  it('uses Indian grouping, Latin digits unless the agency asks for the script’s own', () => {
    expect(formatPaise(14999950, numberLocale('en'))).toBe('₹1,49,999.50');
    expect(formatPaise(14999950, numberLocale('hi'))).toBe('₹1,49,999.50');
    expect(formatPaise(14999950, numberLocale('mr'))).toBe('₹1,49,999.50');
    expect(formatPaise(14999950, numberLocale('hi', true))).toBe('₹१,४९,९९९.५०');
    expect(formatPaise(14999950, numberLocale('gu', true))).toBe('₹૧,૪૯,૯૯૯.૫૦');
    expect(formatPaise(14999950, numberLocale('ta', true))).toBe('₹௧,௪௯,௯௯௯.௫௦');
  });
});
