import { describe, expect, it } from 'vitest';
import { cardsInMonth, computeMonthBills, type BillableCard, type BillInput } from './month-bills.ts';

/** Instants in India (UTC+05:30). */
const ist = (s: string) => new Date(`${s}+05:30`);
const FEE = 5000;
const months = (list: [number, number, number[]?][]): BillInput[] =>
  list.map(([year, month, payments = []]) => ({ year, month, cardFeePaise: FEE, payments }));

const a: BillableCard = { cardNo: 1001, createdAt: ist('2026-01-10T10:00:00'), deletedAt: null };
const b: BillableCard = { cardNo: 1002, createdAt: ist('2026-01-20T10:00:00'), deletedAt: null };

describe('cardsInMonth: a card counts in every month it was active', () => {
  it('counts a card from the month it was made, not before', () => {
    expect(cardsInMonth({ year: 2025, month: 12 }, [a], [])).toEqual([]);
    expect(cardsInMonth({ year: 2026, month: 1 }, [a], [])).toEqual([1001]);
    expect(cardsInMonth({ year: 2026, month: 6 }, [a], [])).toEqual([1001]);
  });

  it('uses India time at month edges', () => {
    const lateNight = { ...a, createdAt: ist('2026-01-31T23:30:00') }; // 18:00 UTC, still January in India
    expect(cardsInMonth({ year: 2026, month: 1 }, [lateNight], [])).toEqual([1001]);
    const newYear = { ...a, createdAt: ist('2026-02-01T00:10:00') }; // 31 Jan UTC, February in India
    expect(cardsInMonth({ year: 2026, month: 1 }, [newYear], [])).toEqual([]);
  });

  it('a deletion takes effect from the next bill', () => {
    const deleted = { ...b, deletedAt: ist('2026-02-15T12:00:00') };
    expect(cardsInMonth({ year: 2026, month: 2 }, [deleted], [])).toEqual([1002]);
    expect(cardsInMonth({ year: 2026, month: 3 }, [deleted], [])).toEqual([]);
  });

  it('a clone made and deleted in one month is billed in that month only', () => {
    const clone = {
      cardNo: 1003,
      createdAt: ist('2026-03-02T09:00:00'),
      deletedAt: ist('2026-03-02T09:05:00'),
    };
    expect(cardsInMonth({ year: 2026, month: 3 }, [clone], [])).toEqual([1003]);
    expect(cardsInMonth({ year: 2026, month: 4 }, [clone], [])).toEqual([]);
  });

  it('a move-out takes effect from the next bill; an add-in from its own bill', () => {
    const out = [{ cardNo: 1001, year: 2026, month: 2, included: false }];
    expect(cardsInMonth({ year: 2026, month: 2 }, [a, b], out)).toEqual([1001, 1002]);
    expect(cardsInMonth({ year: 2026, month: 3 }, [a, b], out)).toEqual([1002]);
    expect(cardsInMonth({ year: 2026, month: 9 }, [a, b], out)).toEqual([1002]);

    const backIn = [...out, { cardNo: 1001, year: 2026, month: 5, included: true }];
    expect(cardsInMonth({ year: 2026, month: 4 }, [a, b], backIn)).toEqual([1002]);
    expect(cardsInMonth({ year: 2026, month: 5 }, [a, b], backIn)).toEqual([1001, 1002]);
  });

  it('an add-in bills a card the agency did not have yet, but never a deleted one', () => {
    const addIn = [{ cardNo: 1002, year: 2025, month: 12, included: true }];
    expect(cardsInMonth({ year: 2025, month: 12 }, [b], addIn)).toEqual([1002]);
    const gone = { ...b, deletedAt: ist('2026-02-01T10:00:00') };
    expect(cardsInMonth({ year: 2026, month: 3 }, [gone], addIn)).toEqual([]);
  });
});

describe('computeMonthBills: month by month, with credit carried forward', () => {
  it('bills, pays and carries an overpayment forward as credit', () => {
    // Jan: a and b (₹100), paid ₹100. Feb: card b moved out in January's bill → ₹50, but ₹100 paid.
    // Mar: ₹50 due, the ₹50 credit covers it. Apr: ₹50 due, nothing left.
    const moves = [{ cardNo: 1002, year: 2026, month: 1, included: false }];
    const bills = computeMonthBills(
      months([
        [2026, 1, [10000]],
        [2026, 2, [10000]],
        [2026, 3],
        [2026, 4],
      ]),
      [a, b],
      moves,
    );
    expect(bills).toEqual([
      {
        year: 2026,
        month: 1,
        cardFee: FEE,
        cards: [1001, 1002],
        amount: 10000,
        paid: 10000,
        creditBroughtForward: 0,
        outstanding: 0,
        creditCarriedForward: 0,
      },
      {
        year: 2026,
        month: 2,
        cardFee: FEE,
        cards: [1001],
        amount: 5000,
        paid: 10000,
        creditBroughtForward: 0,
        outstanding: 0,
        creditCarriedForward: 5000,
      },
      {
        year: 2026,
        month: 3,
        cardFee: FEE,
        cards: [1001],
        amount: 5000,
        paid: 0,
        creditBroughtForward: 5000,
        outstanding: 0,
        creditCarriedForward: 0,
      },
      {
        year: 2026,
        month: 4,
        cardFee: FEE,
        cards: [1001],
        amount: 5000,
        paid: 0,
        creditBroughtForward: 0,
        outstanding: 5000,
        creditCarriedForward: 0,
      },
    ]);
  });

  it('a part payment leaves the rest outstanding and carries no credit', () => {
    const [jan] = computeMonthBills(months([[2026, 1, [3000]]]), [a, b], []);
    expect(jan).toMatchObject({ amount: 10000, paid: 3000, outstanding: 7000, creditCarriedForward: 0 });
  });

  it('keeps each bill at the fee it was made with', () => {
    const bills = computeMonthBills(
      [
        { year: 2026, month: 1, cardFeePaise: 5000, payments: [] },
        { year: 2026, month: 2, cardFeePaise: 6000, payments: [] },
      ],
      [a],
      [],
    );
    expect(bills.map((x) => x.amount)).toEqual([5000, 6000]);
  });
});
