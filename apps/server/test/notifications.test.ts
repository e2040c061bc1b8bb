import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminNotifications, businesses, otpChallenges } from '../src/db/schema/index.ts';
import { notify } from '../src/modules/notifications/service.ts';
import { intlLocale } from '@panel/shared/i18n/languages.ts';
import { addCalendarDays, formatCalendarDate, todayInIndia } from '@panel/shared/plans/dates.ts';
import {
  buildTestApp,
  Client,
  latestOtp,
  loginStaff,
  signUpCustomer,
  SOLO_HOST,
  uniqueEmail,
  uniquePhone,
  type TestApp,
} from './helpers.ts';
import {
  checkout,
  createPlan,
  customerWithBusiness,
  monthlyPlan,
  payForPlan,
  reportEveryWay,
  resetSwitches,
  settleWebhooks,
  switches,
} from './payments-fixtures.ts';

/**
 * The staff bell (GET/PUT /api/v1/analytics/admin-notification) on a real database: every event
 * makes exactly one notification, franchisees see only their own customers', agencies never see each
 * other's, customers are refused, and read state is per staff member.
 */
const URL = '/api/v1/analytics/admin-notification';
const FRANCHISEE = '9000000004';

interface Item {
  notificationId: string;
  kind: string;
  title: string;
  message: string;
  businessId: string | null;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

let t: TestApp;
let admin: Client; // 9000000002, admin of Demo Agency
let planId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginStaff(t.app, '9000000002');
  planId = (await createPlan(admin, monthlyPlan({ name: 'Bell Gold' }))).subscriptionPlanId;
});
afterEach(async () => {
  await settleWebhooks(t.app);
  await resetSwitches(t.app);
});

/** The stored notifications of one kind, about one business when given. */
const stored = (kind: string, businessId?: string) =>
  t.app.db
    .select()
    .from(adminNotifications)
    .where(
      and(
        eq(adminNotifications.kind, kind as 'CUSTOMER_SIGNUP'),
        businessId ? eq(adminNotifications.businessId, businessId) : undefined,
      ),
    );

