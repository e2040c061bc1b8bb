import { and, count, countDistinct, eq, gte, inArray, isNull, lt, sum } from 'drizzle-orm';
import { monthBoundsInIndia, todayInIndia } from '@panel/shared/plans/dates.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards, paymentRecords } from '../../db/schema/index.ts';

/** The India calendar month `offset` months from the current one (0 = this month, -1 = last). */
export function indiaMonth(offset = 0, now = new Date()): { start: Date; end: Date } {
  const [y, m] = todayInIndia(now).split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  return monthBoundsInIndia(Math.floor(index / 12), (index % 12) + 1);
}

export interface StaffSales {
  customers: number;
  businesses: number;
  cards: number;
  salesThisMonth: number;
}

/**
 * What each staff member made and sold: distinct customers and live cards of the businesses they
 * made, and the paid records of those businesses this India month (paise). Three grouped queries,
 * whatever the number of staff.
 */
export async function salesByStaff(
  db: Db,
  agencyId: string,
  staffIds: string[],
  now = new Date(),
): Promise<Map<string, StaffSales>> {
  const out = new Map<string, StaffSales>(
    staffIds.map((id) => [id, { customers: 0, businesses: 0, cards: 0, salesThisMonth: 0 }]),
  );
  if (staffIds.length === 0) return out;
  const made = and(
    eq(businesses.agencyId, agencyId),
    isNull(businesses.deletedAt),
    inArray(businesses.madeByUserId, staffIds),
  );
  const month = indiaMonth(0, now);
  const [people, cardRows, sales] = await Promise.all([
    db
      .select({
        staffId: businesses.madeByUserId,
        customers: countDistinct(businesses.ownerUserId),
        businesses: count(),
      })
      .from(businesses)
      .where(made)
      .groupBy(businesses.madeByUserId),
    db
      .select({ staffId: businesses.madeByUserId, n: count() })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .where(and(made, isNull(cards.deletedAt)))
      .groupBy(businesses.madeByUserId),
    db
      .select({ staffId: businesses.madeByUserId, paise: sum(paymentRecords.amountPaise).mapWith(Number) })
      .from(paymentRecords)
      .innerJoin(businesses, eq(businesses.id, paymentRecords.businessId))
      .where(
        and(
          made,
          eq(paymentRecords.status, 1),
          gte(paymentRecords.createdAt, month.start),
          lt(paymentRecords.createdAt, month.end),
        ),
      )
      .groupBy(businesses.madeByUserId),
  ]);
  const at = (id: string | null) => (id ? out.get(id) : undefined);
  for (const r of people) {
    const s = at(r.staffId);
    if (s) Object.assign(s, { customers: r.customers, businesses: r.businesses });
  }
  for (const r of cardRows) {
    const s = at(r.staffId);
    if (s) s.cards = r.n;
  }
  for (const r of sales) {
    const s = at(r.staffId);
    if (s) s.salesThisMonth = r.paise ?? 0;
  }
  return out;
}
