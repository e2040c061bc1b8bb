import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginStaff, type Client, type TestApp } from './helpers.ts';
import { createPlan, customerWithBusiness, monthlyPlan } from './payments-fixtures.ts';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await buildTestApp({ seed: 'full' });
  admin = await loginStaff(t.app, '9000000002');
});

describe('GET /api/v1/business/subscription-plan', () => {
  it('shows a customer the seeded plans of the agency, displayOrder descending', async () => {
    const { client } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const res = await client.get('/api/v1/business/subscription-plan');
    expect(res.statusCode).toBe(200);
    const plans = res.json().data as {
      name: string;
      displayOrder: number;
      isFreeTrialPlan: boolean;
      validityUnit: string;
    }[];
    expect(plans.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Free Trial',
        'Basic Monthly',
        'Premium Monthly',
        'Basic Yearly',
        'Premium Yearly',
      ]),
    );
    const orders = plans.map((p) => p.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => b - a));
    expect(plans.filter((p) => p.isFreeTrialPlan)).toHaveLength(1);
    expect(plans.find((p) => p.name === 'Free Trial')).toMatchObject({
      validity: 7,
      validityUnit: 'day',
      price: 0,
    });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/business/subscription-plan' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/v1/business/subscription-plan', () => {
  it('creates and updates a plan with limits and frame visibility', async () => {
    const created = await createPlan(
      admin,
      monthlyPlan({ name: 'Silver', frameVisibility: { hideProductFrame: true } }),
    );
    expect(created).toMatchObject({
      name: 'Silver',
      price: 49900,
      limits: {
        digitalCardIncluded: true,
        digitalCardLimit: 1,
        greetingImagesLimit: -1,
        pdfCardLimit: 1,
        greetingVideosLimit: 0,
      },
      frameVisibility: { hideProductFrame: true, hideRegularFrame: false },
    });
    const updated = await admin.post('/api/v1/business/subscription-plan', {
      plan: {
        ...monthlyPlan(),
        subscriptionPlanId: created.subscriptionPlanId,
        name: 'Silver+',
        displayOrder: 99,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      subscriptionPlanId: created.subscriptionPlanId,
      name: 'Silver+',
      displayOrder: 99,
    });
  });

  it('clears frame toggles without greeting images and refuses an unlocked digital card', async () => {
    const p = await createPlan(
      admin,
      monthlyPlan({ limits: {}, frameVisibility: { hideRegularFrame: true } }),
    );
    expect(
      (p as unknown as { frameVisibility: { hideRegularFrame: boolean } }).frameVisibility.hideRegularFrame,
    ).toBe(false);
    const res = await admin.post('/api/v1/business/subscription-plan', {
      plan: monthlyPlan({ limits: { digitalCardIncluded: false } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields['plan.limits.digitalCardIncluded']).toBe(
      'The digital card is always included.',
    );
  });

  it('answers 400 with field messages for bad input, never 5xx', async () => {
    const res = await admin.post('/api/v1/business/subscription-plan', { plan: { name: '', price: 'abc' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.code).toBe('VALIDATION_FAILED');
    expect(res.json().data.fields['plan.price']).toBe('Price must be a number');
  });

  it('keeps one free trial per agency', async () => {
    const res = await admin.post('/api/v1/business/subscription-plan', {
      plan: { name: 'Another trial', price: 0, validity: 3, validityUnit: 'day', isFreeTrialPlan: true },
    });
    expect(res.statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const { client } = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    expect(
      (await client.post('/api/v1/business/subscription-plan', { plan: monthlyPlan() })).statusCode,
    ).toBe(403);
    const creator = await loginStaff(t.app, '9000000003');
    expect(
      (await creator.post('/api/v1/business/subscription-plan', { plan: monthlyPlan() })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/v1/business/subscription-plan/{id}', () => {
  it('removes the plan from the chooser', async () => {
    const p = await createPlan(admin, monthlyPlan({ name: 'Short-lived' }));
    const res = await admin.delete(`/api/v1/business/subscription-plan/${p.subscriptionPlanId}`);
    expect(res.statusCode).toBe(200);
    const list = (await admin.get('/api/v1/business/subscription-plan')).json().data as {
      subscriptionPlanId: string;
    }[];
    expect(list.map((x) => x.subscriptionPlanId)).not.toContain(p.subscriptionPlanId);
    expect(
      (await admin.delete(`/api/v1/business/subscription-plan/${p.subscriptionPlanId}`)).statusCode,
    ).toBe(404);
  });
});

describe('agencies', () => {
  it('hides other agencies: another agency admin gets 404 for our plan', async () => {
    const p = await createPlan(admin, monthlyPlan());
    const soloAdmin = await loginStaff(t.app, '9000000006', 'solo.localhost');
    expect(
      (await soloAdmin.delete(`/api/v1/business/subscription-plan/${p.subscriptionPlanId}`)).statusCode,
    ).toBe(404);
    const soloList = (await soloAdmin.get('/api/v1/business/subscription-plan')).json().data as {
      subscriptionPlanId: string;
      agencyId: string;
    }[];
    expect(soloList.map((x) => x.subscriptionPlanId)).not.toContain(p.subscriptionPlanId);
    // Every demo agency has its own plans, so its customers never meet an empty chooser.
    expect(soloList.length).toBeGreaterThan(0);
    expect(soloList.every((x) => x.agencyId === t.ids.soloAgencyId)).toBe(true);
  });

  it('lets a superadmin manage another agency by agencyId, and nobody else', async () => {
    const superadmin = await loginStaff(t.app, '9000000001');
    const created = await superadmin.post('/api/v1/business/subscription-plan', {
      plan: monthlyPlan({ name: 'Solo Gold' }),
      agencyId: t.ids.soloAgencyId,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.agencyId).toBe(t.ids.soloAgencyId);
    const listed = await superadmin.get(`/api/v1/business/subscription-plan?agencyId=${t.ids.soloAgencyId}`);
    expect((listed.json().data as { name: string }[]).map((p) => p.name)).toContain('Solo Gold');
    const forbidden = await admin.get(`/api/v1/business/subscription-plan?agencyId=${t.ids.soloAgencyId}`);
    expect(forbidden.statusCode).toBe(403);
  });
});
