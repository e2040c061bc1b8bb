import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { UPCOMING_FESTIVAL_DAYS } from '@panel/shared/schemas/ui-customisation.ts';
import { currentLocale } from '@/lib/i18n';

/** Today in India and the last day of the festival calendar (30 days on), as yyyy-MM-dd. */
export function festivalWindow(now = new Date()): { today: string; until: string } {
  const today = todayInIndia(now);
  const until = new Date(`${today}T00:00:00Z`);
  until.setUTCDate(until.getUTCDate() + UPCOMING_FESTIVAL_DAYS);
  return { today, until: until.toISOString().slice(0, 10) };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The day format in the current language (one formatter per locale). */
function dayFormat(): Intl.DateTimeFormat {
  const locale = currentLocale();
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      weekday: 'short',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

/** "Tue, 24 Nov" for a yyyy-MM-dd festival day, in the current language. */
export const festivalDayLabel = (date: string) => dayFormat().format(new Date(`${date}T00:00:00Z`));

/** Whole days from today to a festival day (0 = today). */
export const daysAway = (date: string, today: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