async function list(client: Client, query = 'limit=100') {
  const res = await client.get(`${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { list: Item[]; total: number; unread: number };
}

const ids = (items: Item[]) => items.map((n) => n.notificationId);

describe('events', () => {
  it('a new customer signing up makes one notification with the number masked; a password reset none', async () => {
    const before = (await stored('CUSTOMER_SIGNUP')).length;
    const customer = await signUpCustomer(t.app);
    const phone = customer.phoneNumber ?? '';
    const mine = (await stored('CUSTOMER_SIGNUP')).slice(before);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      agencyId: t.ids.demoAgencyId,
      title: 'New customer',
      message: `A new customer signed up with ${phone.slice(0, 2)}xxxx${phone.slice(-4)}.`,
      businessId: null,
      madeBy: null,
    });
    expect(mine[0]?.message).not.toContain(phone);

    // The same customer resets their password (after the resend cooldown): not a new customer.
    await t.app.db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 60_000) })
      .where(eq(otpChallenges.target, phone));
    const again = new Client(t.app);
    const asked = await again.post('/api/v1/verifyUser', { phoneNumber: phone, fromForgotPassword: true });
    expect(asked.json().data).toMatchObject({ userExist: true, otpSent: true });
    await again.post('/api/v1/verifyOtp', { otp: await latestOtp(again, phone) });
    const reset = await again.post('/api/v1/createPassword', {
      password: 'Secret456',
      fromForgotPassword: true,
    });
    expect(reset.statusCode).toBe(200);
    expect(await stored('CUSTOMER_SIGNUP')).toHaveLength(before + 1);

    // The admin sees it, unread, in the list.
    const seen = await list(admin);
    const item = seen.list.find((n) => n.notificationId === mine[0]?.id);
    expect(item).toMatchObject({ kind: 'CUSTOMER_SIGNUP', isRead: false, link: null });
  });

  it('a foreign customer signing up by e-mail is masked too', async () => {
    const before = (await stored('CUSTOMER_SIGNUP')).length;
    const email = uniqueEmail(); // user.<10 hex>@example.com
    await signUpCustomer(t.app, { email });
    const [n] = (await stored('CUSTOMER_SIGNUP')).slice(before);
    expect(n?.message).toBe(
      `A new customer signed up with us***${email.split('@')[0]?.slice(-1)}@example.com.`,
    );
  });

  it('a customer adding a business makes one notification; a business staff add makes none', async () => {
    const { client } = await signUpCustomer(t.app);
    const categoryId = (await client.get('/api/v1/business/categories')).json().data.list[0].categoryId;
    const added = await client.post('/api/v1/business', { businessName: 'Bell Bakery', categoryId });
    expect(added.statusCode).toBe(201);
    const businessId = added.json().data.businessId as string;
    const mine = await stored('BUSINESS_ADDED', businessId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'New business', madeBy: 'self', link: '/admin/businesses' });
    expect(mine[0]?.message).toMatch(/^98xxxx\d{4} added the business Bell Bakery\.$/);

    // Editing it is not adding it.
    await client.post('/api/v1/business', { businessId, businessName: 'Bell Bakers', categoryId });
    expect(await stored('BUSINESS_ADDED', businessId)).toHaveLength(1);

    const before = (await stored('BUSINESS_ADDED')).length;
    const registered = await admin.post('/api/v1/business/registerUserAndGetBusinesses', {
      phoneNumber: uniquePhone(),
      business: { businessName: 'Staff Made', categoryId },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await stored('BUSINESS_ADDED')).toHaveLength(before);
  });

  it('a payment credited through the gateway makes one notification, however often it is reported', async () => {
    await switches(t.app, { duplicateWebhooks: true, outOfOrder: true, webhookDelayMs: 5 });
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    const answers = await reportEveryWay(t.app, client, body);
    for (const a of answers) expect(a.statusCode).toBe(200);
    // And once more, late, from the browser.
    expect((await client.post('/api/v1/payment/make-payment', body)).statusCode).toBe(200);

    const mine = await stored('PAYMENT_RECEIVED', businessId);
    expect(mine).toHaveLength(1);
    const [b] = await t.app.db
      .select({ name: businesses.businessName })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(mine[0]).toMatchObject({
      title: 'Payment received',
      message: `${b?.name} paid ₹499.00 for the Bell Gold plan.`,
      madeBy: 'self',
      link: '/admin/businesses',
    });
  });

  it('a failed gateway payment tells staff once, with the reason, however often it fails again', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const order = await client.post('/api/v1/payment/order', { businessId, subscriptionPlanId: planId });
    const orderId = order.json().data.order.id as string;
    const failed = await checkout(t.app, orderId, 'failure');
    expect(failed.error?.description).toBeTruthy();
    await checkout(t.app, orderId, 'failure');
    await settleWebhooks(t.app);

    const mine = await stored('PAYMENT_FAILED', businessId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Payment failed', link: '/admin/businesses' });
    expect(mine[0]?.message).toMatch(/could not pay ₹499\.00 for the Bell Gold plan: .+/);
    expect(ids((await list(admin)).list)).toContain(mine[0]?.id);
  });

  it('a payment an admin records by hand is not a gateway payment: no notification', async () => {
    const { businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const res = await admin.post('/api/v1/payment/make-payment', {
      businessId,
      subscriptionPlanId: planId,
      renew: false,
      throughGateway: false,
      isManualUpdate: true,
      isFreeTrialPlan: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored('PAYMENT_RECEIVED', businessId)).toHaveLength(0);
  });

  it('a customer asking for a missing post makes one notification about their business', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const created = await client.post('/api/v1/image-post/request-images', {
      businessId,
      description: 'Please add Pongal greetings in Tamil',
    });
    expect(created.statusCode).toBe(201);
    const mine = await stored('IMAGE_REQUEST', businessId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.message).toMatch(/asked for a greeting post: “Please add Pongal greetings in Tamil”$/);
  });

  it('a notification that cannot be stored is logged and never breaks the caller', async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const outcome = await t.app.db.transaction(async (tx) => {
      // An agency that does not exist: the insert fails on its foreign key.
      await notify(tx, { agencyId: randomUUID(), kind: 'CUSTOMER_SIGNUP', title: 'x', message: 'y' }, log);
      // The caller's transaction is still usable afterwards.
      const [row] = await tx
        .select({ ok: sql<number>`1` })
        .from(businesses)
        .limit(1);
      return row?.ok;
    });
    expect(Number(outcome)).toBe(1);
    expect(log.error).toHaveBeenCalledOnce();
  });
});

describe('who sees what', () => {
  it('franchisees see events about businesses they made; admins and all-card franchisees see all', async () => {
    const theirs = await customerWithBusiness(t.app, t.ids.demoAgencyId, { madeBy: FRANCHISEE });
    const selfMade = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    for (const c of [theirs, selfMade])
      expect(
        (
          await c.client.post('/api/v1/image-post/request-images', {
            businessId: c.businessId,
            description: 'Diwali posts please',
          })
        ).statusCode,
      ).toBe(201);
    const [theirNotice] = await stored('IMAGE_REQUEST', theirs.businessId);
    const [selfNotice] = await stored('IMAGE_REQUEST', selfMade.businessId);
    if (!theirNotice || !selfNotice) throw new Error('no notifications stored');
    expect(theirNotice.madeBy).toBe(FRANCHISEE);

    const franchisee = await loginStaff(t.app, FRANCHISEE);
    const fr = await list(franchisee);
    expect(ids(fr.list)).toContain(theirNotice.id);
    expect(ids(fr.list)).not.toContain(selfNotice.id);
    // Sign-ups are about no business: only those who see the whole agency get them.
    expect(fr.list.every((n) => n.kind !== 'CUSTOMER_SIGNUP')).toBe(true);
    expect(fr.total).toBe(fr.list.length);
    expect((await franchisee.put(`${URL}/${selfNotice.id}/read`)).statusCode).toBe(404);
    expect((await franchisee.put(`${URL}/${theirNotice.id}/read`)).statusCode).toBe(200);

    const creator = await loginStaff(t.app, '9000000003');
    expect(ids((await list(creator)).list)).not.toContain(theirNotice.id);

    for (const phone of ['9000000002', '9000000001', '9000000005']) {
      const staff = await loginStaff(t.app, phone);
      const all = ids((await list(staff)).list);
      expect(all, phone).toContain(theirNotice.id);
      expect(all, phone).toContain(selfNotice.id);
    }
  });

  it("another agency's admin sees none of Demo Agency's and cannot mark one read", async () => {
    await signUpCustomer(t.app);
    const [demoNotice] = await stored('CUSTOMER_SIGNUP');
    if (!demoNotice) throw new Error('no notification stored');
    const solo = await loginStaff(t.app, '9000000006', SOLO_HOST);
    const seen = await list(solo);
    expect(ids(seen.list)).not.toContain(demoNotice.id);
    expect(seen.list.every((n) => !n.message.includes('Demo'))).toBe(true);
    const demoCount = (await list(admin)).total;
    expect(seen.total).toBeLessThan(demoCount);

    const read = await solo.put(`${URL}/${demoNotice.id}/read`);
    expect(read.statusCode).toBe(404);
    expect(read.json().data).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found.' });
    expect((await solo.get(`${URL}?notificationId=${demoNotice.id}`)).json().data).toMatchObject({
      list: [],
      total: 0,
    });

    // A customer signing up at Solo Cards is Solo's, not Demo's.
    const before = await list(solo);
    await signUpCustomer(t.app, { host: SOLO_HOST });
    expect((await list(solo)).total).toBe(before.total + 1);
  });

  it('customers and signed-out callers are refused', async () => {
    const { client } = await signUpCustomer(t.app);
    const [n] = await stored('CUSTOMER_SIGNUP');
    const res = await client.get(URL);
    expect(res.statusCode).toBe(403);
    expect(res.json().data.code).toBe('FORBIDDEN');
    expect((await client.put(`${URL}/${n?.id}/read`)).statusCode).toBe(403);
    expect((await new Client(t.app).get(URL)).statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('newest first, one by id, unread only; read state is per staff member', async () => {
    await signUpCustomer(t.app);
    await signUpCustomer(t.app);
    const all = await list(admin);
    const times = all.list.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const [newest, second] = all.list;
    if (!newest || !second) throw new Error('expected two notifications');
    expect(newest).toMatchObject({ kind: 'CUSTOMER_SIGNUP', isRead: false });

    const one = await list(admin, `notificationId=${second.notificationId}`);
    expect(one).toMatchObject({ total: 1, unread: all.unread });
    expect(ids(one.list)).toEqual([second.notificationId]);

    const paged = await list(admin, 'limit=1&page=2');
    expect(ids(paged.list)).toEqual([second.notificationId]);
    expect(paged.total).toBe(all.total);

    const read = await admin.put(`${URL}/${newest.notificationId}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { notificationId: newest.notificationId, isRead: true } });
    // Marking twice is fine.
    expect((await admin.put(`${URL}/${newest.notificationId}/read`)).statusCode).toBe(200);

    const after = await list(admin);
    expect(after.unread).toBe(all.unread - 1);
    expect(after.list.find((n) => n.notificationId === newest.notificationId)?.isRead).toBe(true);
    const unreadOnly = await list(admin, 'unreadOnly=true&limit=100');
    expect(ids(unreadOnly.list)).not.toContain(newest.notificationId);
    expect(unreadOnly.total).toBe(after.unread);

    // The other admin has not read it.
    const superadmin = await loginStaff(t.app, '9000000001');
    const theirs = await list(superadmin);
    expect(theirs.list.find((n) => n.notificationId === newest.notificationId)?.isRead).toBe(false);
    expect(theirs.unread).toBe(after.unread + 1);
  });

  it('answers 404 for unknown ids and 400 envelopes for a bad query', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await admin.put(`${URL}/${id}/read`);
      expect(res.statusCode).toBe(404);
      expect(res.json().data.code).toBe('NOT_FOUND');
    }
    for (const query of ['limit=0', 'limit=101', 'page=0', 'notificationId=nope', 'unreadOnly=maybe']) {
      const res = await admin.get(`${URL}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().data).toMatchObject({ code: 'VALIDATION_FAILED', fields: expect.any(Object) });
    }
    expect((await list(admin, '')).list.length).toBeLessThanOrEqual(20);
  });
});

describe("the customer's bell (GET /api/v1/notification)", () => {
  const bell = async (c: Client) => {
    const res = await c.get('/api/v1/notification');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      list: { notificationId: string; kind: string; title: string; message: string; isRead: boolean }[];
      unread: number;
    };
  };

  it('warns in a plan’s last three days and for a week after it ends, once each, about the customer’s own', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const other = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const today = todayInIndia();
    const setPlan = (id: string, validTo: string) =>
      t.app.db
        .update(businesses)
        .set({ activePlanName: 'Bell Gold', expiryDateForCustomer: validTo })
        .where(eq(businesses.id, id));

    await setPlan(businessId, addCalendarDays(today, 4));
    await setPlan(other.businessId, addCalendarDays(today, 1));
    expect((await bell(client)).list.filter((n) => n.kind.startsWith('PLAN_EXP'))).toEqual([]);

    await setPlan(businessId, addCalendarDays(today, 2));
    const ending = await bell(client);
    expect(ending.list).toEqual([
      expect.objectContaining({
        kind: 'PLAN_EXPIRING',
        title: 'Plan ending soon',
        message: expect.stringMatching(
          /^Bell Gold for .+ ends on .+\. Renew to keep your card and greetings going\.$/,
        ),
        isRead: false,
      }),
    ]);
    expect(ending.list[0]?.message).toContain(formatCalendarDate(addCalendarDays(today, 2)));
    // Seen once, it stays read.
    await client.put('/api/v1/notification/read');
    expect((await bell(client)).unread).toBe(0);

    await setPlan(businessId, addCalendarDays(today, -3));
    const ended = await bell(client);
    expect(ended.list.map((n) => [n.kind, n.title])).toEqual([['PLAN_EXPIRED', 'Plan ended']]);
    expect(ended.list[0]?.notificationId).not.toBe(ending.list[0]?.notificationId);

    await setPlan(businessId, addCalendarDays(today, -10));
    expect(await bell(client)).toEqual({ list: [], unread: 0 });
  });

  it('tells a customer their plan is active, that staff cancelled it, and that their request was closed', async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const [b] = await t.app.db
      .select({ name: businesses.businessName })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(await bell(client)).toEqual({ list: [], unread: 0 });

    const { body } = await payForPlan(t.app, client, businessId, planId);
    const paid = await client.post('/api/v1/payment/make-payment', body);
    expect(paid.statusCode).toBe(200);
    const recordNo = paid.json().data.recordNo as number;
    await settleWebhooks(t.app);
    let news = await bell(client);
    expect(news.unread).toBe(1);
    expect(news.list).toEqual([
      expect.objectContaining({
        kind: 'PLAN_ACTIVE',
        title: 'Plan active',
        message: expect.stringMatching(
          new RegExp(`^Bell Gold is active for ${b?.name} until \\d{1,2} \\w{3} \\d{4}\\.$`),
        ),
        isRead: false,
      }),
    ]);

    // Opening the bell reads everything so far.
    const seen = await client.put('/api/v1/notification/read');
    expect(seen.statusCode).toBe(200);
    news = await bell(client);
    expect(news.unread).toBe(0);
    expect(news.list.every((n) => n.isRead)).toBe(true);

    expect((await admin.delete(`/api/v1/card-payment?recordNo=${recordNo}`)).statusCode).toBe(200);
    const requested = await client.post('/api/v1/image-post/request-images', {
      businessId,
      description: 'Chhath Puja posts in Bhojpuri',
    });
    const requestId = requested.json().data.requestId as string;
    expect((await admin.post(`/api/v1/image-post/request-images/${requestId}/close`)).statusCode).toBe(200);

    news = await bell(client);
    expect(news.unread).toBe(2);
    expect(news.list.map((n) => [n.kind, n.isRead])).toEqual([
      ['REQUEST_CLOSED', false],
      ['PAYMENT_CANCELLED', false],
      ['PLAN_ACTIVE', true],
    ]);
    expect(news.list[0]?.message).toContain('Chhath Puja posts in Bhojpuri');
    expect(news.list[1]?.message).toBe(
      `Payment #${recordNo} for ${b?.name} was cancelled by your agency. The plan it gave has ended.`,
    );
  });

  it("shows nobody else's news, and is for customers only", async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const { body } = await payForPlan(t.app, client, businessId, planId);
    expect((await client.post('/api/v1/payment/make-payment', body)).statusCode).toBe(200);
    const other = await signUpCustomer(t.app);
    expect(await bell(other.client)).toEqual({ list: [], unread: 0 });
    expect((await admin.get('/api/v1/notification')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/v1/notification')).statusCode).toBe(401);
    expect((await new Client(t.app).put('/api/v1/notification/read')).statusCode).toBe(401);
  });
});

