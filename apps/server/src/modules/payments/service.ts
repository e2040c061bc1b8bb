import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '@panel/shared/errors.ts';
import { CUSTOM_PLAN_ID, TEXTS } from '@panel/shared/constants.ts';
import { isPlanActive, todayInIndia } from '@panel/shared/plans/dates.ts';
import { canPurchaseOnline } from '@panel/shared/plans/rules.ts';
import {
  PAYMENT_STATUS,
  type PaymentKind,
  type PaymentOrderResponse,
  type PaymentRecord,
  type PaymentResult,
  type createPlanOrderBodySchema,
  type makePaymentBodySchema,
} from '@panel/shared/schemas/payment.ts';
import type { CustomPlanFields } from '@panel/shared/schemas/plan.ts';
import type { Db } from '../../db/client.ts';
import {
  businesses,
  paymentOrders,
  paymentRecords,
  users,
  type PlanSnapshot,
} from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { getPlan } from '../plans/service.ts';
import { businessFor, isAdmin, onlyBusinessOf, orderFor, type BusinessRow, type Scope } from './access.ts';
import { creditDirect, creditGatewayOrder, signedOrder, toResult, type RecordRow } from './crediting.ts';

type OrderBody = z.output<typeof createPlanOrderBodySchema>;
type MakePaymentBody = z.output<typeof makePaymentBodySchema>;

/** What a plan id buys: a live plan of the agency, or (admins only) the custom plan from the body. */
async function planSnapshot(
  db: Db,
  scope: Scope,
  subscriptionPlanId: string,
  customPlan: CustomPlanFields | null,
): Promise<{ plan: PlanSnapshot; pricePaise: number }> {
  if (subscriptionPlanId === CUSTOM_PLAN_ID) {
    if (!isAdmin(scope.session) || !customPlan) throw forbidden('Only an admin can provide a custom plan.');
    return {
      plan: { planId: CUSTOM_PLAN_ID, isFreeTrialPlan: false, ...customPlan },
      pricePaise: customPlan.price,
    };
  }
  const row = await getPlan(db, scope.agencyId, subscriptionPlanId);
  return {
    plan: {
      planId: row.id,
      name: row.name,
      validity: row.validity,
      validityUnit: row.validityUnit,
      isFreeTrialPlan: row.isFreeTrialPlan,
      limits: row.limits,
      frameVisibility: row.frameVisibility,
    },
    pricePaise: row.pricePaise,
  };
}

/** Spec section 6: customers buy online only when the agency allows it and the business's maker may. */
function assertMayPayOnline(scope: Scope, b: BusinessRow): void {
  if (scope.session.kind !== 'customer') return;
  const ok = canPurchaseOnline({
    enablePaymentIntegration: scope.configuration.onlinePayment.enablePaymentIntegration,
    businessMadeBy: b.businessMadeBy,
  });
  if (!ok) throw forbidden(TEXTS.connectWithAdmin);
}

/** Gateway order for a plan (POST /api/v1/payment/order). */
export async function createPlanOrder(
  db: Db,
  gateway: PaymentGateway,
  scope: Scope,
  body: OrderBody,
): Promise<PaymentOrderResponse> {
  const business = body.businessId
    ? await businessFor(db, scope, body.businessId)
    : await onlyBusinessOf(db, scope);
  if (!business)
    throw badRequest('Choose the business to buy the plan for.', { businessId: 'businessId is required.' });
  assertMayPayOnline(scope, business);
  const { plan, pricePaise } = await planSnapshot(db, scope, body.subscriptionPlanId, body.customPlan);
  if (plan.isFreeTrialPlan) throw badRequest('The free trial needs no payment: start it instead.');
  return openOrder(db, gateway, scope, {
    kind: 'subscription',
    businessId: business.id,
    plan,
    amountPaise: pricePaise,
    receipt: `sub_${business.id.slice(0, 8)}`,
  });
}

