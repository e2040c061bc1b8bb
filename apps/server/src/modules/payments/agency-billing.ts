import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest, forbidden, notFound } from '@panel/shared/errors.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import {
  computeMonthBills,
  monthAt,
  monthIndex,
  type BillableCard,
  type MonthKey,
} from '@panel/shared/plans/month-bills.ts';
import { can, staffContext } from '@panel/shared/roles.ts';
import {
  PAYMENT_STATUS,
  type BillCardPaging,
  type MonthBill,
  type PaymentKind,
  type PaymentOrderResponse,
  type PaymentRecord,
  type agencyGatewayBodySchema,
  type agencyPaymentOrderBodySchema,
  type agencyPaymentRecordBodySchema,
} from '@panel/shared/schemas/payment.ts';
import type { Db } from '../../db/client.ts';
import {
  agencies,
  businesses,
  cards,
  monthBillCards,
  monthBills,
  paymentRecords,
} from '../../db/schema/index.ts';
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

/**
 * Makes the agency's missing bill rows from its first month (or the oldest bill anyone opened, or the
 * one asked for) to `upTo`, each freezing the agency's card fee of the moment, and answers the rows of
 * that range in month order. `cardFeePaise` overrides the stored fee: Agency Management freezes the old
 * fee into every month up to this one before it stores a new fee.
 */
export async function materializeBills(db: Db, agencyId: string, upTo: MonthKey, cardFeePaise?: number) {
  const last = monthIndex(upTo);
  const [agency] = await db
    .select({ createdAt: agencies.createdAt, cardFeePaise: agencies.cardFeePaise })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw notFound('Agency');
  const existing = await db.select().from(monthBills).where(eq(monthBills.agencyId, agencyId));
  const [y, m] = todayInIndia(agency.createdAt).split('-').map(Number) as [number, number];
  const first = Math.max(
    last - 239,
    Math.min(last, monthIndex({ year: y, month: m }), ...existing.map((b) => monthIndex(b))),
  );
  const known = new Set(existing.map((b) => monthIndex(b)));
  const missing = Array.from({ length: last - first + 1 }, (_, i) => first + i).filter((i) => !known.has(i));
  const fee = cardFeePaise ?? agency.cardFeePaise;
  if (missing.length)
    await db
      .insert(monthBills)
      .values(missing.map((i) => ({ agencyId, ...monthAt(i), cardFeePaise: fee })))
      .onConflictDoNothing();
  return (await db.select().from(monthBills).where(eq(monthBills.agencyId, agencyId)))
    .filter((b) => monthIndex(b) >= first && monthIndex(b) <= last)
    .sort((a, b) => monthIndex(a) - monthIndex(b));
}

/**
 * The agency's bills up to `upTo`, computed by the shared rule (plans/month-bills.ts) from what is
 * stored: cards with their creation and deletion (a business's deletion ends its card too), the
 * superadmin's moves, and paid records. Each bill row keeps the card fee it was made with.
 */
async function billChain(db: Db, agencyId: string, upTo: MonthKey) {
  const rows = await materializeBills(db, agencyId, upTo);

  const [cardRows, moves, payments] = await Promise.all([
    db
      .select({
        cardNo: cards.cardNo,
        createdAt: cards.createdAt,
        deletedAt: cards.deletedAt,
        businessDeletedAt: businesses.deletedAt,
      })
      .from(cards)
      .innerJoin(businesses, eq(businesses.id, cards.businessId))
      .where(eq(cards.agencyId, agencyId)),
    db
      .select({
        cardNo: monthBillCards.cardNo,
        included: monthBillCards.included,
        month: monthBills.month,
        year: monthBills.year,
      })
      .from(monthBillCards)
      .innerJoin(monthBills, eq(monthBills.id, monthBillCards.billId))
      .where(eq(monthBills.agencyId, agencyId)),
    db
      .select({ month: paymentRecords.month, year: paymentRecords.year, amount: paymentRecords.amountPaise })
      .from(paymentRecords)
      .where(
        and(
          eq(paymentRecords.agencyId, agencyId),
          eq(paymentRecords.kind, 'month'),
          eq(paymentRecords.status, PAYMENT_STATUS.PAID),
        ),
      ),
  ]);
  const billable: BillableCard[] = cardRows.map((c) => ({
    cardNo: c.cardNo,
    createdAt: c.createdAt,
    deletedAt: earliest(c.deletedAt, c.businessDeletedAt),
  }));
  const inputs = rows.map((b) => ({
    year: b.year,
    month: b.month,
    cardFeePaise: b.cardFeePaise,
    payments: payments.filter((p) => p.month === b.month && p.year === b.year).map((p) => p.amount),
  }));
  return computeMonthBills(inputs, billable, moves);
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

export async function monthBill(db: Db, agencyId: string, month: number, year: number): Promise<MonthBill> {
  const bill = (await billChain(db, agencyId, { month, year })).at(-1);
  if (!bill) throw new Error('month bill missing after insert');
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
  return { agencyId, ...bill, totalCards: bill.cards.length, records: records.map(toRecord) };
}

/**
 * The bill with only the page of cards asked for (`?page&limit`), or whole when neither is given: an
 * agency with 100,000 cards would otherwise send them all with every look at its bill.
 */
export function pageOfBill(bill: MonthBill, { page, limit }: BillCardPaging): MonthBill {
  if (page === undefined && limit === undefined) return bill;
  const size = limit ?? 20;
  const from = ((page ?? 1) - 1) * size;
  return { ...bill, cards: bill.cards.slice(from, from + size) };
}

/**
 * What the agency still owes over every month it has existed, this month included, after credits.
 * Every month is counted whether or not anyone has opened its bill yet.
 */
export async function outstandingAmount(db: Db, agencyId: string): Promise<number> {
  const [year, month] = todayInIndia().split('-').map(Number) as [number, number];
  const bills = await billChain(db, agencyId, { year, month });
  return bills.reduce((sum, b) => sum + b.outstanding, 0);
}

export async function moveCard(
  db: Db,
  agencyId: string,
  b: { month: number; year: number; cardNo: number },
  into: boolean,
) {
  await billChain(db, agencyId, b);
  const [bill] = await db
    .select({ id: monthBills.id })
    .from(monthBills)
    .where(
      and(eq(monthBills.agencyId, agencyId), eq(monthBills.month, b.month), eq(monthBills.year, b.year)),
    );
  if (!bill) throw new Error('month bill missing after insert');
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