describe('in the reader’s language (Accept-Language)', () => {
  it("a customer's bell in Hindi keeps the business and plan names and dates the day in Hindi", async () => {
    const { client, businessId } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const [b] = await t.app.db
      .update(businesses)
      .set({ activePlanName: 'Bell Gold', expiryDateForCustomer: addCalendarDays(todayInIndia(), 2) })
      .where(eq(businesses.id, businessId))
      .returning({ name: businesses.businessName, validTo: businesses.expiryDateForCustomer });
    const validTo = b?.validTo ?? '';

    client.acceptLanguage = 'hi-IN,hi;q=0.9,en;q=0.8';
    const hindi = (await client.get('/api/v1/notification')).json().data.list as Item[];
    expect(hindi).toEqual([
      expect.objectContaining({
        kind: 'PLAN_EXPIRING',
        title: 'प्लान जल्द खत्म हो रहा है',
        message: `${b?.name} का Bell Gold ${formatCalendarDate(validTo, intlLocale('hi'))} को खत्म हो रहा है। कार्ड और शुभकामनाएँ चालू रखने के लिए रिन्यू करें।`,
      }),
    ]);

    // Without the header (and in English) the words are the spec's.
    client.acceptLanguage = undefined;
    const english = (await client.get('/api/v1/notification')).json().data.list as Item[];
    expect(english[0]).toMatchObject({
      title: 'Plan ending soon',
      message: `Bell Gold for ${b?.name} ends on ${formatCalendarDate(validTo)}. Renew to keep your card and greetings going.`,
    });
    client.acceptLanguage = 'en';
    expect((await client.get('/api/v1/notification')).json().data.list).toEqual(english);
  });

  it('a staff notice stored in English reads in Tamil; in English as stored', async () => {
    const { client } = await signUpCustomer(t.app);
    const categoryId = (await client.get('/api/v1/business/categories')).json().data.list[0].categoryId;
    const added = await client.post('/api/v1/business', { businessName: 'Kovai Stores', categoryId });
    const businessId = added.json().data.businessId as string;
    const [row] = await stored('BUSINESS_ADDED', businessId);
    expect(row?.title).toBe('New business');

    admin.acceptLanguage = 'ta';
    try {
      const tamil = (await list(admin)).list.find((n) => n.businessId === businessId);
      expect(tamil).toMatchObject({ title: 'புதிய வணிகம்' });
      expect(tamil?.message).toMatch(/^98xxxx\d{4} Kovai Stores என்ற வணிகத்தைச் சேர்த்தார்\.$/);
    } finally {
      admin.acceptLanguage = undefined;
    }
    const english = (await list(admin)).list.find((n) => n.businessId === businessId);
    expect(english).toMatchObject({ title: 'New business', message: row?.message });
  });
});