/** Asks the gateway for an order and keeps what it buys, so any reporter can credit it later. */
export async function openOrder(
  db: Db,
  gateway: PaymentGateway,
  scope: Scope,
  o: {
    kind: PaymentKind;
    businessId: string | null;
    plan: PlanSnapshot | null;
    amountPaise: number;
    receipt: string;
    productPlanId?: string;
    pdfCardNo?: number;
    videoNo?: number;
    month?: number;
    year?: number;
  },
): Promise<PaymentOrderResponse> {
  if (o.amountPaise < 100) throw badRequest('The amount must be at least ₹1.');
  const order = await gateway.createOrder({
    amount: o.amountPaise,
    currency: 'INR',
    receipt: `${o.receipt}_${Date.now().toString(36)}`.slice(0, 40),
    notes: {
      agencyId: scope.agencyId,
      kind: o.kind,
      businessId: o.businessId ?? '',
      planId: o.plan?.planId ?? o.productPlanId ?? '',
    },
  });
  await db.insert(paymentOrders).values({
    id: order.id,
    agencyId: scope.agencyId,
    kind: o.kind,
    businessId: o.businessId,
    userId: scope.session.userId,
    plan: o.plan,
    productPlanId: o.productPlanId ?? null,
    pdfCardNo: o.pdfCardNo ?? null,
    videoNo: o.videoNo ?? null,
    month: o.month ?? null,
    year: o.year ?? null,
    amountPaise: order.amount,
    currency: order.currency,
  });
  return { key: gateway.keyId, order: { amount: order.amount, id: order.id, currency: order.currency } };
}

/** Make payment (POST /api/v1/payment/make-payment): gateway, free trial, or admin manual update. */
export async function makePayment(
  db: Db,
  gateway: PaymentGateway,
  scope: Scope,
  body: MakePaymentBody,
  log: FastifyBaseLogger,
): Promise<PaymentResult> {
  const business = await businessFor(db, scope, body.businessId);
  if (body.isManualUpdate)
    return toResult(await manualUpdate(db, scope, business, body.subscriptionPlanId, body.customPlan));
  if (body.isFreeTrialPlan)
    return toResult(await startFreeTrial(db, scope, business, body.subscriptionPlanId));

  const { order, paymentId } = await signedOrder(db, gateway, scope.agencyId, body);
  if (order.kind !== 'subscription' || order.businessId !== business.id) throw notFound('Payment order');
  if (body.subscriptionPlanId !== order.plan?.planId)
    throw badRequest('This payment was made for another plan.', {
      subscriptionPlanId: 'Does not match the order.',
    });
  return toResult(await creditGatewayOrder(db, gateway, order, paymentId, log));
}

/** Admin assigns a plan (or a custom plan) without the gateway; the record keeps who did it. */
export async function manualUpdate(
  db: Db,
  scope: Scope,
  business: BusinessRow,
  subscriptionPlanId: string,
  customPlan: CustomPlanFields | null,
): Promise<RecordRow> {
  if (!isAdmin(scope.session)) throw forbidden('Only an admin can update a payment manually.');
  const { plan, pricePaise } = await planSnapshot(db, scope, subscriptionPlanId, customPlan);
  return creditDirect(db, {
    agencyId: scope.agencyId,
    kind: 'subscription',
    businessId: business.id,
    userId: business.ownerUserId,
    createdBy: scope.session.userId,
    plan,
    amountPaise: pricePaise,
    throughGateway: false,
    isManualUpdate: true,
  });
}

/** Free trial: once per user (preference.isFreeTrialPlanTaken, backed by a unique index). */
async function startFreeTrial(
  db: Db,
  scope: Scope,
  business: BusinessRow,
  planId: string,
): Promise<RecordRow> {
  if (scope.session.kind !== 'customer') throw forbidden('The free trial is started by the customer.');
  const { plan } = await planSnapshot(db, scope, planId, null);
  if (!plan.isFreeTrialPlan) throw badRequest('This plan is not a free trial.');
  const [owner] = await db
    .select({ preference: users.preference })
    .from(users)
    .where(eq(users.id, scope.session.userId));
  if (owner?.preference.isFreeTrialPlanTaken)
    throw new AppError('CONFLICT', 'The free trial has already been taken.');
  return creditDirect(db, {
    agencyId: scope.agencyId,
    kind: 'subscription',
    businessId: business.id,
    userId: scope.session.userId,
    createdBy: scope.session.userId,
    plan,
    amountPaise: 0,
    throughGateway: false,
    isManualUpdate: false,
  });
}

