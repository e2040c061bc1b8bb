import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, conflict, notFound } from '@panel/shared/errors.ts';
import { formatCalendarDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import { periodDays, planChange, type CurrentPlan } from '@panel/shared/plans/plan-change.ts';
import { isRenewal } from '@panel/shared/plans/rules.ts';
import type { PaymentKind, PaymentResult, PurchaseType } from '@panel/shared/schemas/payment.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  businesses,
  paymentOrders,
  paymentRecords,
  users,
  type PlanSnapshot,
} from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { paymentReceived } from '../notifications/notices.ts';
import { notify } from '../notifications/service.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type RecordRow = typeof paymentRecords.$inferSelect;

/** How a credit came about; the gateway ids are what make it exactly-once. */
export interface CreditInput {
  agencyId: string;
  kind: PaymentKind;
  businessId: string | null;
  /** The customer the purchase is for; null means the business's owner. */
  userId: string | null;
  /** Who made the record: the paying customer or the admin. */
  createdBy: string | null;
  plan: PlanSnapshot | null;
  amountPaise: number;
  throughGateway: boolean;
  isManualUpdate: boolean;
  razorpayOrderId?: string;
  razorpayPaymentId?: string;
  pdfCardNo?: number | null;
  videoNo?: number | null;
  month?: number | null;
  year?: number | null;
}

export const toResult = (r: RecordRow): PaymentResult => ({
  planId: r.planId ?? '',
  recordNo: r.recordNo,
  planName: r.planName ?? '',
  validTo: r.validTo,
  isFreeTrialPlan: r.isFreeTrialPlan,
  purchaseType: r.purchaseType,
});

/** The active record's columns planChange needs (null when the business has no plan record). */
export const currentPlanColumns = {
  planId: businesses.activePlanId,
  planName: businesses.activePlanName,
  isFreeTrialPlan: businesses.activePlanIsFreeTrial,
  amountPaise: paymentRecords.amountPaise,
  recordFrom: paymentRecords.validFrom,
  recordTo: paymentRecords.validTo,
};

/** The business's active plan for planChange, priced by the record that bought it. */
export function currentPlanOf(c: {
  planId: string | null;
  planName: string | null;
  isFreeTrialPlan: boolean;
  amountPaise: number | null;
  recordFrom: string | null;
  recordTo: string | null;
  validTo: string | null;
}): CurrentPlan | null {
  if (!c.planId || !c.validTo) return null;
  return {
    planId: c.planId,
    planName: c.planName ?? '',
    isFreeTrialPlan: c.isFreeTrialPlan,
    validTo: c.validTo,
    pricePaise: c.amountPaise ?? 0,
    periodDays: c.recordFrom && c.recordTo ? periodDays(c.recordFrom, c.recordTo) : 0,
  };
}

/**
 * Writes one payment record and applies it (a subscription becomes the business's active plan), in
 * one transaction. Returns null when a unique key says it was already credited (same gateway payment or
 * order, or this user's free trial): the caller then reads the existing record.
 */
