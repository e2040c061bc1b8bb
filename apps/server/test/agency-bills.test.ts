import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { monthAt, monthIndex } from '@panel/shared/plans/month-bills.ts';
import { agencies, cards } from '../src/db/schema/index.ts';
import { addCard } from './card-fixtures.ts';
import { buildTestApp, loginStaff, signUpCustomer, SOLO_HOST, type Client, type TestApp } from './helpers.ts';
import { customerWithBusiness } from './payments-fixtures.ts';

/** The agency's bill month by month (docs/payments.md, "Agency bills: the rule"), on real rows. */

let t: TestApp;
let superadmin: Client;
const [y, m] = todayInIndia().split('-').map(Number) as [number, number];
const thisMonth = monthIndex({ year: y, month: m });
const month = (offset: number) => monthAt(thisMonth + offset);
/** An instant in the middle of a month, India time. */
const dayIn = (offset: number, day: number) => {
  const { year, month: mo } = month(offset);
  return new Date(`${year}-${String(mo).padStart(2, '0')}-${String(day).padStart(2, '0')}T12:00:00+05:30`);
};

beforeAll(async () => {
  t = await buildTestApp();
  superadmin = await loginStaff(t.app, '9000000001');
}, 180_000);

const billOf = async (client: Client, offset: number, agencyId?: string) => {
  const { year, month: mo } = month(offset);
  const q = `month=${mo}&year=${year}${agencyId ? `&agencyId=${agencyId}` : ''}`;
  const res = await client.get(`/api/v1/month-payments?${q}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

/** A card of a new customer's business in the agency, made at `created`. */
const cardIn = async (agencyId: string, host: string, created: Date) => {
  const owner = await customerWithBusiness(t.app, agencyId, { host });
  const [c] = await t.app.db
    .insert(cards)
    .values({
      agencyId,
      businessId: owner.businessId,
      cardId: `bill-${Math.random().toString(36).slice(2, 9)}`,
      settings: {} as (typeof cards.$inferInsert)['settings'],
      createdAt: created,
    })
    .returning({ cardNo: cards.cardNo });
  if (!c) throw new Error('card insert failed');
  return c.cardNo;
};

describe('agency bills', () => {
  it('bills the cards of each month, moves out from the next bill, and carries an overpayment forward', async () => {
    const agencyId = t.ids.soloAgencyId;
    await t.app.db
      .update(agencies)
      .set({ createdAt: dayIn(-3, 1) })
      .where(eq(agencies.id, agencyId));
    const a = await cardIn(agencyId, SOLO_HOST, dayIn(-3, 10));
    const b = await cardIn(agencyId, SOLO_HOST, dayIn(-3, 20));
    const pay = (offset: number, paise: number) =>
      superadmin.post('/api/v1/month-payments', { agencyId, paymentAmount: paise, ...month(offset) });

    expect((await pay(-3, 10000)).statusCode).toBe(200);
    const out = await superadmin.post('/api/v1/month-payments/move-out-card', {
      agencyId,
      ...month(-3),
      cardNo: b,
    });
    expect(out.statusCode).toBe(200);
    // The move-out does not rewrite the bill it was named on: that month the card was still there.
    expect(out.json().data).toMatchObject({
      cards: [a, b],
      amount: 10000,
      paid: 10000,
      outstanding: 0,
      creditCarriedForward: 0,
    });

    expect((await pay(-2, 10000)).statusCode).toBe(200);
    expect(await billOf(superadmin, -2, agencyId)).toMatchObject({
      cards: [a],
      amount: 5000,
      paid: 10000,
      creditBroughtForward: 0,
      outstanding: 0,
      creditCarriedForward: 5000,
    });
    expect(await billOf(superadmin, -1, agencyId)).toMatchObject({
      cards: [a],
      amount: 5000,
      paid: 0,
      creditBroughtForward: 5000,
      outstanding: 0,
      creditCarriedForward: 0,
    });

    // This month also bills the agency's seeded cards; the total outstanding is exactly this month's.
    const now = await billOf(superadmin, 0, agencyId);
    expect(now.cards).toContain(a);
    expect(now.cards).not.toContain(b);
    expect(now).toMatchObject({ creditBroughtForward: 0, outstanding: now.amount });
    const due = await superadmin.get(`/api/v1/month-payments/getOutstandingAmount?agencyId=${agencyId}`);
    expect(due.json().data.outstandingAmount).toBe(now.amount);
  });

  it('a clone starts unpublished, and deleting it stops its charge from the next bill', async () => {
    const { client } = await signUpCustomer(t.app);
    const source = await addCard(client, 'Demo Traders Copy Source');
    const admin = await loginStaff(t.app, '9000000002');
    const clone = await admin.post('/api/v1/business/cloneBusiness', { businessId: source.businessId });
    expect(clone.statusCode).toBe(201);
    const { businessId, cardNo } = clone.json().data as { businessId: string; cardNo: number };
    const [card] = await t.app.db.select().from(cards).where(eq(cards.cardNo, cardNo));
    expect(card?.settings.published).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/${card?.cardId}` })).statusCode).toBe(404);

    expect((await admin.delete(`/api/v1/business/${businessId}`)).statusCode).toBe(200);
    expect((await billOf(admin, 0)).cards).toContain(cardNo);
    expect((await billOf(admin, 1)).cards).not.toContain(cardNo);
  });

  it("a customer's deleted account stops its cards' charge from the next bill", async () => {
    const { client } = await signUpCustomer(t.app);
    const { cardNo } = await addCard(client);
    expect((await client.delete('/api/v1/user')).statusCode).toBe(200);
    expect((await billOf(superadmin, 0, t.ids.demoAgencyId)).cards).toContain(cardNo);
    expect((await billOf(superadmin, 1, t.ids.demoAgencyId)).cards).not.toContain(cardNo);
  });

  it("the agency's own card fee is used from the next month's bill; bills already made keep theirs", async () => {
    const host = `fee-${crypto.randomUUID().slice(0, 8)}.localhost`;
    const made = await superadmin.post('/api/v1/agency', {
      agency: { agencyName: 'Fee Agency', hosts: [host], cardFeePaise: 6000 },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { agencyId } = made.json().data as { agencyId: string };
    await t.app.db
      .update(agencies)
      .set({ createdAt: dayIn(-2, 1) })
      .where(eq(agencies.id, agencyId));
    const card = await cardIn(agencyId, host, dayIn(-2, 5));
    // Only the oldest month has been looked at before the fee changes.
    expect(await billOf(superadmin, -2, agencyId)).toMatchObject({ cardFee: 6000, amount: 6000 });

    const bad = await superadmin.put('/api/v1/agency', {
      agency: { agencyId, agencyName: 'Fee Agency', hosts: [host], cardFeePaise: -100 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toMatchObject({
      'agency.cardFeePaise': 'The fee per card cannot be negative.',
    });

    const changed = await superadmin.put('/api/v1/agency', {
      agency: { agencyId, agencyName: 'Fee Agency', hosts: [host], cardFeePaise: 9000 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = (await superadmin.get('/api/v1/agency/list?search=Fee%20Agency')).json().data.list;
    expect(listed).toMatchObject([{ agencyId, cardFeePaise: 9000 }]);

    // Every month up to this one keeps the fee of when the change was made, opened before or not.
    for (const offset of [-2, -1, 0])
      expect(await billOf(superadmin, offset, agencyId)).toMatchObject({
        cards: [card],
        cardFee: 6000,
        amount: 6000,
      });
    expect(await billOf(superadmin, 1, agencyId)).toMatchObject({
      cards: [card],
      cardFee: 9000,
      amount: 9000,
    });
    const due = await superadmin.get(`/api/v1/month-payments/getOutstandingAmount?agencyId=${agencyId}`);
    expect(due.json().data.outstandingAmount).toBe(3 * 6000);

    // Saving again without a new fee (or with the same one) changes no bill.
    const same = await superadmin.put('/api/v1/agency', {
      agency: { agencyId, agencyName: 'Fee Agency', hosts: [host], cardFeePaise: 9000 },
    });
    expect(same.statusCode).toBe(200);
    expect(await billOf(superadmin, 0, agencyId)).toMatchObject({ cardFee: 6000 });
  });

  it("pages a bill's cards with ?page&limit and says how many there are; without them every card is listed", async () => {
    const host = `paged-${crypto.randomUUID().slice(0, 8)}.localhost`;
    const made = await superadmin.post('/api/v1/agency', {
      agency: { agencyName: 'Paged Agency', hosts: [host] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { agencyId } = made.json().data as { agencyId: string };
    const made5: number[] = [];
    for (let i = 0; i < 5; i++) made5.push(await cardIn(agencyId, host, dayIn(0, 1)));
    const { year, month: mo } = month(0);
    const get = (paging: string) =>
      superadmin.get(`/api/v1/month-payments?month=${mo}&year=${year}&agencyId=${agencyId}${paging}`);

    const whole = (await get('')).json().data;
    expect(whole).toMatchObject({ cards: made5, totalCards: 5, amount: 5 * whole.cardFee });
    const pages = await Promise.all(
      ['&page=1&limit=2', '&page=3&limit=2', '&page=4&limit=2', '&limit=3'].map(get),
    );
    expect(pages.map((r) => r.json().data.cards)).toEqual([
      made5.slice(0, 2),
      made5.slice(4),
      [],
      made5.slice(0, 3),
    ]);
    // A page changes only the list: the count, amount and payments are the whole bill's.
    for (const r of pages)
      expect(r.json().data).toMatchObject({
        totalCards: 5,
        amount: whole.amount,
        outstanding: whole.outstanding,
      });
    expect((await get('&page=2')).json().data.cards).toEqual([]); // 20 a page by default

    const tooBig = await get('&page=1&limit=101');
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().data.fields).toHaveProperty('limit');
    expect((await get('&page=0')).statusCode).toBe(400);

    // Moving a card answers the bill the same way: the page asked for, or every card.
    const [first, second] = made5 as [number, number];
    const added = await superadmin.post('/api/v1/month-payments/add-card-in-bill', {
      agencyId,
      month: mo,
      year,
      cardNo: first,
      page: 2,
      limit: 4,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ cards: made5.slice(4), totalCards: 5 });
    const out = await superadmin.post('/api/v1/month-payments/move-out-card', {
      agencyId,
      month: mo,
      year,
      cardNo: second,
    });
    expect(out.json().data).toMatchObject({ cards: made5, totalCards: 5 });
  });
});