/* ---- records ---- */

export const toRecord = (r: RecordRow): PaymentRecord => ({
  recordNo: r.recordNo,
  kind: r.kind,
  agencyId: r.agencyId,
  businessId: r.businessId,
  planId: r.planId,
  planName: r.planName,
  amount: r.amountPaise,
  currency: r.currency,
  status: r.status === PAYMENT_STATUS.CANCELLED ? PAYMENT_STATUS.CANCELLED : PAYMENT_STATUS.PAID,
  purchaseType: r.purchaseType,
  throughGateway: r.throughGateway,
  isManualUpdate: r.isManualUpdate,
  isFreeTrialPlan: r.isFreeTrialPlan,
  razorpayOrderId: r.razorpayOrderId,
  razorpayPaymentId: r.razorpayPaymentId,
  createdBy: r.createdBy,
  validFrom: r.validFrom,
  validTo: r.validTo,
  pdfCardNo: r.pdfCardNo,
  videoNo: r.videoNo,
  month: r.month,
  year: r.year,
  limits: r.limits,
  frameVisibility: r.frameVisibility,
  createdAt: r.createdAt.toISOString(),
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
  cancelledBy: r.cancelledBy,
});

/** A business's records of one kind, newest first. */
export async function listBusinessRecords(db: Db, scope: Scope, businessId: string, kind: PaymentKind) {
  const b = await businessFor(db, scope, businessId);
  const rows = await db
    .select()
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.agencyId, scope.agencyId),
        eq(paymentRecords.businessId, b.id),
        eq(paymentRecords.kind, kind),
      ),
    )
    .orderBy(desc(paymentRecords.recordNo))
    .limit(500);
  return { list: rows.map(toRecord), total: rows.length };
}

/** The record of the business's plan in force today, or null. */
export async function lastActiveRecord(
  db: Db,
  scope: Scope,
  businessId: string,
): Promise<PaymentRecord | null> {
  const b = await businessFor(db, scope, businessId);
  if (b.activeRecordNo === null || !isPlanActive(b.expiryDateForCustomer, todayInIndia())) return null;
  const [r] = await db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.recordNo, b.activeRecordNo))
    .limit(1);
  return r ? toRecord(r) : null;
}

/**
 * An admin cancels a record (DELETE ?recordNo). Money records are never erased: the row stays with
 * status 2 and who cancelled it; if it was the business's active plan, the business loses it.
 */
export async function cancelRecord(
  db: Db,
  scope: Scope,
  recordNo: number,
  kind: PaymentKind,
): Promise<PaymentRecord> {
  if (!isAdmin(scope.session)) throw forbidden('Only an admin can delete a payment record.');
  return db.transaction(async (tx) => {
    const [r] = await tx
      .update(paymentRecords)
      .set({ status: PAYMENT_STATUS.CANCELLED, cancelledAt: new Date(), cancelledBy: scope.session.userId })
      .where(
        and(
          eq(paymentRecords.recordNo, recordNo),
          eq(paymentRecords.agencyId, scope.agencyId),
          eq(paymentRecords.kind, kind),
          eq(paymentRecords.status, PAYMENT_STATUS.PAID),
        ),
      )
      .returning();
    if (!r) throw notFound('Payment record');
    if (r.businessId)
      await tx
        .update(businesses)
        .set({
          activePlanId: null,
          activePlanName: null,
          activePlanIsFreeTrial: false,
          planLimits: null,
          planFrameVisibility: null,
          planValidFrom: null,
          expiryDateForCustomer: null,
          paymentStatus: 0,
          activeRecordNo: null,
        })
        .where(and(eq(businesses.id, r.businessId), eq(businesses.activeRecordNo, r.recordNo)));
    return toRecord(r);
  });
}

/** Order status for the browser that lost track (e.g. after "pay but lose the browser"). */
export async function orderStatus(db: Db, scope: Scope, orderId: string) {
  const order = await orderFor(db, scope, orderId);
  const [r] = await db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.razorpayOrderId, order.id))
    .limit(1);
  return {
    orderId: order.id,
    status: order.status,
    amount: order.amountPaise,
    currency: order.currency,
    failureReason: order.failureReason,
    result: r ? toResult(r) : null,
  };
}
