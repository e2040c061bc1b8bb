import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, PaymentKind, PurchaseType } from '@panel/shared/schemas/payment.ts';
import type { FrameVisibility, PlanLimits, ValidityUnit } from '@panel/shared/schemas/plan.ts';
import { agencies } from './agencies.ts';
import { businesses } from './businesses.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** What an order buys, frozen when the order is made so a later plan edit cannot change a paid price. */
export interface PlanSnapshot {
  planId: string;
  name: string;
  validity: number;
  validityUnit: ValidityUnit;
  isFreeTrialPlan: boolean;
  limits: PlanLimits;
  frameVisibility: FrameVisibility;
}

/**
 * Orders we asked the gateway for. The id is the gateway's order id (order_...), so the browser, the
 * redirect callback and the webhook all find the same row, and everything needed to credit it (agency,
 * business, buyer, what and how much) is here: a webhook alone can credit it.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: text('id').primaryKey(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').$type<PaymentKind>().notNull(),
    businessId: uuid('business_id').references(() => businesses.id),
    /** The signed-in user who made the order. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    plan: jsonb('plan').$type<PlanSnapshot>(),
    /**
     * Single purchases: the plan id of the agency's customerPlans for the product (pdfCardConfig or
     * video), and the item bought (the PDF card or the promotional video).
     */
    productPlanId: text('product_plan_id'),
    pdfCardNo: integer('pdf_card_no'),
    videoNo: integer('video_no'),
    /** Agency bills: the month (1-12) and year paid for. */
    month: integer('month'),
    year: integer('year'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_orders_agency_idx').on(t.agencyId),
    index('payment_orders_business_idx').on(t.businessId),
  ],
);

export const paymentRecordNoSeq = pgSequence('payment_record_no_seq', { startWith: 1001 });

/**
 * Every payment that credited something, online or manual. The unique gateway ids are what make
 * crediting exactly-once across the browser, the redirect callback, the webhook and several server
 * instances: the second writer's insert does nothing and it reads the first writer's record.
 */
export const paymentRecords = pgTable(
  'payment_records',
  {
    recordNo: integer('record_no')
      .primaryKey()
      .default(sql`nextval('payment_record_no_seq')`),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    kind: text('kind').$type<PaymentKind>().notNull(),
    businessId: uuid('business_id').references(() => businesses.id),
    /** The customer the purchase is for (free trial once per user). */
    userId: uuid('user_id').references(() => users.id),
    planId: text('plan_id'),
    planName: text('plan_name'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** 1 = paid, 2 = cancelled (PAYMENT_STATUS). */
    status: integer('status').notNull().default(1),
    purchaseType: text('purchase_type').$type<PurchaseType>().notNull(),
    throughGateway: boolean('through_gateway').notNull(),
    isManualUpdate: boolean('is_manual_update').notNull().default(false),
    isFreeTrialPlan: boolean('is_free_trial_plan').notNull().default(false),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    /** Who made the record: the paying customer, or the admin who updated it manually. */
    createdBy: uuid('created_by').references(() => users.id),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    limits: jsonb('limits').$type<PlanLimits>(),
    frameVisibility: jsonb('frame_visibility').$type<FrameVisibility>(),
    pdfCardNo: integer('pdf_card_no'),
    videoNo: integer('video_no'),
    month: integer('month'),
    year: integer('year'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('payment_records_rzp_payment_uq').on(t.razorpayPaymentId),
    uniqueIndex('payment_records_rzp_order_uq').on(t.razorpayOrderId),
    uniqueIndex('payment_records_free_trial_uq')
      .on(t.agencyId, t.userId)
      .where(sql`${t.isFreeTrialPlan}`),
    index('payment_records_business_idx').on(t.businessId),
    index('payment_records_agency_kind_idx').on(t.agencyId, t.kind),
  ],
);

/** Webhook deliveries already handled, by x-razorpay-event-id: a redelivery is answered without work. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  orderId: text('order_id'),
  paymentId: text('payment_id'),
  outcome: text('outcome').notNull(),
  receivedAt: createdAt(),
});

/**
 * An agency's monthly bill to the platform: the cards the agency had during that month, at the per-card
 * fee of the moment the bill was first read, adjusted by a superadmin moving cards out or in.
 */
export const monthBills = pgTable(
  'month_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    cardFeePaise: integer('card_fee_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('month_bills_agency_month_uq').on(t.agencyId, t.year, t.month)],
);

/** Adjustments to a bill: a card moved in (included) or out (not included) by hand. */
export const monthBillCards = pgTable(
  'month_bill_cards',
  {
    billId: uuid('bill_id')
      .notNull()
      .references(() => monthBills.id, { onDelete: 'cascade' }),
    cardNo: integer('card_no').notNull(),
    included: boolean('included').notNull(),
  },
  (t) => [uniqueIndex('month_bill_cards_uq').on(t.billId, t.cardNo)],
);
