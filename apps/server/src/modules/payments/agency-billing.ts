import { and, desc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '@panel/shared/errors.ts';
import { monthBoundsInIndia, todayInIndia } from '@panel/shared/plans/dates.ts';
import { can, staffContext } from '@panel/shared/roles.ts';
import {
  MONTHLY_CARD_FEE_PAISE,
  PAYMENT_STATUS,
  type MonthBill,
  type PaymentKind,
  type PaymentOrderResponse,
  type PaymentRecord,
  type agencyGatewayBodySchema,
  type agencyPaymentOrderBodySchema,
  type agencyPaymentRecordBodySchema,
} from '@panel/shared/schemas/payment.ts';
import type { Db } from '../../db/client.ts';
import { agencies, cards, monthBillCards, monthBills, paymentRecords } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import type { Scope } from './access.ts';
import { creditDirect, creditGatewayOrder, signedOrder } from './crediting.ts';
import { openOrder, toRecord } from './service.ts';

/**
 * What agencies owe the platform: monthly bills (cards × fee), annual payments, agency image and PDF card
 * payments. An agency's admin (Billing) reads and pays its own; a superadmin (Agency Management) reads
 * any agency's, records payments received outside the gateway, and moves cards in and out of bills.
 */

export type AgencyKind = Extract<PaymentKind, 'month' | 'annual' | 'agency_image' | 'agency_pdf_card'>;
type Need = 'read' | 'pay' | 'manage';

/** The agency a billing call is about, after checking the caller may do `need` there. */
export async function billingScope(
  db: Db,
  caller: Scope,
  agencyId: string | undefined,
  need: Need,
): Promise<Scope> {
  const s = caller.session;
  const ctx = staffContext(s, caller.configuration);
  const superadmin = s.kind === 'staff' && s.roles.includes('superadmin') && s.roles.includes('admin');
  const own = !agencyId || agencyId === caller.agencyId;
  if (!own || need === 'manage') {
    if (!superadmin) throw forbidden('Only a superadmin manages agency billing.');
  } else if (!(can.billing(ctx) || can.agencyManagement(ctx)))
    throw forbidden('Your role does not allow billing.');
  if (own) return caller;
  const [a] = await db.select().from(agencies).where(eq(agencies.id, agencyId)).limit(1);
  if (!a) throw notFound('Agency');
  return { agencyId: a.id, configuration: a.configuration, session: s };
}

export async function listAgencyRecords(db: Db, agencyId: string, kind: AgencyKind) {
  const rows = await db
    .select()
    .from(paymentRecords)
    .where(and(eq(paymentRecords.agencyId, agencyId), eq(paymentRecords.kind, kind)))
    .orderBy(desc(paymentRecords.recordNo))
    .limit(500);
  return { list: rows.map(toRecord), total: rows.length };
}

type RecordBody = z.output<typeof agencyPaymentRecordBodySchema>;
type OrderBody = z.output<typeof agencyPaymentOrderBodySchema>;
type GatewayBody = z.output<typeof agencyGatewayBodySchema>;

function monthOf(kind: AgencyKind, b: { month?: number; year?: number }) {
  if (kind === 'month' && (b.month === undefined || b.year === undefined))
    throw badRequest('Choose the month and year of the bill.', {
      month: 'month is required.',
      year: 'year is required.',
    });
  if (kind === 'annual' && b.year === undefined)
    throw badRequest('Choose the year.', { year: 'year is required.' });
  return { month: kind === 'month' ? (b.month ?? null) : null, year: b.year ?? null };
}

/** A superadmin records a payment the agency made outside the gateway. */
export async function recordAgencyPayment(
  db: Db,
  scope: Scope,
  kind: AgencyKind,
  body: RecordBody,
): Promise<PaymentRecord> {
  const { month, year } = monthOf(kind, body);
  const record = await creditDirect(db, {
    agencyId: scope.agencyId,
    kind,
    businessId: null,
    userId: null,
    createdBy: scope.session.userId,
    plan: null,
    amountPaise: body.paymentAmount,
    throughGateway: false,
    isManualUpdate: true,
    month,
    year,
  });
  return toRecord(record);
}

export async function createAgencyOrder(
  db: Db,
  gateway: PaymentGateway,
  scope: Scope,
  kind: AgencyKind,
  body: OrderBody,
): Promise<PaymentOrderResponse> {
  const { month, year } = monthOf(kind, body);
  let amount = body.paymentAmount;
  if (kind === 'month' && month !== null && year !== null) {
    amount = (await monthBill(db, scope.agencyId, month, year)).outstanding;
    if (amount < 100) throw new AppError('CONFLICT', 'Nothing is outstanding for this month.');
  }
  if (amount === undefined)
    throw badRequest('Enter the amount to pay.', { paymentAmount: 'paymentAmount is required.' });
  return openOrder(db, gateway, scope, {
    kind,
    businessId: null,
    plan: null,
    amountPaise: amount,
    receipt: kind,
    month: month ?? undefined,
    year: year ?? undefined,
  });
}

export async function payAgencyOrder(
  db: Db,
  gateway: PaymentGateway,
  scope: Scope,
  kind: AgencyKind,
  body: GatewayBody,
  log: FastifyBaseLogger,
): Promise<PaymentRecord> {
  const { order, paymentId } = await signedOrder(db, gateway, scope.agencyId, body);
  if (order.kind !== kind) throw notFound('Payment order');
  return toRecord(await creditGatewayOrder(db, gateway, order, paymentId, log));
}

/* ---- month bills ---- */

/** The bill row (its fee snapshot), made on first read. */
async function ensureBill(db: Db, agencyId: string, month: number, year: number) {
  const where = and(
    eq(monthBills.agencyId, agencyId),
    eq(monthBills.month, month),
    eq(monthBills.year, year),
  );
  const [existing] = await db.select().from(monthBills).where(where).limit(1);
  if (existing) return existing;
  await db
    .insert(monthBills)
    .values({ agencyId, month, year, cardFeePaise: MONTHLY_CARD_FEE_PAISE })
    .onConflictDoNothing();
  const [bill] = await db.select().from(monthBills).where(where).limit(1);
  if (!bill) throw new Error('month bill missing after insert');
  return bill;
}

/** Cards the agency had during the month (made before its end, not deleted before its start). */
async function cardsDuring(db: Db, agencyId: string, month: number, year: number): Promise<number[]> {
  const { start, end } = monthBoundsInIndia(year, month);
  const rows = await db
    .select({ cardNo: cards.cardNo })
    .from(cards)
    .where(
      and(
        eq(cards.agencyId, agencyId),
        lt(cards.createdAt, end),
        or(isNull(cards.deletedAt), gte(cards.deletedAt, start)),
      ),
    );
  return rows.map((r) => r.cardNo);
}

export async function monthBill(db: Db, agencyId: string, month: number, year: number): Promise<MonthBill> {
  const bill = await ensureBill(db, agencyId, month, year);
  const adjustments = await db.select().from(monthBillCards).where(eq(monthBillCards.billId, bill.id));
  const inBill = new Set(await cardsDuring(db, agencyId, month, year));
  for (const a of adjustments) {
    if (a.included) inBill.add(a.cardNo);
    else inBill.delete(a.cardNo);
  }
  const records = await db
    .select()
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.agencyId, agencyId),
        eq(paymentRecords.kind, 'month'),
        eq(paymentRecords.month, month),
        eq(paymentRecords.year, year),
      ),
    )
    .orderBy(desc(paymentRecords.recordNo));
  const amount = inBill.size * bill.cardFeePaise;
  const paid = records
    .filter((r) => r.status === PAYMENT_STATUS.PAID)
    .reduce((sum, r) => sum + r.amountPaise, 0);
  return {
    agencyId,
    month,
    year,
    cardFee: bill.cardFeePaise,
    cards: [...inBill].sort((a, b) => a - b),
    amount,
    paid,
    outstanding: Math.max(0, amount - paid),
    records: records.map(toRecord),
  };
}

