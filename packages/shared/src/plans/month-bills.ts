import { monthBoundsInIndia } from './dates.ts';

/**
 * The agency's monthly bill to the platform (docs/payments.md, "Agency bills: the rule"), pure so it can
 * be tested month by month:
 *
 * - A card counts in every month (India time) it was active at some moment: made before the month's end
 *   and not deleted before its start. Deleting a card (or its business) therefore takes effect from the
 *   next bill: the month it was deleted in is still billed, the months after are not.
 * - A superadmin's move-out named on a bill also takes effect from the next bill: the card is not billed
 *   in the months after it. An add-in bills the card from the named bill on (while it exists). The
 *   latest of these that is in effect in a month wins.
 * - Payments are per bill. What a bill's payments and the credit brought into it exceed its amount by is
 *   a credit carried forward to the next bill, so an overpayment is never lost nor shown as nothing.
 */

export interface MonthKey {
  year: number;
  /** 1-12 */
  month: number;
}

export interface BillableCard {
  cardNo: number;
  createdAt: Date;
  deletedAt: Date | null;
}

export interface CardMove extends MonthKey {
  cardNo: number;
  /** true: add-card-in-bill; false: move-out-card. */
  included: boolean;
}

export interface BillInput extends MonthKey {
  cardFeePaise: number;
  /** The bill's paid (status 1) payments, paise. */
  payments: number[];
}

export interface ComputedBill extends MonthKey {
  cardFee: number;
  cards: number[];
  amount: number;
  paid: number;
  creditBroughtForward: number;
  outstanding: number;
  creditCarriedForward: number;
}

/** Months are compared as one number: year × 12 + (month − 1). */
export const monthIndex = (m: MonthKey): number => m.year * 12 + (m.month - 1);
export const monthAt = (index: number): MonthKey => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});

/** The month from which a move changes the bill: an add-in at once, a move-out from the next bill. */
const effectiveFrom = (m: CardMove) => monthIndex(m) + (m.included ? 0 : 1);

/** Card numbers billed in `month`. */
export function cardsInMonth(month: MonthKey, cards: BillableCard[], moves: CardMove[]): number[] {
  const { start, end } = monthBoundsInIndia(month.year, month.month);
  const at = monthIndex(month);
  const existsAtAll = (c: BillableCard) => c.deletedAt === null || c.deletedAt >= start;
  const billed: number[] = [];
  for (const c of cards) {
    const latest = moves
      .filter((m) => m.cardNo === c.cardNo && effectiveFrom(m) <= at)
      .sort((a, b) => effectiveFrom(b) - effectiveFrom(a))[0];
    const inBill = latest ? latest.included && existsAtAll(c) : c.createdAt < end && existsAtAll(c);
    if (inBill) billed.push(c.cardNo);
  }
  return billed.sort((a, b) => a - b);
}

/** The bills of consecutive months, oldest first, each with the credit the one before carried forward. */
export function computeMonthBills(
  bills: BillInput[],
  cards: BillableCard[],
  moves: CardMove[],
): ComputedBill[] {
  let credit = 0;
  return bills.map((b) => {
    const billed = cardsInMonth(b, cards, moves);
    const amount = billed.length * b.cardFeePaise;
    const paid = b.payments.reduce((sum, p) => sum + p, 0);
    const covered = paid + credit;
    const bill: ComputedBill = {
      year: b.year,
      month: b.month,
      cardFee: b.cardFeePaise,
      cards: billed,
      amount,
      paid,
      creditBroughtForward: credit,
      outstanding: Math.max(0, amount - covered),
      creditCarriedForward: Math.max(0, covered - amount),
    };
    credit = bill.creditCarriedForward;
    return bill;
  });
}
