import { parse as parseCsv } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import { businesses, cards } from '../src/db/schema/index.ts';
import { basicDetails, businessBody } from './card-fixtures.ts';
import { buildTestApp, loginStaff, uniquePhone, type Client } from './helpers.ts';

/**
 * All Businesses and All Projects run one prepared statement per filter shape (which filters are
 * given, and the values that change the SQL: subscribed, paid, plan, search field …), every other
 * value bound to it. A statement reused with another request's values, or for another shape, would
 * answer the wrong rows: here each shape is asked with several values, and the shapes that differ in
 * one structural value only are asked side by side.
 */
const { app } = await buildTestApp();
const TAG = `Shape${Date.now().toString(36)}`;
const ADMIN = '9000000002';
const FRANCHISEE = '9000000004';
const admin = await loginStaff(app, ADMIN);
const franchisee = await loginStaff(app, FRANCHISEE);

const dayFromToday = (days: number) =>
  new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const categoryIds = (
  (await admin.get('/api/v1/business/categories')).json().data.list as { categoryId: string }[]
).map((c) => c.categoryId);
const [cat1, cat2] = categoryIds;
if (!cat1 || !cat2) throw new Error('two categories are seeded');

/** A business (and its card) registered by `staff` for a new customer. */
async function register(staff: Client, name: string, categoryId: string) {
  const res = await staff.post('/api/v1/business/registerUserAndGetBusinesses', {
    phoneNumber: uniquePhone(),
    business: businessBody(categoryId, `${TAG} ${name}`),
  });
  expect(res.statusCode).toBe(200);
  const businessId = res.json().data.businesses.list[0].businessId as string;
  const card = await staff.post('/api/v1/updateCardBasicDetails', {
    businessId,
    basicDetails: basicDetails(`${TAG} ${name}`),
  });
  expect(card.statusCode).toBe(201);
  return businessId;
}

// Alpha: paid, plan active, published. Bravo: unpaid, no plan. Charlie: paid, plan ended, card
// inactive and published. Delta: unpaid, plan active. Alpha and Charlie made by the admin in the
// first category, Bravo and Delta by the franchisee in the second.
const alpha = await register(admin, 'Alpha', cat1);
await register(franchisee, 'Bravo', cat2);
const charlie = await register(admin, 'Charlie', cat1);
const delta = await register(franchisee, 'Delta', cat2);
// Written before any list is asked with these filters, so no kept total predates them.
const plan = (expiry: string) => ({
  activePlanId: 'test-plan',
  activePlanName: 'Test',
  expiryDateForCustomer: expiry,
});
await app.db
  .update(businesses)
  .set({ paymentStatus: 1, ...plan(dayFromToday(30)) })
  .where(eq(businesses.id, alpha));
await app.db
  .update(businesses)
  .set({ paymentStatus: 1, ...plan(dayFromToday(-10)) })
  .where(eq(businesses.id, charlie));
await app.db
  .update(businesses)
  .set(plan(dayFromToday(200)))
  .where(eq(businesses.id, delta));
await app.db
  .update(cards)
  .set({ settings: sql`${cards.settings} || '{"published": true}'::jsonb` })
  .where(inArray(cards.businessId, [alpha, charlie]));
await app.db.update(cards).set({ status: 'inactive' }).where(eq(cards.businessId, charlie));

type Row = { businessName: string; businessId: string; cardNo?: number };
const rowsOf = async (url: string) => {
  const res = await admin.get(url);
  expect(res.statusCode).toBe(200);
  return res.json().data as { list: Row[]; total: number };
};
/** The names (without the tag) of this file's rows in a list answer, sorted. */
const tagged = async (url: string) =>
  (await rowsOf(url)).list
    .map((r) => r.businessName)
    .filter((n) => n.startsWith(`${TAG} `))
    .map((n) => n.slice(TAG.length + 1))
    .sort();
const search = `search=${encodeURIComponent(TAG)}`;

