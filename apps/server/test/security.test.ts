import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_RULE_TEXTS } from '@panel/shared/staff-rules.ts';
import { buildApp } from '../src/app.ts';
import { businesses, paymentOrders, users } from '../src/db/schema/index.ts';
import { PANEL_CSP } from '../src/plugins/web-security.ts';
import {
  Client,
  DEMO_HOST,
  DEMO_PASSWORD,
  buildTestApp,
  loginStaff,
  signUpCustomer,
  uniquePhone,
} from './helpers.ts';
import { createPlan, monthlyPlan } from './payments-fixtures.ts';
import { seedDemoCard } from '../src/seed/cards.ts';

const t = await buildTestApp();
const { app, ids } = t;

const staffRow = async (phone: string) =>
  (await app.db.select().from(users).where(eq(users.phoneNumber, phone)))[0]!;

describe('who may edit whom among staff', () => {
  it('keeps a plain admin off a superadmin and off the superadmin role', async () => {
    const admin = await loginStaff(app, '9000000002');
    const superadmin = await staffRow('9000000001');
    for (const change of [{ isActive: false }, { roles: ['admin'] }, { hideBilling: true }, { name: 'X' }]) {
      const res = await admin.post('/api/v1/franchisee/edit', { franchiseeId: superadmin.id, ...change });
      expect(res.statusCode).toBe(403);
      expect(res.json().data.message).toBe(STAFF_RULE_TEXTS.superadminOnly);
    }
    const after = await staffRow('9000000001');
    expect(after).toMatchObject({ isActive: true, hideBilling: false, roles: ['superadmin', 'admin'] });

    const creator = await staffRow('9000000003');
    const grant = await admin.post('/api/v1/franchisee/edit', {
      franchiseeId: creator.id,
      roles: ['superadmin', 'creator'],
    });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().data.message).toBe(STAFF_RULE_TEXTS.grantSuperadmin);
    const made = await admin.post('/api/v1/franchisee/signup', {
      phoneNumber: uniquePhone(),
      name: 'Would-be Superadmin',
      roles: ['superadmin'],
    });
    expect(made.statusCode).toBe(403);
    // Within their own grant an admin still manages staff.
    const peer = await admin.post('/api/v1/franchisee/edit', {
      franchiseeId: creator.id,
      roles: ['creator', 'franchisee'],
    });
    expect(peer.statusCode).toBe(200);
    await admin.post('/api/v1/franchisee/edit', { franchiseeId: creator.id, roles: ['creator'] });
  });

  it('never lets the platform lose its last active superadmin', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const self = await staffRow('9000000001');
    const demote = await superadmin.post('/api/v1/franchisee/edit', {
      franchiseeId: self.id,
      roles: ['admin'],
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json().data.message).toBe(STAFF_RULE_TEXTS.lastSuperadmin);

    // With a second superadmin, the first may step down; the second is then the last one.
    const phoneNumber = uniquePhone();
    const second = await superadmin.post('/api/v1/franchisee/signup', {
      phoneNumber,
      name: 'Second Superadmin',
      roles: ['superadmin', 'admin'],
      password: 'Second123',
    });
    expect(second.statusCode).toBe(200);
    const other = new Client(app);
    await other.post('/api/v1/franchisee/login', { phoneNumber, password: 'Second123' });
    const stepDown = await superadmin.post('/api/v1/franchisee/edit', {
      franchiseeId: self.id,
      roles: ['admin'],
    });
    expect(stepDown.statusCode).toBe(200);
    const secondId = second.json().data.franchiseeId;
    const disableLast = await other.post('/api/v1/franchisee/edit', {
      franchiseeId: secondId,
      isActive: false,
    });
    expect(disableLast.statusCode).toBe(403);
    // Put the demo back as it was.
    expect(
      (await other.post('/api/v1/franchisee/edit', { franchiseeId: self.id, roles: ['superadmin', 'admin'] }))
        .statusCode,
    ).toBe(200);
  });
});

