import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '@panel/shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { businesses, pdfCards } from '../../db/schema/index.ts';
import { visibleBusinesses, type BusinessRow, type Scope } from '../businesses/access.ts';

export type PdfCardRow = typeof pdfCards.$inferSelect;
export interface PdfCardWithBusiness {
  card: PdfCardRow;
  business: BusinessRow;
}

/**
 * A live PDF card of a business the caller may see (the owner; staff who see the whole agency; a
 * franchisee only what they made), or 404 as if it did not exist.
 */
export async function pdfCardFor(db: Db, scope: Scope, pdfCardNo: number): Promise<PdfCardWithBusiness> {
  const [r] = await db
    .select({ card: pdfCards, business: businesses })
    .from(pdfCards)
    .innerJoin(businesses, eq(businesses.id, pdfCards.businessId))
    .where(
      and(
        eq(pdfCards.pdfCardNo, pdfCardNo),
        eq(pdfCards.agencyId, scope.agencyId),
        isNull(pdfCards.deletedAt),
        visibleBusinesses(scope),
      ),
    )
    .limit(1);
  if (!r) throw notFound('PDF ID card');
  return r;
}
