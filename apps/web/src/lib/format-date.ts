import {
  formatCalendarDate,
  formatDayMonth as dayMonth,
  type CalendarDate,
} from '@panel/shared/plans/dates.ts';
import { currentLocale, i18n } from './i18n';

/** A plan's calendar date ('yyyy-MM-dd', India) for people, in the current language: "7 Mar 2026". */
export const formatDate = (date: CalendarDate): string => formatCalendarDate(date, currentLocale());

/** A day on a chart's axis: "7 Mar". */
export const formatDayMonth = (date: CalendarDate): string => dayMonth(date, currentLocale());

const cache = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: (locale: string) => T,
): T {
  const locale = currentLocale();
  let format = cache.get(`${key}|${locale}`);
  if (!format) cache.set(`${key}|${locale}`, (format = make(locale)));
  return format as T;
}

/** An instant's day for people, in India: "7 Mar 2026". */
export const formatInstantDate = (iso: string | Date): string =>
  cached(
    'day',
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      }),
  ).format(new Date(iso));

/** An instant's day and time for people, in India: "7 Mar 2026, 3:05 pm". */
export const formatInstant = (iso: string | Date): string =>
  cached(
    'instant',
    (locale) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  ).format(new Date(iso));

/** A month's name in the current language (1 = January). */
export const formatMonthName = (month: number): string =>
  cached('month', (locale) => new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' })).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago an instant was, for people: "just now", "5 minutes ago", "yesterday", "3 weeks ago". */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  const relative = cached('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  for (const [unit, size] of RELATIVE_UNITS)
    if (Math.abs(seconds) >= size) return relative.format(Math.trunc(seconds / size), unit);
  return i18n.t('time.justNow', { ns: 'common' });
}