describe('staff who may not see a business cannot read its orders', () => {
  it('answers an order by id only to those who see its business', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const { subscriptionPlanId } = await createPlan(superadmin, monthlyPlan());
    const creator = await staffRow('9000000003');
    const { client: owner, user } = await signUpCustomer(app);
    const [b] = await app.db
      .insert(businesses)
      .values({
        agencyId: ids.demoAgencyId,
        ownerUserId: user.userId,
        businessName: 'Made by the creator',
        businessMadeBy: '9000000003',
        madeByUserId: creator.id,
      })
      .returning();
    // The creator takes the order for the customer (a customer cannot pay for a business staff made).
    const order = await (await loginStaff(app, '9000000003')).post('/api/v1/payment/order', {
      businessId: b!.id,
      subscriptionPlanId,
    });
    expect(order.statusCode).toBe(200);
    const url = `/api/v1/payment/order/${order.json().data.order.id}`;
    for (const phone of ['9000000001', '9000000002', '9000000003', '9000000005'])
      expect((await (await loginStaff(app, phone)).get(url)).statusCode, phone).toBe(200);
    expect((await owner.get(url)).statusCode).toBe(200);
    const franchisee = await loginStaff(app, '9000000004');
    expect((await franchisee.get(url)).statusCode).toBe(404);
    expect((await (await signUpCustomer(app)).client.get(url)).statusCode).toBe(404);
  });
});

describe('the redirect callback without a signature', () => {
  it('shows the reason to the browser and stores nothing', async () => {
    const { client, user } = await signUpCustomer(app);
    const superadmin = await loginStaff(app, '9000000001');
    const { subscriptionPlanId } = await createPlan(superadmin, monthlyPlan());
    const [b] = await app.db
      .insert(businesses)
      .values({ agencyId: ids.demoAgencyId, ownerUserId: user.userId, businessName: 'Victim Shop' })
      .returning();
    const orderId = (
      await client.post('/api/v1/payment/order', { businessId: b!.id, subscriptionPlanId })
    ).json().data.order.id as string;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/callback',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        'error[description]': 'Forged failure',
        'error[metadata]': JSON.stringify({ order_id: orderId }),
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(decodeURIComponent(String(res.headers.location))).toContain('paymentError=Forged failure');
    const [row] = await app.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
    expect(row).toMatchObject({ status: 'created', failureReason: null });
  });
});

