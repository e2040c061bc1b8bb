import { TZDate } from '@date-fns/tz';
// By file: the web build's first-route chunks take in what is imported by file, not through an index.
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { addYears } from 'date-fns/addYears';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { INDIA_TIME_ZONE } from '../constants.ts';
import type { ValidityUnit } from '../schemas/plan.ts';

/**
 * Plan dates are calendar dates in India ('yyyy-MM-dd'), because a plan bought at 00:30 IST must
 * start that IST day, not the previous UTC day.
 */
export type CalendarDate = string;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Asia/Kolkata has been UTC+05:30 all year since 1945 (no daylight saving), so today's date there is
 * plain arithmetic; asked on every list row, it must not cost a time-zone lookup.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today in Asia/Kolkata. */
export function todayInIndia(now: Date = new Date()): CalendarDate {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

function parseCalendarDate(date: CalendarDate): TZDate {
  const m = CALENDAR_DATE.exec(date);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return new TZDate(Number(m[1]), Number(m[2]) - 1, Number(m[3]), INDIA_TIME_ZONE);
}

/**
 * `date` as yyyy-MM-dd in its own time zone (a TZDate's getters read India's calendar). Not
 * date-fns's `format`: its pattern engine and English locale weigh ~5 KB on every page that
 * shows a plan.
 */
const toCalendarDate = (date: Date): CalendarDate =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('-');

const addValidity = { day: addDays, month: addMonths, year: addYears } as const;

/**
 * The last valid day of a plan: start + validity − 1 day (spec sections 2 and 9), so a 7-day trial
 * started on the 1st runs to the 7th. Month ends clamp the way date-fns does (31 Jan + 1 month is
 * 29 Feb in a leap year, so that plan ends on 28 Feb).
 */
export function planEndDate(start: CalendarDate, validity: number, unit: ValidityUnit): CalendarDate {
  const end = addDays(addValidity[unit](parseCalendarDate(start), validity), -1);
  return toCalendarDate(end);
}

/** The calendar date `days` after `date` (negative: before). */
export const addCalendarDays = (date: CalendarDate, days: number): CalendarDate =>
  toCalendarDate(addDays(parseCalendarDate(date), days));

/** Whole days from `today` to `validTo`; 0 on the last day, negative once expired. */
export function daysUntil(validTo: CalendarDate, today: CalendarDate): number {
  return differenceInCalendarDays(parseCalendarDate(validTo), parseCalendarDate(today));
}

/**
 * A plan is active through its last day (inclusive). yyyy-MM-dd dates order as strings do, so no
 * date is built (this runs for every row of every list).
 */
export function isPlanActive(validTo: CalendarDate | null, today: CalendarDate): boolean {
  if (validTo === null) return false;
  if (!CALENDAR_DATE.test(validTo) || !CALENDAR_DATE.test(today))
    throw new RangeError(`Not yyyy-MM-dd dates: ${validTo}, ${today}`);
  return validTo >= today;
}

/** The instants a calendar month starts and ends in India, for "what existed in that month". */
export function monthBoundsInIndia(year: number, month: number): { start: Date; end: Date } {
  return {
    start: new Date(new TZDate(year, month - 1, 1, INDIA_TIME_ZONE).getTime()),
    end: new Date(new TZDate(year, month, 1, INDIA_TIME_ZONE).getTime()),
  };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
    dateFormats.set(key, format);
  }
  return format;
}

function formatDay(date: CalendarDate, locale: string, withYear: boolean): string {
  const m = CALENDAR_DATE.exec(date);
  if (!m) return date;
  return dateFormat(locale, withYear).format(
    new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))),
  );
}

/** A calendar date for people: '2026-03-07' → "7 Mar 2026" (anything else is returned as it is). */
export const formatCalendarDate = (date: CalendarDate, locale = 'en-IN'): string =>
  formatDay(date, locale, true);

/** A day on a chart's axis: '2026-03-07' → "7 Mar" (the range above the chart gives the year). */
export const formatDayMonth = (date: CalendarDate, locale = 'en-IN'): string =>
  formatDay(date, locale, false);
