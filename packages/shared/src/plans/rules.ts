import { isAgentPhoneNumber } from './agent-phones.ts';
import { daysUntil, type CalendarDate } from './dates.ts';

/** Renewal is true when the business has an expiry date that has already passed (spec section 4). */
export const isRenewal = (expiryDate: CalendarDate | null, today: CalendarDate): boolean =>
  expiryDate !== null && daysUntil(expiryDate, today) < 0;

/**
 * Who may buy online (spec section 6): the agency has online payment on and the business was made by
 * 'self' or by an agent on the fixed list. Everyone else sees 'Connect with admin'.
 */
export function canPurchaseOnline(input: {
  enablePaymentIntegration: boolean;
  businessMadeBy: string;
}): boolean {
  if (!input.enablePaymentIntegration) return false;
  return input.businessMadeBy === 'self' || isAgentPhoneNumber(input.businessMadeBy);
}

/**
 * Days before a plan's last day that the customer is warned (the top bar's chip, the bell, the SMS):
 * three, so a 7-day trial does not start with a warning.
 */
export const EXPIRY_WARNING_DAYS = 3;

/** Expiry warning helper (spec section 9): days until expiry between 1 and `withinDays`. */
export function isExpiringSoon(
  validTo: CalendarDate | null,
  today: CalendarDate,
  withinDays: number,
): boolean {
  if (validTo === null) return false;
  const days = daysUntil(validTo, today);
  return days >= 1 && days <= withinDays;
}

/** Plans as the chooser shows them: displayOrder descending (spec section 9). */
export const sortPlansForDisplay = <T extends { displayOrder: number }>(plans: readonly T[]): T[] =>
  [...plans].sort((a, b) => b.displayOrder - a.displayOrder);