describe('sign-in lock-out is per number and address', () => {
  it('lets the owner sign in and reset from another address while one address is locked out', async () => {
    const phoneNumber = '9000000004';
    const attempt = (ip: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/franchisee/login',
        remoteAddress: ip,
        headers: { host: DEMO_HOST },
        payload: { phoneNumber, password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt('203.0.113.9', 'wrong-guess')).statusCode).toBe(401);
    expect((await attempt('203.0.113.9', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await attempt('198.51.100.7', DEMO_PASSWORD)).statusCode).toBe(200);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/v1/franchisee/verifyPhoneNumber',
      remoteAddress: '198.51.100.7',
      headers: { host: DEMO_HOST },
      payload: { phoneNumber, fromForgotPassword: true },
    });
    expect(forgot.json().data).toEqual({ franchiseeExist: true, otpSent: true });
  });

  it('still caps one number across many addresses', async () => {
    const limited = await buildApp({
      config: { ...t.config, AUTH_IDENTITY_CEILING_PER_MINUTE: 3 },
      database: t.database,
      logger: false,
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: `192.0.2.${i + 1}`,
        headers: { host: DEMO_HOST },
        payload: { phoneNumber: '9000000099', password: 'nope' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes[3]).toBe(429);
    await limited.close();
  });
});

describe('cross-site writes', () => {
  const login = (
    headers: Record<string, string>,
    payload: string | object = { phoneNumber: '9000000002', password: DEMO_PASSWORD },
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/franchisee/login',
      headers: { host: DEMO_HOST, ...headers },
      payload,
    });

  it('takes JSON only on JSON endpoints (415), and form posts only on the payment callback', async () => {
    const form = await login(
      { 'content-type': 'application/x-www-form-urlencoded' },
      'phoneNumber=9000000002&password=Demo%401234',
    );
    expect(form.statusCode).toBe(415);
    expect(form.json().data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await login({ 'content-type': 'text/plain' }, '{"phoneNumber":"9000000002"}')).statusCode).toBe(
      415,
    );
    expect((await login({ 'content-type': 'multipart/form-data; boundary=x' }, '--x--')).statusCode).toBe(
      415,
    );
    expect((await login({})).statusCode).toBe(200);
  });

  it('refuses a write from another site (Origin or Sec-Fetch-Site) and lets the own site and servers through', async () => {
    const foreign = await login({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.cookies).toHaveLength(0);
    expect((await login({ origin: 'null' })).statusCode).toBe(403);
    expect((await login({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // A sibling agency on the same machine is another site too.
    expect((await login({ origin: 'http://solo.localhost' })).statusCode).toBe(403);
    expect((await login({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
    expect((await login({ origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
    expect((await login({})).statusCode).toBe(200);
    // Reads are not writes.
    const read = await app.inject({
      method: 'GET',
      url: '/api/v1/agency-details',
      headers: { host: DEMO_HOST, origin: 'https://evil.example' },
    });
    expect(read.statusCode).toBe(200);
  });

  it('lets the Razorpay redirect callback in cross-site (it proves itself by signature)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/payment/callback',
      headers: {
        host: DEMO_HOST,
        origin: 'https://api.razorpay.com',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'razorpay_payment_id=pay_X&razorpay_order_id=order_Y&razorpay_signature=forged',
    });
    expect(res.statusCode).toBe(303);
    expect(decodeURIComponent(String(res.headers.location))).toContain('could not be verified');
  });
});

describe('headers and hosts', () => {
  it('sends nosniff everywhere and the no-framing policy on the panel and API', async () => {
    for (const url of ['/api/v1/agency-details', '/panel/login', '/api/v1/nowhere']) {
      const res = await app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toBe(PANEL_CSP);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect(PANEL_CSP).toContain("frame-ancestors 'none'");
  });

  it('in production: HSTS, and a host no agency owns is refused unless a fallback origin is configured', async () => {
    const production = await buildApp({
      config: { ...t.config, APP_MODE: 'production' },
      database: t.database,
      logger: false,
    });
    const known = await production.inject({
      method: 'GET',
      url: '/api/v1/agency-details',
      headers: { host: DEMO_HOST },
    });
    expect(known.statusCode).toBe(200);
    expect(known.headers['strict-transport-security']).toBe('max-age=31536000');
    const unknown = await production.inject({
      method: 'GET',
      url: '/api/v1/agency-details',
      headers: { host: 'attacker.example' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.message).toBe('This address does not belong to any agency on this server.');
    const health = await production.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.0.0.5:3000' },
    });
    expect(health.statusCode).toBe(200);
    await production.close();

    const fallback = await buildApp({
      config: { ...t.config, APP_MODE: 'production', UNKNOWN_HOST_ORIGIN: 'https://panel.example.com' },
      database: t.database,
      logger: false,
    });
    await seedDemoCard(app.db, ids);
    const staff = new Client(fallback, 'attacker.example');
    await staff.post('/api/v1/franchisee/login', { phoneNumber: '9000000002', password: DEMO_PASSWORD });
    const list = (await staff.get('/api/v1/getcardlist')).json().data.list as { publicUrl: string }[];
    expect(list.length).toBeGreaterThan(0);
    // Links (and so anything cached from them) use the configured origin, never the forged Host.
    for (const card of list) expect(card.publicUrl).toMatch(/^https:\/\/panel\.example\.com\//);
    await fallback.close();
  });
});
