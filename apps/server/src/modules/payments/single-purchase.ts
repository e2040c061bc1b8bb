import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { badRequest, forbidden, notFound } from '@panel/shared/errors.ts';
import { TEXTS } from '@panel/shared/constants.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import {
  SINGLE_PURCHASE_ITEM,
  type PaymentOrderResponse,
  type PaymentRecord,
  type SinglePurchaseKind,
  type pdfCardPaymentBodySchema,
} from '@panel/shared/schemas/payment.ts';
import type { Db } from '../../db/client.ts';
import { paymentOrders, paymentRecords } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { businessFor, isAdmin, type Scope } from './access.ts';
import { creditDirect, creditGatewayOrder, signedOrder } from './crediting.ts';
import { openOrder, toRecord } from './service.ts';

/**
 * Products sold by the piece at an agency price, outside the subscription plans: the PDF ID card
 * (spec 7 "PDF payments") and the promotional video (spec 7 "Payments", /api/v1/video/user-video-payment).
 * Both buy one item, named by its number, at a price from the agency configuration's customerPlans.
 */
interface SingleProduct {
  kind: SinglePurchaseKind;
  /** The body field, order column and record column naming the item bought. */
  item: (typeof SINGLE_PURCHASE_ITEM)[SinglePurchaseKind];
  /** The item in messages. */
  noun: string;
  planLabel: string;
  notOffered: string;
  offer(c: AgencyConfiguration): { enabled: boolean; plans: { id: string; price: number }[] };
}

const PRODUCTS: Record<SinglePurchaseKind, SingleProduct> = {
  pdf_card: {
    kind: 'pdf_card',
    item: SINGLE_PURCHASE_ITEM.pdf_card,
    noun: 'PDF card',
    planLabel: 'PDF card plan',
    notOffered: 'PDF ID cards are not offered by this agency.',
    offer: (c) => ({ enabled: c.pdfCardConfig.enablePdfCardProduct, plans: c.pdfCardConfig.customerPlans }),
  },
  video: {
    kind: 'video',
    item: SINGLE_PURCHASE_ITEM.video,
    noun: 'promotional video',
    planLabel: 'Promotional video plan',
    notOffered: 'Promotional videos are not offered by this agency.',
    offer: (c) => ({ enabled: c.video.enableVideo, plans: c.video.customerPlans }),
  },
};

type ItemColumns = { pdfCardNo?: number; videoNo?: number };
type OrderBody = { planId: string; businessId?: string } & ItemColumns;
/** The PDF card and video payment bodies differ only in the item field. */
type PaymentBody = Omit<z.output<typeof pdfCardPaymentBodySchema>, 'pdfCardNo'> & ItemColumns;

/** The order or record columns naming the item: { pdfCardNo } or { videoNo }. */
const itemColumns = (p: SingleProduct, itemNo: number | undefined): ItemColumns =>
  p.item === 'pdfCardNo' ? { pdfCardNo: itemNo } : { videoNo: itemNo };

function planOf(scope: Scope, p: SingleProduct, planId: string) {
  const offer = p.offer(scope.configuration);
  if (!offer.enabled) throw forbidden(p.notOffered);
  const plan = offer.plans.find((o) => o.id === planId);
  if (!plan) throw notFound(p.planLabel);
  return plan;
}

/** POST …/order: a gateway order at the agency's price, naming the item when the body does. */
export async function createSinglePurchaseOrder(
  db: Db,
  gateway: PaymentGateway,
  scope: Scope,
  kind: SinglePurchaseKind,
  body: OrderBody,
): Promise<PaymentOrderResponse> {
  const p = PRODUCTS[kind];
  // Who may reach the business comes first: a hidden business answers 404 whatever else is wrong.
  const business = body.businessId ? await businessFor(db, scope, body.businessId) : null;
  const plan = planOf(scope, p, body.planId);
  if (scope.session.kind === 'customer' && !scope.configuration.onlinePayment.enablePaymentIntegration)
    throw forbidden(TEXTS.connectWithAdmin);
  return openOrder(db, gateway, scope, {
    kind,
    businessId: business?.id ?? null,
    plan: null,
    amountPaise: plan.price,
    receipt: kind,
    productPlanId: plan.id,
    ...itemColumns(p, body[p.item]),
  });
}

/** POST the payment: checkout's signed ids (credited once, whoever reports first) or an admin's manual record. */
export async function paySinglePurchase(
  db: Db,
  gateway: PaymentGateway,
  scope: Scope,
  kind: SinglePurchaseKind,
  body: PaymentBody,
  log: FastifyBaseLogger,
): Promise<PaymentRecord> {
  const p = PRODUCTS[kind];
  const business = body.businessId ? await businessFor(db, scope, body.businessId) : null;
  const itemNo = body[p.item];
  if (itemNo === undefined)
    throw badRequest(`${p.item} is required.`, { [p.item]: `${p.item} is required.` });
  const plan = planOf(scope, p, body.planId);
  if (body.paymentAmount !== undefined && body.paymentAmount !== plan.price)
    throw badRequest(`The amount does not match the ${p.noun} price.`, {
      paymentAmount: 'Does not match the price.',
    });
  if (body.isManualUpdate) {
    if (!isAdmin(scope.session)) throw forbidden('Only an admin can update a payment manually.');
    const record = await creditDirect(db, {
      agencyId: scope.agencyId,
      kind,
      businessId: business?.id ?? null,
      userId: null,
      createdBy: scope.session.userId,
      plan: null,
      amountPaise: plan.price,
      throughGateway: false,
      isManualUpdate: true,
      ...itemColumns(p, itemNo),
    });
    return toRecord(record);
  }
  const { order, paymentId } = await signedOrder(db, gateway, scope.agencyId, body);
  if (order.kind !== kind || order.productPlanId !== plan.id) throw notFound('Payment order');
  if (order[p.item] === null) {
    // The order did not name the item: the browser's report does, before crediting.
    await db.update(paymentOrders).set(itemColumns(p, itemNo)).where(eq(paymentOrders.id, order.id));
    order[p.item] = itemNo;
  } else if (order[p.item] !== itemNo) throw badRequest(`This payment was made for another ${p.noun}.`);
  const record = await creditGatewayOrder(db, gateway, order, paymentId, log);
  if (record[p.item] !== null) return toRecord(record);
  // A webhook credited it before the browser named the item.
  const [named] = await db
    .update(paymentRecords)
    .set(itemColumns(p, itemNo))
    .where(eq(paymentRecords.recordNo, record.recordNo))
    .returning();
  return toRecord(named ?? record);
}
