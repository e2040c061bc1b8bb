import { describe, expect, it } from 'vitest';
import { gstIncluded, isValidGstin } from './gstin.ts';

describe('isValidGstin', () => {
  it('accepts real-format numbers whose check character matches', () => {
    // Published sample GSTINs (Maharashtra, Karnataka).
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses a mistyped digit, a wrong check character and the wrong shape', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('')).toBe(false);
  });
});

describe('gstIncluded', () => {
  it('takes the tax out of a price that includes it', () => {
    expect(gstIncluded(118_00, 18)).toBe(18_00);
    expect(gstIncluded(999_00, 18)).toBe(15239);
    expect(gstIncluded(500_00, 0)).toBe(0);
  });
});
