import { daysUntil } from '@panel/shared/plans/dates.ts';

export type PublicState =
  | { kind: 'full' }
  | { kind: 'frozen'; daysLeft: number }
  | { kind: 'inactive'; reason: 'disabled' | 'lapsed' }
  | { kind: 'unpublished' };

/**
 * What the public sees at /{cardId}:
 * - disabled by staff → inactive (410 Gone: the link was real and is intentionally withdrawn, so
 *   WhatsApp/Google drop their cached previews; 404 would suggest a typo);
 * - never published → 404, as if it did not exist;
 * - plan expired → the frozen basic card for the agency's grace days, then inactive (410);
 * - no plan ever bought (expiry null) or plan active → the full card. New customers can build and
 *   share their card before buying; the agency controls abuse with the staff status switch.
 */
export function publicStateOf(c: {
  status: 'active' | 'inactive';
  published: boolean;
  expiryDate: string | null;
  today: string;
  graceDays: number;
}): PublicState {
  if (c.status === 'inactive') return { kind: 'inactive', reason: 'disabled' };
  if (!c.published) return { kind: 'unpublished' };
  if (!c.expiryDate || c.expiryDate >= c.today) return { kind: 'full' };
  const daysSinceExpiry = -daysUntil(c.expiryDate, c.today);
  return daysSinceExpiry <= c.graceDays
    ? { kind: 'frozen', daysLeft: c.graceDays - daysSinceExpiry }
    : { kind: 'inactive', reason: 'lapsed' };
}
