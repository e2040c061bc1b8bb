import { describe, expect, it } from 'vitest';
import {
  daysUntil,
  formatCalendarDate,
  formatDayMonth,
  isPlanActive,
  planEndDate,
  todayInIndia,
} from './dates.ts';

describe('planEndDate: start + validity − 1 day', () => {
  it('runs a 7-day trial from the 1st to the 7th', () => {
    expect(planEndDate('2026-03-01', 7, 'day')).toBe('2026-03-07');
  });
  it('crosses a month end in days', () => {
    expect(planEndDate('2026-01-28', 7, 'day')).toBe('2026-02-03');
  });
  it('ends a monthly plan the day before the same date next month', () => {
    expect(planEndDate('2026-11-22', 1, 'month')).toBe('2026-12-21');
    expect(planEndDate('2026-12-15', 1, 'month')).toBe('2027-01-14');
  });
  it('clamps at month ends, leap and common years', () => {
    expect(planEndDate('2024-01-31', 1, 'month')).toBe('2024-02-28');
    expect(planEndDate('2025-01-31', 1, 'month')).toBe('2025-02-27');
    expect(planEndDate('2024-02-29', 1, 'year')).toBe('2025-02-27');
  });
  it('covers a leap day inside a day-based plan', () => {
    expect(planEndDate('2024-02-27', 3, 'day')).toBe('2024-02-29');
    expect(planEndDate('2023-02-27', 3, 'day')).toBe('2023-03-01');
  });
  it('ends a yearly plan the day before the anniversary', () => {
    expect(planEndDate('2026-04-01', 1, 'year')).toBe('2027-03-31');
    expect(planEndDate('2026-04-01', 2, 'year')).toBe('2028-03-31');
  });
  it('rejects a malformed start', () => {
    expect(() => planEndDate('22/11/2026', 1, 'month')).toThrow(RangeError);
  });
});

describe('todayInIndia', () => {
  it('is already the next day in India at 19:00 UTC', () => {
    expect(todayInIndia(new Date('2026-03-31T19:00:00Z'))).toBe('2026-04-01');
  });
  it('is still the same day at 18:29 UTC', () => {
    expect(todayInIndia(new Date('2026-03-31T18:29:00Z'))).toBe('2026-03-31');
  });
});

describe('daysUntil and isPlanActive', () => {
  it('counts calendar days', () => {
    expect(daysUntil('2026-03-10', '2026-03-01')).toBe(9);
    expect(daysUntil('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysUntil('2026-02-28', '2026-03-01')).toBe(-1);
  });
  it('keeps a plan active through its last day', () => {
    expect(isPlanActive('2026-03-01', '2026-03-01')).toBe(true);
    expect(isPlanActive('2026-03-01', '2026-03-02')).toBe(false);
    expect(isPlanActive(null, '2026-03-02')).toBe(false);
  });
});

describe('monthBoundsInIndia', () => {
  it('starts a month at IST midnight (18:30 UTC the day before)', async () => {
    const { monthBoundsInIndia } = await import('./dates.ts');
    const b = monthBoundsInIndia(2026, 12);
    expect(b.start.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(b.end.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });
});

describe('formatCalendarDate', () => {
  it('writes a plan date for people, the same in every time zone', () => {
    expect(formatCalendarDate('2026-03-07')).toBe('7 Mar 2026');
    expect(formatCalendarDate('2028-02-29')).toBe('29 Feb 2028');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});

describe('formatDayMonth', () => {
  it('writes a chart day short, the same in every time zone', () => {
    expect(formatDayMonth('2026-03-07')).toBe('7 Mar');
    expect(formatDayMonth('2026-12-31')).toBe('31 Dec');
    expect(formatDayMonth('nope')).toBe('nope');
  });
});
