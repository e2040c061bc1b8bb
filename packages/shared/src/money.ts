/** Money is integer paise everywhere; this is the one place it becomes rupees for people. */
const inr = new Map<string, Intl.NumberFormat>();

/** Rupees in a locale's Indian format (₹1,49,999.50); English (India) unless a language's locale is given. */
export function formatPaise(paise: number, locale = 'en-IN'): string {
  let format = inr.get(locale);
  if (!format)
    inr.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' })));
  return format.format(paise / 100);
}
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
