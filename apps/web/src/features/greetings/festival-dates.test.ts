import { describe, expect, it } from 'vitest';
import { daysAway, festivalDayLabel, festivalWindow } from './festival-dates';

describe('festival calendar dates', () => {
  it('runs 30 days from today in India, even when it is still yesterday in UTC', () => {
    // 20:00 UTC on 22 Nov is 01:30 on 23 Nov in India.
    expect(festivalWindow(new Date('2026-11-22T20:00:00Z'))).toEqual({
      today: '2026-11-23',
      until: '2026-12-23',
    });
  });
  it('crosses month and year ends', () => {
    expect(festivalWindow(new Date('2026-12-15T06:00:00Z'))).toEqual({
      today: '2026-12-15',
      until: '2027-01-14',
    });
  });
  it('labels and counts days', () => {
    expect(festivalDayLabel('2026-11-24')).toMatch(/24 Nov/);
    expect(daysAway('2026-11-24', '2026-11-22')).toBe(2);
    expect(daysAway('2026-11-22', '2026-11-22')).toBe(0);
  });
});
