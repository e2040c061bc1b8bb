import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@panel/shared/errors.ts';
import { paymentHistorySchema, type PaymentHistoryItem } from '@panel/shared/schemas/account.ts';
import { binaryFileSchema, envelope } from '@panel/shared/schemas/common.ts';
import { PAYMENT_STATUS, recordNoQuerySchema } from '@panel/shared/schemas/payment.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import type { AppInstance } from '../../app-types.ts';
import { agencies, businesses, paymentRecords, users } from '../../db/schema/index.ts';
import { renderReceiptPdf } from '../../integrations/renderers/receipt.ts';
import { requireCustomer } from '../../plugins/auth.ts';
import { scopeOf, visibleBusinesses } from '../businesses/access.ts';

/** What customers buy (an agency's own bills are not theirs to see). */
const CUSTOMER_KINDS = ['subscription', 'pdf_card', 'video'] as const;

type RecordRow = typeof paymentRecords.$inferSelect;

function describe(r: RecordRow): string {
  if (r.kind === 'pdf_card') return `PDF ID card${r.pdfCardNo ? ` no. ${r.pdfCardNo}` : ''}`;
  if (r.kind === 'video') return `Promotional video${r.videoNo ? ` no. ${r.videoNo}` : ''}`;
  return `${r.planName ?? 'Plan'}${r.isFreeTrialPlan ? ' (free trial)' : ''}`;
}

/** The customer's payments: made by them, or for a business they own. */
const ownPayments = (agencyId: string, userId: string): SQL =>
  and(
    eq(paymentRecords.agencyId, agencyId),
    inArray(paymentRecords.kind, [...CUSTOMER_KINDS]),
    or(eq(paymentRecords.userId, userId), eq(businesses.ownerUserId, userId)),
  ) as SQL;

/** The customer's payment history and a PDF receipt for each payment (account page). */
export default async function receiptRoutes(app: AppInstance) {
  app.get(
    '/api/v1/payment/history',
    { config: { access: 'customer' }, schema: { response: { 200: envelope(paymentHistorySchema) } } },
    async (req) => {
      const s = requireCustomer(req);
      const rows = await app.db
        .select({ record: paymentRecords, businessName: businesses.businessName })
        .from(paymentRecords)
        .leftJoin(businesses, eq(businesses.id, paymentRecords.businessId))
        .where(ownPayments(req.agency.agencyId, s.userId))
        .orderBy(desc(paymentRecords.recordNo))
        .limit(500);
      const list: PaymentHistoryItem[] = rows.map(({ record: r, businessName }) => ({
        recordNo: r.recordNo,
        kind: r.kind,
        purchaseType: r.purchaseType,
        businessName,
        planName: describe(r),
        amount: r.amountPaise,
        paidAt: r.createdAt.toISOString(),
        validFrom: r.validFrom,
        validTo: r.validTo,
        cancelled: r.status === PAYMENT_STATUS.CANCELLED,
        isFreeTrialPlan: r.isFreeTrialPlan,
        razorpayPaymentId: r.razorpayPaymentId,
      }));
      return { data: { list, total: list.length } };
    },
  );

  app.get(
    '/api/v1/payment/receipt/:recordNo',
    {
      config: { access: 'signedIn' },
      schema: { params: recordNoQuerySchema, response: { 200: binaryFileSchema } },
    },
    async (req, reply) => {
      const scope = scopeOf(req);
      const { agencyId, session } = scope;
      // A customer reads their own payments; staff the payments of businesses they may see.
      const who =
        session.kind === 'customer'
          ? ownPayments(agencyId, session.userId)
          : and(inArray(paymentRecords.kind, [...CUSTOMER_KINDS]), visibleBusinesses(scope));
      const [row] = await app.db
        .select({ record: paymentRecords, business: businesses, buyer: users })
        .from(paymentRecords)
        .leftJoin(businesses, eq(businesses.id, paymentRecords.businessId))
        // The buyer; records made by staff for a business may name no user: then its owner.
        .leftJoin(users, eq(users.id, sql`coalesce(${paymentRecords.userId}, ${businesses.ownerUserId})`))
        .where(and(eq(paymentRecords.recordNo, req.params.recordNo), who))
        .limit(1);
      if (!row) throw notFound('Payment');
      const [agency] = await app.db.select().from(agencies).where(eq(agencies.id, agencyId));
      const { record: r, business: b, buyer } = row;
      const pdf = await renderReceiptPdf({
        recordNo: r.recordNo,
        paidOn: todayInIndia(r.createdAt),
        agencyName: req.agency.agencyName,
        seller: agency?.receiptDetails ?? null,
        customerName: buyer?.name ?? b?.businessName ?? null,
        customerContact: buyer?.phoneNumber ? `+91 ${buyer.phoneNumber}` : (buyer?.email ?? ''),
        businessName: b?.businessName ?? null,
        description: describe(r),
        validFrom: r.validFrom,
        validTo: r.validTo,
        amountPaise: r.amountPaise,
        paymentReference: r.razorpayPaymentId,
        cancelled: r.status === PAYMENT_STATUS.CANCELLED,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="receipt-${r.recordNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