/** Months from the agency's first (India time) to this one, oldest first, at most ten years. */
async function billableMonths(db: Db, agencyId: string): Promise<{ month: number; year: number }[]> {
  const [a] = await db
    .select({ createdAt: agencies.createdAt })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  const monthIndex = (date: string) => {
    const [y, m] = date.split('-').map(Number) as [number, number];
    return y * 12 + (m - 1);
  };
  const last = monthIndex(todayInIndia());
  const first = Math.max(last - 119, a ? monthIndex(todayInIndia(a.createdAt)) : last);
  return Array.from({ length: last - first + 1 }, (_, i) => ({
    year: Math.floor((first + i) / 12),
    month: ((first + i) % 12) + 1,
  }));
}

/**
 * What the agency still owes over every month it has existed, this month included. Every month is
 * counted whether or not anyone has opened its bill yet (a bill is made when first read).
 */
export async function outstandingAmount(db: Db, agencyId: string): Promise<number> {
  let total = 0;
  for (const b of await billableMonths(db, agencyId))
    total += (await monthBill(db, agencyId, b.month, b.year)).outstanding;
  return total;
}

export async function moveCard(
  db: Db,
  agencyId: string,
  b: { month: number; year: number; cardNo: number },
  into: boolean,
) {
  const bill = await ensureBill(db, agencyId, b.month, b.year);
  const [card] = await db
    .select({ cardNo: cards.cardNo })
    .from(cards)
    .where(and(eq(cards.agencyId, agencyId), eq(cards.cardNo, b.cardNo)))
    .limit(1);
  if (!card) throw notFound('Card');
  await db
    .insert(monthBillCards)
    .values({ billId: bill.id, cardNo: card.cardNo, included: into })
    .onConflictDoUpdate({ target: [monthBillCards.billId, monthBillCards.cardNo], set: { included: into } });
  return monthBill(db, agencyId, b.month, b.year);
}
