import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginDemoCustomer, loginStaff, SOLO_HOST, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const names = (res: { json: () => { data: { list: { agencyName: string }[] } } }) =>
  res.json().data.list.map((a) => a.agencyName);

describe('GET /api/v1/agency/list', () => {
  it('gives a superadmin every agency by name, with hosts', async () => {
    const superadmin = await loginStaff(t.app, '9000000001');
    const res = await superadmin.get('/api/v1/agency/list');
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Demo Agency', 'Solo Cards']);
    expect(res.json().data.total).toBe(2);
    const solo = res.json().data.list[1];
    expect(solo).toMatchObject({ hosts: [SOLO_HOST], isDefault: false, logoUrl: null });
  });

  it('searches by name literally and pages', async () => {
    const superadmin = await loginStaff(t.app, '9000000001');
    expect(names(await superadmin.get('/api/v1/agency/list?search=solo'))).toEqual(['Solo Cards']);
    expect(names(await superadmin.get('/api/v1/agency/list?search=%25'))).toEqual([]);
    const page2 = await superadmin.get('/api/v1/agency/list?limit=1&page=2');
    expect(names(page2)).toEqual(['Solo Cards']);
    expect(page2.json().data.total).toBe(2);
  });

  it('refuses agency admins, franchisees, customers and strangers, and bad paging', async () => {
    for (const [phone, host] of [
      ['9000000002', undefined],
      ['9000000006', SOLO_HOST],
    ] as const) {
      const admin = await loginStaff(t.app, phone, host);
      expect((await admin.get('/api/v1/agency/list')).statusCode).toBe(403);
    }
    const franchisee = await loginStaff(t.app, '9000000004');
    expect((await franchisee.get('/api/v1/agency/list')).statusCode).toBe(403);
    const customer = await loginDemoCustomer(t.app);
    expect((await customer.get('/api/v1/agency/list')).statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/v1/agency/list' });
    expect(anonymous.statusCode).toBe(401);
    const superadmin = await loginStaff(t.app, '9000000001');
    const bad = await superadmin.get('/api/v1/agency/list?limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.code).toBe('VALIDATION_FAILED');
  });
});
