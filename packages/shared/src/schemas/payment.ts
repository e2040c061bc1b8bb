import { z } from 'zod';
import { CUSTOM_PLAN_ID, START_YEAR } from '../constants.ts';
import { listOf, pageQuerySchema, text } from './common.ts';
import {
  customPlanFieldsSchema,
  frameVisibilitySchema,
  planLimitsSchema,
  subscriptionPlanIdSchema,
} from './plan.ts';

/**
 * Payments (spec sections 3, 4 and 7; DESIGN section 6). Money is integer paise. Paths are documented in
 * docs/payments.md; the spec leaves the order and make-payment paths open and we chose
 * POST /api/v1/payment/order and POST /api/v1/payment/make-payment.
 */

/** Payment record status: 1 = paid (spec), 2 = cancelled by an admin (kept for audit, never deleted). */
export const PAYMENT_STATUS = { PAID: 1, CANCELLED: 2 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** Order status, Razorpay's words: created → paid, or failed (the last failure reason is kept). */
export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a payment record pays for. */
export const PAYMENT_KINDS = [
  'subscription',
  'pdf_card',
  'video',
  'month',
  'annual',
  'agency_image',
  'agency_pdf_card',
] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** Purchase types of spec section 4; the web picks the completion screen from it. */
export const PURCHASE_TYPES = ['single-purchase', 'free-trial', 'subscription', 'renewal'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

const id = (what: string) =>
  text({ error: `${what} is required.` })
    .min(1, `${what} is required.`)
    .max(64);
const providerId = (what: string) =>
  text({ error: `${what} is required.` })
    .min(1, `${what} is required.`)
    .max(64)
    .regex(/^[A-Za-z0-9_]+$/, `${what} is not valid.`);
const signature = text({ error: 'razorpaySignature is required.' }).regex(
  /^[0-9a-f]{64}$/i,
  'The payment signature is not valid.',
);

/** Custom plan fields travel flat beside subscriptionPlanId (spec: "subscriptionPlanId plus custom plan fields"). */
const customPlanShape = {
  name: z.unknown().optional(),
  validity: z.unknown().optional(),
  validityUnit: z.unknown().optional(),
  price: z.unknown().optional(),
  limits: z.unknown().optional(),
  frameVisibility: z.unknown().optional(),
};

/** Validates the custom fields only for CUSTOM_PLAN, with the spec's texts, and hands them back parsed. */
function withCustomPlan<T extends { subscriptionPlanId: string }>(v: T, ctx: z.RefinementCtx) {
  if (v.subscriptionPlanId !== CUSTOM_PLAN_ID) return { ...v, customPlan: null };
  const parsed = customPlanFieldsSchema.safeParse(v);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  }
  return { ...v, customPlan: parsed.data };
}

/** POST /api/v1/payment/order (also /api/v1/card-payment/order). */
export const createPlanOrderBodySchema = z
  .object({
    /** Optional when the customer owns exactly one business. */
    businessId: id('businessId').optional(),
    subscriptionPlanId: subscriptionPlanIdSchema,
    ...customPlanShape,
  })
  .transform(withCustomPlan);
export type CreatePlanOrderBody = z.input<typeof createPlanOrderBodySchema>;

/** Payment order response (spec section 3): the key id for checkout and the order. Amount in paise. */
export const paymentOrderResponseSchema = z.object({
  key: z.string(),
  order: z.object({ amount: z.number().int(), id: z.string(), currency: z.string() }),
});
export type PaymentOrderResponse = z.infer<typeof paymentOrderResponseSchema>;

/**
 * POST /api/v1/payment/make-payment (also /api/v1/card-payment/gateway). Exactly one of three modes:
 * through the gateway (signature fields), free trial (isFreeTrialPlan) or admin manual update
 * (isManualUpdate, throughGateway false).
 */
export const makePaymentBodySchema = z
  .object({
    businessId: id('businessId'),
    subscriptionPlanId: subscriptionPlanIdSchema,
    renew: z.boolean().default(false),
    orderCreationId: providerId('orderCreationId').optional(),
    razorpayPaymentId: providerId('razorpayPaymentId').optional(),
    razorpayOrderId: providerId('razorpayOrderId').optional(),
    razorpaySignature: signature.optional(),
    throughGateway: z.boolean().default(true),
    isManualUpdate: z.boolean().default(false),
    isFreeTrialPlan: z.boolean().default(false),
    ...customPlanShape,
  })
  .superRefine((v, ctx) => {
    if (v.isManualUpdate && v.throughGateway)
      ctx.addIssue({
        code: 'custom',
        path: ['throughGateway'],
        message: 'A manual update does not go through the gateway.',
      });
    if (v.isManualUpdate && v.isFreeTrialPlan)
      ctx.addIssue({
        code: 'custom',
        path: ['isFreeTrialPlan'],
        message: 'A free trial is started by the customer.',
      });
    const gateway = v.throughGateway && !v.isManualUpdate && !v.isFreeTrialPlan;
    if (gateway)
      for (const f of [
        'orderCreationId',
        'razorpayPaymentId',
        'razorpayOrderId',
        'razorpaySignature',
      ] as const)
        if (!v[f]) ctx.addIssue({ code: 'custom', path: [f], message: `${f} is required.` });
    if (v.subscriptionPlanId === CUSTOM_PLAN_ID && !v.isManualUpdate && !gateway)
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionPlanId'],
        message: 'A custom plan is assigned by an admin.',
      });
  })
  .transform(withCustomPlan);
