import { describe, expect, it } from 'vitest';
import { parseDateText } from './date-input';

describe('parseDateText', () => {
  it('reads dd/mm/yyyy the Indian way, with / - or . between', () => {
    expect(parseDateText('20/10/2027')).toBe('2027-10-20');
    expect(parseDateText('5-3-2026')).toBe('2026-03-05');
    expect(parseDateText(' 05.03.2026 ')).toBe('2026-03-05');
  });
  it('takes a pasted yyyy-mm-dd as it is', () => {
    expect(parseDateText('2027-10-20')).toBe('2027-10-20');
  });
  it('refuses what is not a real date', () => {
    for (const t of ['31/02/2026', '10/20/2027', '2026-13-01', '20/10/27', 'tomorrow', ''])
      expect(parseDateText(t)).toBeNull();
  });
});
