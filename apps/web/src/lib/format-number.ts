import { formatPaise } from '@panel/shared/money.ts';
import { currentNumberLocale } from './i18n';

/** Money (integer paise) for people in the current language's Indian format: ₹1,49,999.50. */
export const formatMoney = (paise: number): string => formatPaise(paise, currentNumberLocale());

const numbers = new Map<string, Intl.NumberFormat>();
/** A count or figure with Indian grouping (1,49,999) in the current language. */
export function formatNumber(value: number): string {
  const locale = currentNumberLocale();
  let format = numbers.get(locale);
  if (!format) numbers.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}
