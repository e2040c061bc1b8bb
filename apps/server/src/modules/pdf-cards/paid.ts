import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { PAYMENT_STATUS } from '@panel/shared/schemas/payment.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Db } from '../../db/client.ts';
import { businesses, paymentRecords, pdfCards } from '../../db/schema/index.ts';
import { entitlementsOf } from '../payments/entitlements.ts';

export type PaidBy = 'single-purchase' | 'plan' | null;

/**
 * Whether each card prints clean. A card is paid by its own single purchase (a live `pdf_card`
 * record naming it), or by the business's active plan: the plan's pdfCardLimit covers that many of
 * the business's other cards, oldest first (-1 covers all). Everything else carries SAMPLE.
 */
export async function paidStatus(
  db: Db,
  agencyId: string,
  configuration: AgencyConfiguration,
  cards: { pdfCardNo: number; businessId: string }[],
): Promise<Map<number, PaidBy>> {
  const result = new Map<number, PaidBy>(cards.map((c) => [c.pdfCardNo, null]));
  if (cards.length === 0) return result;
  const businessIds = [...new Set(cards.map((c) => c.businessId))];
  const [singles, owners, siblings] = await Promise.all([
    db
      .selectDistinct({ pdfCardNo: paymentRecords.pdfCardNo })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.agencyId, agencyId),
          eq(paymentRecords.kind, 'pdf_card'),
          eq(paymentRecords.status, PAYMENT_STATUS.PAID),
          inArray(paymentRecords.businessId, businessIds),
        ),
      ),
    db
      .select()
      .from(businesses)
      .where(and(eq(businesses.agencyId, agencyId), inArray(businesses.id, businessIds))),
    db
      .select({ pdfCardNo: pdfCards.pdfCardNo, businessId: pdfCards.businessId })
      .from(pdfCards)
      .where(
        and(
          eq(pdfCards.agencyId, agencyId),
          inArray(pdfCards.businessId, businessIds),
          isNull(pdfCards.deletedAt),
        ),
      )
      .orderBy(asc(pdfCards.pdfCardNo)),
  ]);
  const bought = new Set(singles.map((s) => s.pdfCardNo));
  const coveredByPlan = new Set<number>();
  for (const b of owners) {
    const e = entitlementsOf(b, { configuration, isFreeTrialPlanTaken: false });
    if (!e.isActive || !e.limits.pdfCardIncluded) continue;
    const limit = e.limits.pdfCardLimit;
    const rest = siblings.filter((s) => s.businessId === b.id && !bought.has(s.pdfCardNo));
    for (const s of limit === -1 ? rest : rest.slice(0, Math.max(0, limit))) coveredByPlan.add(s.pdfCardNo);
  }
  for (const c of cards)
    result.set(
      c.pdfCardNo,
      bought.has(c.pdfCardNo) ? 'single-purchase' : coveredByPlan.has(c.pdfCardNo) ? 'plan' : null,
    );
  return result;
}