async function insertCredit(tx: Tx, c: CreditInput): Promise<RecordRow | null> {
  const today = todayInIndia();
  let purchaseType: PurchaseType = 'single-purchase';
  let validFrom: string | null = null;
  let validTo: string | null = null;
  let owner: string | null = null;
  let keepsValidFrom = false;
  if (c.kind === 'subscription' && c.plan && c.businessId) {
    // Locking the business serialises two different payments for it; the unique keys handle the same one.
    const [b] = await tx
      .select({
        ...currentPlanColumns,
        expiry: businesses.expiryDateForCustomer,
        owner: businesses.ownerUserId,
      })
      .from(businesses)
      .leftJoin(paymentRecords, eq(paymentRecords.recordNo, businesses.activeRecordNo))
      .where(eq(businesses.id, c.businessId))
      .for('update', { of: businesses });
    owner = b?.owner ?? null;
    purchaseType = c.plan.isFreeTrialPlan
      ? 'free-trial'
      : isRenewal(b?.expiry ?? null, today)
        ? 'renewal'
        : 'subscription';
    const change = planChange(
      b ? currentPlanOf({ ...b, validTo: b.expiry }) : null,
      { ...c.plan, pricePaise: c.amountPaise },
      today,
    );
    if (change.kind === 'blocked')
      throw conflict(
        `${change.current.planName} is active until ${formatCalendarDate(change.current.validTo)}. The free trial cannot replace a paid plan.`,
      );
    validFrom = change.validFrom;
    validTo = change.validTo;
    keepsValidFrom = change.kind === 'extends';
  }
  const [record] = await tx
    .insert(paymentRecords)
    .values({
      agencyId: c.agencyId,
      kind: c.kind,
      businessId: c.businessId,
      userId: c.userId ?? owner,
      planId: c.plan?.planId ?? null,
      planName: c.plan?.name ?? null,
      amountPaise: c.amountPaise,
      purchaseType,
      throughGateway: c.throughGateway,
      isManualUpdate: c.isManualUpdate,
      isFreeTrialPlan: c.plan?.isFreeTrialPlan ?? false,
      razorpayOrderId: c.razorpayOrderId ?? null,
      razorpayPaymentId: c.razorpayPaymentId ?? null,
      createdBy: c.createdBy,
      validFrom,
      validTo,
      limits: c.plan?.limits ?? null,
      frameVisibility: c.plan?.frameVisibility ?? null,
      pdfCardNo: c.pdfCardNo ?? null,
      videoNo: c.videoNo ?? null,
      month: c.month ?? null,
      year: c.year ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!record) return null;
  if (c.kind === 'subscription' && c.plan && c.businessId) {
    await tx
      .update(businesses)
      .set({
        activePlanId: c.plan.planId,
        activePlanName: c.plan.name,
        activePlanIsFreeTrial: c.plan.isFreeTrialPlan,
        planLimits: c.plan.limits,
        planFrameVisibility: c.plan.frameVisibility,
        // An early renewal continues the current period; the record says when the new part starts.
        ...(keepsValidFrom ? {} : { planValidFrom: validFrom }),
        expiryDateForCustomer: validTo,
        paymentStatus: 1,
        activeRecordNo: record.recordNo,
      })
      .where(eq(businesses.id, c.businessId));
    if (c.plan.isFreeTrialPlan && c.userId)
      await tx
        .update(users)
        .set({ preference: sql`${users.preference} || '{"isFreeTrialPlanTaken": true}'::jsonb` })
        .where(eq(users.id, c.userId));
  }
  if (c.razorpayOrderId)
    await tx
      .update(paymentOrders)
      .set({ status: 'paid', failureReason: null })
      .where(eq(paymentOrders.id, c.razorpayOrderId));
  return record;
}

/** Credits without the gateway (free trial, admin manual update). */
export async function creditDirect(db: Db, c: CreditInput): Promise<RecordRow> {
  const record = await db.transaction((tx) => insertCredit(tx, c));
  if (!record) throw conflict('The free trial has already been taken.');
  return record;
}

async function recordForOrder(db: Db, orderId: string): Promise<RecordRow | undefined> {
  const [r] = await db
    .select()
    .from(paymentRecords)
    .where(eq(paymentRecords.razorpayOrderId, orderId))
    .limit(1);
  return r;
}

export async function findOrder(db: Db, orderId: string, agencyId?: string): Promise<OrderRow> {
  const where = agencyId
    ? and(eq(paymentOrders.id, orderId), eq(paymentOrders.agencyId, agencyId))
    : eq(paymentOrders.id, orderId);
  const [o] = await db.select().from(paymentOrders).where(where).limit(1);
  if (!o) throw notFound('Payment order');
  return o;
}

export const signatureInvalid = () =>
  new AppError('PAYMENT_SIGNATURE_INVALID', 'The payment could not be verified. Nothing was credited.');

/** The signed ids checkout hands the browser, as the browser reports them. */
export interface CheckoutReport {
  orderCreationId?: string;
  razorpayOrderId?: string;
  razorpayPaymentId?: string;
  razorpaySignature?: string;
}

/**
 * The order a browser report is about, once the signature proves checkout returned these ids for the
 * order we created (orderCreationId): a forged or mixed-up report gets no further.
 */
export async function signedOrder(
  db: Db,
  gateway: PaymentGateway,
  agencyId: string,
  r: CheckoutReport,
): Promise<{ order: OrderRow; paymentId: string }> {
  const orderId = r.razorpayOrderId ?? '';
  const paymentId = r.razorpayPaymentId ?? '';
  if (
    r.orderCreationId !== orderId ||
    !gateway.verifyPaymentSignature({ orderId, paymentId, signature: r.razorpaySignature ?? '' })
  )
    throw signatureInvalid();
  return { order: await findOrder(db, orderId, agencyId), paymentId };
}

const mismatch = () =>
  new AppError(
    'BAD_REQUEST',
    'The amount paid does not match the plan. Nothing was credited; please contact the agency.',
  );

/**
 * Credits a gateway order exactly once, whoever reports it first (browser, redirect callback, webhook;
 * any instance). Before crediting it asks the gateway itself that the order is paid by this payment
 * with the order's amount, so neither a forged report nor a partial payment can credit anything.
 */
export async function creditGatewayOrder(
  db: Db,
  gateway: PaymentGateway,
  order: OrderRow,
  paymentId: string,
  log: FastifyBaseLogger,
): Promise<RecordRow> {
  const done = await recordForOrder(db, order.id);
  if (done) return done;

  const [remoteOrder, payment] = await Promise.all([
    gateway.fetchOrder(order.id),
    gateway.fetchPayment(paymentId),
  ]);
  if (payment.order_id !== order.id)
    throw new AppError('BAD_REQUEST', 'This payment does not belong to this order.');
  if (payment.status !== 'captured' || remoteOrder.status !== 'paid')
    throw conflict(
      'The payment is not complete yet. It will be credited as soon as the gateway confirms it.',
    );
  if (
    payment.amount !== order.amountPaise ||
    remoteOrder.amount !== order.amountPaise ||
    payment.currency !== order.currency
  ) {
    await db
      .update(paymentOrders)
      .set({
        failureReason: `amount mismatch: paid ${payment.amount} ${payment.currency}, expected ${order.amountPaise}`,
      })
      .where(eq(paymentOrders.id, order.id));
    throw mismatch();
  }

  const record = await db.transaction(async (tx) => {
    const credited = await insertCredit(tx, {
      agencyId: order.agencyId,
      kind: order.kind,
      businessId: order.businessId,
      userId: null,
      createdBy: order.userId,
      plan: order.plan,
      amountPaise: order.amountPaise,
      throughGateway: true,
      isManualUpdate: false,
      razorpayOrderId: order.id,
      razorpayPaymentId: payment.id,
      pdfCardNo: order.pdfCardNo,
      videoNo: order.videoNo,
      month: order.month,
      year: order.year,
    });
    // Only the writer that credited tells the staff, in the same transaction: one credit, one notice.
    const notice = credited && paymentReceived(credited);
    if (notice) await notify(tx, notice, log);
    return credited;
  });
  if (record) return record;
  const existing = await recordForOrder(db, order.id);
  if (!existing) throw conflict('This payment was already used for another order.');
  return existing;
}

/** A failed attempt leaves the order open (checkout allows another try) and keeps the reason. */
/**
 * Keeps the last failure on an unpaid order; answers whether this was its first failure. The first
 * is a single conditional update, so two failure reports racing each other agree on which was first.
 */
export async function markOrderFailed(db: Db, orderId: string, reason: string): Promise<boolean> {
  const failureReason = reason.slice(0, 500);
  const first = await db
    .update(paymentOrders)
    .set({ status: 'failed', failureReason })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'created')))
    .returning({ id: paymentOrders.id });
  if (first.length > 0) return true;
  await db
    .update(paymentOrders)
    .set({ failureReason })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, 'failed')));
  return false;
}