describe('All Businesses: one statement per filter shape', () => {
  it('answers each request of a shape with its own values', async () => {
    // Twice round, alternating: on PostgreSQL a named statement may change its plan after 5 runs.
    for (let round = 0; round < 2; round++) {
      expect(await tagged(`/api/v1/business?categoryId=${cat1}&madeBy=${ADMIN}`)).toEqual([
        'Alpha',
        'Charlie',
      ]);
      expect(await tagged(`/api/v1/business?categoryId=${cat2}&madeBy=${FRANCHISEE}`)).toEqual([
        'Bravo',
        'Delta',
      ]);
      expect(await tagged(`/api/v1/business?categoryId=${cat1}&madeBy=${FRANCHISEE}`)).toEqual([]);
      expect(await tagged(`/api/v1/business?${search}%20Alpha`)).toEqual(['Alpha']);
      expect(await tagged(`/api/v1/business?${search}%20Delta`)).toEqual(['Delta']);
      expect(await tagged(`/api/v1/business?madeBy=${FRANCHISEE}&plan=active`)).toEqual(['Delta']);
      expect(await tagged(`/api/v1/business?madeBy=${ADMIN}&plan=active`)).toEqual(['Alpha']);
    }
    // Created today (India dates): inside today's range, outside tomorrow's and yesterday's.
    const today = todayInIndia();
    expect(await tagged(`/api/v1/business?${search}&from=${today}&to=${today}`)).toHaveLength(4);
    expect(await tagged(`/api/v1/business?from=${today}&to=${today}&madeBy=${ADMIN}`)).toEqual([
      'Alpha',
      'Charlie',
    ]);
    expect(
      await tagged(`/api/v1/business?from=${dayFromToday(1)}&to=${dayFromToday(2)}&madeBy=${ADMIN}`),
    ).toEqual([]);
    expect(
      await tagged(`/api/v1/business?from=${dayFromToday(-2)}&to=${dayFromToday(-1)}&madeBy=${ADMIN}`),
    ).toEqual([]);
    // Paging: the same statement, another limit and offset.
    const page = (n: number) =>
      tagged(
        `/api/v1/business?${search}&madeBy=${FRANCHISEE}&sortBy=businessName&sortOrder=asc&limit=1&page=${n}`,
      );
    expect([await page(1), await page(2)]).toEqual([['Bravo'], ['Delta']]);
  });

  it('tells apart shapes that differ in one structural value', async () => {
    expect(await tagged(`/api/v1/business?${search}&subscribed=true`)).toEqual(['Alpha', 'Delta']);
    expect(await tagged(`/api/v1/business?${search}&subscribed=false`)).toEqual(['Bravo', 'Charlie']);
    expect(await tagged(`/api/v1/business?${search}&paid=true`)).toEqual(['Alpha', 'Charlie']);
    expect(await tagged(`/api/v1/business?${search}&paid=false`)).toEqual(['Bravo', 'Delta']);
    expect(await tagged(`/api/v1/business?madeBy=${FRANCHISEE}&subscribed=true`)).toEqual(['Delta']);
    expect(await tagged(`/api/v1/business?madeBy=${FRANCHISEE}&subscribed=false`)).toEqual(['Bravo']);
    expect(await tagged(`/api/v1/business?madeBy=${ADMIN}&plan=expired`)).toEqual(['Charlie']);
    expect(await tagged(`/api/v1/business?madeBy=${FRANCHISEE}&plan=expiring`)).toEqual([]);
    // A category id that is no uuid matches nothing; a real one its businesses.
    expect((await rowsOf(`/api/v1/business?${search}&categoryId=not-a-uuid`)).total).toBe(0);
    expect(await tagged(`/api/v1/business?${search}&categoryId=${cat2}`)).toEqual(['Bravo', 'Delta']);
    // Sort order is part of the shape.
    const names = async (order: string) =>
      (await rowsOf(`/api/v1/business?${search}&sortBy=businessName&sortOrder=${order}`)).list.map(
        (r) => r.businessName,
      );
    expect(await names('desc')).toEqual((await names('asc')).reverse());
  });
});