export type MakePaymentBody = z.input<typeof makePaymentBodySchema>;

/**
 * Payment result (spec section 3). validTo is the last valid day, 'yyyy-MM-dd' in India; the record
 * (GET /api/v1/card-payment/last-active) also has validFrom, after today when it extends the current plan.
 */
export const paymentResultSchema = z.object({
  planId: z.string(),
  recordNo: z.number().int(),
  planName: z.string(),
  validTo: z.string().nullable(),
  isFreeTrialPlan: z.boolean(),
  purchaseType: z.enum(PURCHASE_TYPES),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** A payment record as every records endpoint returns it. */
export const paymentRecordSchema = z.object({
  recordNo: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  agencyId: z.string(),
  businessId: z.string().nullable(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.union([z.literal(PAYMENT_STATUS.PAID), z.literal(PAYMENT_STATUS.CANCELLED)]),
  purchaseType: z.enum(PURCHASE_TYPES),
  throughGateway: z.boolean(),
  isManualUpdate: z.boolean(),
  isFreeTrialPlan: z.boolean(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  /** The user who made the record: the customer who paid, or the admin who updated it manually. */
  createdBy: z.string().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  pdfCardNo: z.number().int().nullable(),
  videoNo: z.number().int().nullable(),
  month: z.number().int().nullable(),
  year: z.number().int().nullable(),
  limits: planLimitsSchema.nullable(),
  frameVisibility: frameVisibilitySchema.nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelledBy: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const businessIdQuerySchema = z.object({ businessId: id('businessId') });
export const recordNoQuerySchema = z.object({
  recordNo: z.coerce
    .number({ error: 'recordNo must be a number.' })
    .int()
    .positive('recordNo must be a number.'),
});

/** POST /api/v1/card-payment: an admin records a plan payment taken outside the gateway (same as a manual update). */
export const recordCardPaymentBodySchema = z
  .object({ businessId: id('businessId'), subscriptionPlanId: subscriptionPlanIdSchema, ...customPlanShape })
  .transform(withCustomPlan);

/** Entitlements of a business: what its active plan lets it do (GET /api/v1/payment/entitlements). */
export const entitlementsSchema = z.object({
  businessId: z.string(),
  isActive: z.boolean(),
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  isFreeTrialPlan: z.boolean(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  /** null when there is no plan; negative once expired. */
  daysLeft: z.number().int().nullable(),
  /** True when the expiry date has passed: the next purchase is a renewal. */
  renew: z.boolean(),
  /** Limits in force now (the digital card only when no plan is active). */
  limits: planLimitsSchema,
  frameVisibility: frameVisibilitySchema,
  /** Whether this customer may pay online for this business, or must see 'Connect with admin'. */
  canPurchaseOnline: z.boolean(),
  isFreeTrialPlanTaken: z.boolean(),
  /**
   * The active plan priced by the record that bought it, for planChange (plans/plan-change.ts): the
   * dialogs show the dates a purchase would give before paying. null without an active plan.
   */
  currentPlan: z
    .object({
      planId: z.string(),
      planName: z.string(),
      isFreeTrialPlan: z.boolean(),
      validTo: z.string(),
      pricePaise: z.number().int(),
      periodDays: z.number().int(),
    })
    .nullable(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

/** GET /api/v1/payment/order/{orderId}: lets the browser learn what the webhook did after it lost track. */
export const orderStatusSchema = z.object({
  orderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  amount: z.number().int(),
  currency: z.string(),
  failureReason: z.string().nullable(),
  result: paymentResultSchema.nullable(),
});
export type OrderStatusAnswer = z.infer<typeof orderStatusSchema>;

/* ---- single purchases: PDF ID card and promotional video ---- */

/** The items sold by the piece, and the body field that names the item a purchase is for. */
export const SINGLE_PURCHASE_ITEM = { pdf_card: 'pdfCardNo', video: 'videoNo' } as const;
export type SinglePurchaseKind = keyof typeof SINGLE_PURCHASE_ITEM;

const itemNo = (key: string) =>
  z.coerce
    .number({ error: `${key} is required.` })
    .int()
    .positive(`${key} is required.`);

const singlePurchaseOrderShape = {
  /** A plan id of the agency's customerPlans for the product (pdfCardConfig or video). */
  planId: id('planId'),
  /** The business the item belongs to, so its records list under GET ?businessId. */
  businessId: id('businessId').optional(),
};

/** POST /api/v1/pdf-card/pdf-card-payment/order: planId of agency pdfCardConfig.customerPlans. */
export const createPdfCardOrderBodySchema = z.object({
  ...singlePurchaseOrderShape,
  /** Ties the order to the card so a webhook alone can credit it. */
  pdfCardNo: itemNo('pdfCardNo').optional(),
});

/** POST /api/v1/video/user-video-payment/order: planId of agency video.customerPlans. */
export const createVideoOrderBodySchema = z.object({
  ...singlePurchaseOrderShape,
  /** Ties the order to the video so a webhook alone can credit it. */
  videoNo: itemNo('videoNo').optional(),
});

const singlePurchasePaymentShape = {
  ...singlePurchaseOrderShape,
  orderCreationId: providerId('orderCreationId').optional(),
  razorpayPaymentId: providerId('razorpayPaymentId').optional(),
  razorpayOrderId: providerId('razorpayOrderId').optional(),
  razorpaySignature: signature.optional(),
  isManualUpdate: z.boolean().default(false),
  /** Informational: the server charges the plan's price and rejects a different amount. */
  paymentAmount: z.number().int().nonnegative().optional(),
};

/** Checkout's signed ids are required unless an admin records the purchase by hand. */
function requireGatewayIds(
  v: {
    isManualUpdate: boolean;
    orderCreationId?: string;
    razorpayPaymentId?: string;
    razorpayOrderId?: string;
    razorpaySignature?: string;
  },
  ctx: z.RefinementCtx,
) {
  if (v.isManualUpdate) return;
  for (const f of ['orderCreationId', 'razorpayPaymentId', 'razorpayOrderId', 'razorpaySignature'] as const)
    if (!v[f]) ctx.addIssue({ code: 'custom', path: [f], message: `${f} is required.` });
}

/** POST /api/v1/pdf-card/pdf-card-payment (gateway, or manual by an admin). */
export const pdfCardPaymentBodySchema = z
  .object({ ...singlePurchasePaymentShape, pdfCardNo: itemNo('pdfCardNo') })
  .superRefine(requireGatewayIds);
export type PdfCardPaymentBody = z.input<typeof pdfCardPaymentBodySchema>;

/** POST /api/v1/video/user-video-payment (gateway, or manual by an admin). */
export const videoPaymentBodySchema = z
  .object({ ...singlePurchasePaymentShape, videoNo: itemNo('videoNo') })
  .superRefine(requireGatewayIds);
export type VideoPaymentBody = z.input<typeof videoPaymentBodySchema>;

/* ---- webhook and redirect mode ---- */

/** The parts of a Razorpay webhook we read; everything else is ignored. */
export const razorpayWebhookSchema = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullable(),
          amount: z.number().int(),
          currency: z.string(),
          status: z.string(),
          error_description: z.string().nullable().optional(),
        }),
      })
      .optional(),
    order: z
      .object({ entity: z.object({ id: z.string(), amount: z.number().int(), status: z.string() }) })
      .optional(),
  }),
  created_at: z.number().int().optional(),
});
export type RazorpayWebhook = z.infer<typeof razorpayWebhookSchema>;

/** What checkout posts to callback_url in redirect mode: the signed ids, or the error. */
export const paymentCallbackBodySchema = z.object({
  razorpay_payment_id: text().max(64).optional(),
  razorpay_order_id: text().max(64).optional(),
  razorpay_signature: text().max(128).optional(),
  'error[code]': text().max(100).optional(),
  'error[description]': text().max(500).optional(),
  'error[metadata]': text().max(1000).optional(),
});

/* ---- agency bills to the platform (Billing, Agency Management) ---- */

const agencyIdField = z.string().uuid('agencyId is not valid.').optional();
const monthField = z.coerce
  .number({ error: 'month must be 1-12.' })
  .int()
  .min(1, 'month must be 1-12.')
  .max(12, 'month must be 1-12.');
const yearField = z.coerce
  .number({ error: 'year is not valid.' })
  .int()
  .min(START_YEAR, 'year is not valid.')
  .max(2200, 'year is not valid.');
const amountField = z
  .number({ error: 'paymentAmount is required.' })
  .int('paymentAmount is in paise: a whole number.')
  .min(100, 'The amount must be at least ₹1.')
  .max(1_000_000_000);

/** ?agencyId: a superadmin names any agency; everyone else gets their own. */
export const agencyIdQuerySchema = z.object({ agencyId: agencyIdField });
/**
 * ?page&limit of a month bill's cards, as on every list; both optional: a request with neither gets
 * every card (the call's first shape), one with either gets that page (page 1, 20 cards by default).
 */
const billCardPaging = {
  page: pageQuerySchema.shape.page.unwrap().optional(),
  limit: pageQuerySchema.shape.limit.unwrap().optional(),
};
export const monthBillQuerySchema = z.object({
  month: monthField,
  year: yearField,
  agencyId: agencyIdField,
  ...billCardPaging,
});
export type BillCardPaging = Pick<z.infer<typeof monthBillQuerySchema>, 'page' | 'limit'>;

/** POST /month-payments, /annual-payment, /agency-image-payment, /agency-pdf-card-payment: a payment received outside the gateway. */
export const agencyPaymentRecordBodySchema = z.object({
  agencyId: agencyIdField,
  paymentAmount: amountField,
  month: monthField.optional(),
  year: yearField.optional(),
});

/** POST .../order: month bills charge what is outstanding for that month; the others charge paymentAmount. */
export const agencyPaymentOrderBodySchema = z.object({
  agencyId: agencyIdField,
  paymentAmount: amountField.optional(),
  month: monthField.optional(),
  year: yearField.optional(),
});

/** POST .../gateway: checkout's answer for an agency order. */
export const agencyGatewayBodySchema = z.object({
  agencyId: agencyIdField,
  orderCreationId: providerId('orderCreationId'),
  razorpayPaymentId: providerId('razorpayPaymentId'),
  razorpayOrderId: providerId('razorpayOrderId'),
  razorpaySignature: signature,
});

/** POST /month-payments/move-out-card and /add-card-in-bill. */
export const billCardBodySchema = z.object({
  agencyId: agencyIdField,
  month: monthField,
  year: yearField,
  cardNo: z.coerce.number({ error: 'cardNo is required.' }).int().positive('cardNo is required.'),
  ...billCardPaging,
});

export const monthBillSchema = z.object({
  agencyId: z.string(),
  month: z.number().int(),
  year: z.number().int(),
  /** Paise per card. */
  cardFee: z.number().int(),
  /** The billed card numbers, ascending: all of them, or the page asked for with ?page&limit. */
  cards: z.array(z.number().int()),
  /** How many cards the bill has (cards holds them all unless a page was asked for). */
  totalCards: z.number().int(),
  amount: z.number().int(),
  paid: z.number().int(),
  /** Paise the months before paid beyond their bills, counted towards this one. */
  creditBroughtForward: z.number().int(),
  outstanding: z.number().int(),
  /** Paise paid beyond this bill (with the credit brought in), counted towards the next one. */
  creditCarriedForward: z.number().int(),
  records: z.array(paymentRecordSchema),
});
export type MonthBill = z.infer<typeof monthBillSchema>;

/* ---- answers ---- */

/** GET /api/v1/payment/checkout-config: what the browser needs to open Checkout. */
export const checkoutConfigSchema = z.object({
  key: z.string(),
  checkoutScriptUrl: z.string(),
  sandbox: z.boolean(),
  callbackPath: z.string(),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;
export const paymentRecordListSchema = listOf(paymentRecordSchema);
export const outstandingAmountSchema = z.object({
  agencyId: z.string(),
  outstandingAmount: z.number().int(),
});
/** POST /api/v1/payment/webhook: what became of the event (credited, duplicate, ignored …). */
export const webhookOutcomeSchema = z.object({ status: z.string() });
