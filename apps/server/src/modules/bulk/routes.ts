import { notFound } from '@panel/shared/errors.ts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { bulkBusinessBodySchema, bulkBusinessResultSchema } from '@panel/shared/schemas/bulk.ts';
import { envelope } from '@panel/shared/schemas/common.ts';
import type { AppInstance } from '../../app-types.ts';
import { businesses, cards, paymentRecords } from '../../db/schema/index.ts';
import { scopeOf, visibleBusinesses } from '../businesses/access.ts';
import { manualUpdate } from '../payments/service.ts';

const NO_PLAN = 'It has no plan to extend.';
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** All Businesses' bulk actions on selected rows (admin). */
export default async function bulkRoutes(app: AppInstance) {
  app.post(
    '/api/v1/business/bulk',
    {
      config: { access: 'allBusinesses' },
      schema: { body: bulkBusinessBodySchema, response: { 200: envelope(bulkBusinessResultSchema) } },
    },
    async (req) => {
      const scope = scopeOf(req);
      const { businessIds, action } = req.body;
      const rows = await app.db
        .select()
        .from(businesses)
        .where(and(visibleBusinesses(scope), inArray(businesses.id, businessIds)));
      // One business the caller may not see refuses the whole request, and nothing changes.
      if (rows.length !== new Set(businessIds).size) throw notFound('Business');
      const skipped: { businessId: string; reason: string }[] = [];
      let updated = 0;
      if (action === 'assignPlan') {
        // One manual update per business: the same record, history and notification as the single action.
        for (const b of rows) {
          await manualUpdate(app.db, scope, b, req.body.subscriptionPlanId ?? '', null);
          updated += 1;
        }
      } else if (action === 'extend') {
        const days = req.body.days ?? 0;
        const today = todayInIndia();
        await app.db.transaction(async (tx) => {
          for (const b of rows) {
            if (!b.activePlanId || !b.expiryDateForCustomer) {
              skipped.push({ businessId: b.id, reason: NO_PLAN });
              continue;
            }
            // A lapsed plan restarts from yesterday's end, so N days means N days from today.
            const base = b.expiryDateForCustomer < today ? shift(today, -1) : b.expiryDateForCustomer;
            const validTo = shift(base, days);
            await tx
              .update(businesses)
              .set({ expiryDateForCustomer: validTo })
              .where(eq(businesses.id, b.id));
            if (b.activeRecordNo !== null)
              await tx
                .update(paymentRecords)
                .set({ validTo })
                .where(eq(paymentRecords.recordNo, b.activeRecordNo));
            updated += 1;
          }
        });
      } else if (rows.length > 0) {
        const changed = await app.db
          .update(cards)
          .set({ status: 'inactive' })
          .where(
            and(
              inArray(
                cards.businessId,
                rows.map((r) => r.id),
              ),
              isNull(cards.deletedAt),
            ),
          )
          .returning({ id: cards.id });
        updated = changed.length;
      }
      return { data: { updated, skipped } };
    },
  );
}
