import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '@panel/shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { businesses, cards } from '../../db/schema/index.ts';
import { visibleBusinesses, type BusinessRow, type Scope } from '../businesses/access.ts';

export type CardRow = typeof cards.$inferSelect;

/** A live card whose business the caller may see, or 404 as if it did not exist. */
export async function cardFor(
  db: Db,
  scope: Scope,
  cardNo: number,
): Promise<{ card: CardRow; business: BusinessRow }> {
  const [r] = await db
    .select({ card: cards, business: businesses })
    .from(cards)
    .innerJoin(businesses, eq(businesses.id, cards.businessId))
    .where(
      and(
        eq(cards.cardNo, cardNo),
        eq(cards.agencyId, scope.agencyId),
        isNull(cards.deletedAt),
        visibleBusinesses(scope),
      ),
    )
    .limit(1);
  if (!r) throw notFound('Card');
  return r;
}