describe('All Projects: one statement per filter shape', () => {
  const cardsUrl = (q: string) => `/api/v1/getcardlist?${q}`;
  it('answers each request of a shape with its own values', async () => {
    for (let round = 0; round < 2; round++) {
      expect(await tagged(cardsUrl(`${search}&searchField=businessName&published=true`))).toEqual([
        'Alpha',
        'Charlie',
      ]);
      expect(await tagged(cardsUrl(`${search}&searchField=businessName&published=false`))).toEqual([
        'Bravo',
        'Delta',
      ]);
      expect(await tagged(cardsUrl(`madeBy=${ADMIN}&status=inactive`))).toEqual(['Charlie']);
      expect(await tagged(cardsUrl(`madeBy=${ADMIN}&status=active`))).toEqual(['Alpha']);
      expect(await tagged(cardsUrl(`madeBy=${FRANCHISEE}&status=active`))).toEqual(['Bravo', 'Delta']);
      expect(await tagged(cardsUrl(`${search}%20Bravo&searchField=companyName`))).toEqual(['Bravo']);
      expect(await tagged(cardsUrl(`${search}%20Charlie&searchField=companyName`))).toEqual(['Charlie']);
    }
  });

  it('tells apart shapes that differ in the search field or Subscribed', async () => {
    expect(await tagged(cardsUrl(`${search}&searchField=businessName&subscribed=true`))).toEqual([
      'Alpha',
      'Delta',
    ]);
    expect(await tagged(cardsUrl(`${search}&searchField=businessName&subscribed=false`))).toEqual([
      'Bravo',
      'Charlie',
    ]);
    expect(await tagged(cardsUrl(`madeBy=${FRANCHISEE}&subscribed=true`))).toEqual(['Delta']);
    expect(await tagged(cardsUrl(`madeBy=${FRANCHISEE}&subscribed=false`))).toEqual(['Bravo']);
    // The same text in another field: the tag is in the business and company names, not in template codes.
    expect(await tagged(cardsUrl(`${search}&searchField=companyName`))).toHaveLength(4);
    expect(await tagged(cardsUrl(`${search}&searchField=templateCode`))).toEqual([]);
  });

  it('pages sorted by business name follow each other in order, within what the caller sees', async () => {
    /** Every page of the caller's cards by business name, three a page, read one after the other. */
    const allPages = async (who: Client) => {
      const listed: Row[] = [];
      for (let page = 1; ; page++) {
        const res = await who.get(cardsUrl(`sortBy=businessName&sortOrder=asc&limit=3&page=${page}`));
        expect(res.statusCode).toBe(200);
        const { list, total } = res.json().data as { list: Row[]; total: number };
        listed.push(...list);
        if (list.length < 3) return { listed, total };
      }
    };
    for (const [who, ours] of [
      [admin, ['Alpha', 'Bravo', 'Charlie', 'Delta']],
      [franchisee, ['Bravo', 'Delta']],
    ] as const) {
      const { listed, total } = await allPages(who);
      expect(listed).toHaveLength(total);
      // The pages read one by one are the whole list read at once, in the database's collation.
      const whole = await who.get(cardsUrl('sortBy=businessName&sortOrder=asc&limit=100'));
      expect(total).toBeLessThanOrEqual(100);
      expect(listed.map((r) => r.cardNo)).toEqual((whole.json().data.list as Row[]).map((r) => r.cardNo));
      expect(listed.map((r) => r.businessName).filter((n) => n.startsWith(`${TAG} `))).toEqual(
        ours.map((n) => `${TAG} ${n}`),
      );
    }
  });
});

describe('the reports export what the lists show', () => {
  const csvRows = async (url: string) => {
    const res = await admin.get(url);
    expect(res.statusCode).toBe(200);
    return parseCsv(res.body, { bom: true, columns: true }) as Record<string, string>[];
  };
  it('the business report holds the businesses of the screen, filter for filter', async () => {
    for (const q of [`paid=false&madeBy=${FRANCHISEE}`, `${search}&subscribed=true`, `plan=expired`]) {
      const screen = await rowsOf(`/api/v1/business?${q}&limit=100`);
      const exported = await csvRows(`/api/v1/reports/project-report/business?${q}&format=csv`);
      expect(exported.map((r) => r['Business ID']).sort()).toEqual(
        screen.list.map((r) => r.businessId).sort(),
      );
      expect(exported.length).toBe(screen.total);
      expect(screen.total).toBeGreaterThan(0);
    }
  });

  it('the digital-card report holds the cards of the screen, filter for filter', async () => {
    for (const q of [`published=true&subscribed=false`, `${search}&searchField=businessName&status=active`]) {
      const screen = await rowsOf(`/api/v1/getcardlist?${q}&limit=100`);
      const exported = await csvRows(`/api/v1/reports/project-report/digital-card?${q}&format=csv`);
      expect(exported.map((r) => Number(r['Card no'])).sort()).toEqual(
        screen.list.map((r) => r.cardNo).sort(),
      );
      expect(exported.length).toBe(screen.total);
      expect(screen.total).toBeGreaterThan(0);
    }
  });
});
