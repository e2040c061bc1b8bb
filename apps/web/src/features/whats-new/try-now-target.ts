import { cardAddPath, cardEditPath } from '@/lib/card-routes';

/**
 * Where "Try Now" of the links feature leads (spec section 2): the first card's editor with the links
 * coachmark; else, in agency-only digital card mode, the add screen for the user (it creates the
 * business too); else the add screen for the current business.
 * A customer with no business yet is sent to add one first.
 */
export function tryNowTarget(o: {
  cards: readonly { cardNo: number }[];
  user: { userId: string; isForeignUser: boolean; agencyOnlyDigitalCardActivated: boolean } | undefined;
  businessId: string | undefined;
}): string {
  const first = o.cards[0];
  if (first) return cardEditPath({ cardNo: first.cardNo, showLinksCoachmark: true });
  if (o.user?.agencyOnlyDigitalCardActivated && o.user.userId)
    return cardAddPath({ userId: o.user.userId, isForeignUser: o.user.isForeignUser });
  if (o.businessId) return cardAddPath({ businessId: o.businessId });
  return '/customer/businesses/add';
}
