import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { anyCategoryId, basicDetails, businessBody } from './card-fixtures.ts';
import { Client, buildTestApp, latestOtp, loginStaff, uniqueEmail, uniquePhone } from './helpers.ts';
import { createPlan, monthlyPlan } from './payments-fixtures.ts';

const { app } = await buildTestApp();

const expectError = (
  res: { statusCode: number; json: () => { data: { message: string } } },
  status: number,
) => {
  expect(res.statusCode).toBe(status);
  return res.json().data.message;
};

/** An admin signs up a franchisee with a password; answers the franchisee's signed-in client and id. */
async function newFranchisee(admin: Client, roles = ['franchisee']) {
  const phoneNumber = uniquePhone();
  const made = await admin.post('/api/v1/franchisee/signup', {
    phoneNumber,
    name: 'Field Seller',
    email: uniqueEmail(),
    roles,
    permissions: ['cards:create'],
    password: 'Field1234',
  });
  expect(made.statusCode).toBe(200);
  const client = new Client(app);
  const login = await client.post('/api/v1/franchisee/login', { phoneNumber, password: 'Field1234' });
  expect(login.statusCode).toBe(200);
  return { client, phoneNumber, id: made.json().data.franchiseeId as string };
}

/** The franchisee makes a customer with a business (and a card when asked) from their Home. */
async function makeCustomer(franchisee: Client, name: string, withCard: boolean) {
  const categoryId = await anyCategoryId(franchisee);
  const res = await franchisee.post('/api/v1/business/registerUserAndGetBusinesses', {
    phoneNumber: uniquePhone(),
    name,
    business: businessBody(categoryId, name),
  });
  expect(res.statusCode).toBe(200);
  const businessId = res.json().data.businesses.list[0].businessId as string;
  if (withCard) {
    const card = await franchisee.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: basicDetails(name),
    });
    expect(card.statusCode).toBe(201);
  }
  return businessId;
}

describe('Franchisee List', () => {
  it('signs up a franchisee who signs in and sees only their customers; the row counts what they sold', async () => {
    const admin = await loginStaff(app, '9000000002');
    const a = await newFranchisee(admin);
    const b = await newFranchisee(admin);
    const a1 = await makeCustomer(a.client, 'Alpha Stores', true);
    await makeCustomer(a.client, 'Alpha Bakers', false);
    const b1 = await makeCustomer(b.client, 'Beta Mobiles', true);

    const mine = (await a.client.get('/api/v1/business?limit=100')).json().data;
    expect(mine.list.map((x: { businessName: string }) => x.businessName).sort()).toEqual([
      'Alpha Bakers',
      'Alpha Stores',
    ]);
    expect(expectError(await a.client.get(`/api/v1/business/${b1}`), 404)).toBeTruthy();

    // Hand-computed: A made 2 customers, 1 card; one manual plan of ₹499 this month on A's business.
    const plan = await createPlan(admin, monthlyPlan({ price: 49900 }));
    const paid = await admin.post('/api/v1/card-payment', {
      businessId: a1,
      subscriptionPlanId: plan.subscriptionPlanId,
    });
    expect(paid.statusCode).toBe(200);

    const list = await admin.get(`/api/v1/franchisee/list?search=${a.phoneNumber}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual({
      total: 1,
      list: [
        expect.objectContaining({
          franchiseeId: a.id,
          phoneNumber: a.phoneNumber,
          roles: ['franchisee'],
          permissions: ['cards:create'],
          customers: 2,
          cards: 1,
          salesThisMonth: 49900,
        }),
      ],
    });
    const rowB = (await admin.get(`/api/v1/franchisee/list?search=${b.phoneNumber}`)).json().data.list[0];
    expect(rowB).toMatchObject({ customers: 1, cards: 1, salesThisMonth: 0 });
    // Only declared fields go out: no password hash.
    expect(JSON.stringify(list.json())).not.toContain('passwordHash');
  });

  it('filters by role and status, and all=true answers everyone', async () => {
    const admin = await loginStaff(app, '9000000002');
    const c = await newFranchisee(admin, ['creator']);
    await admin.post('/api/v1/franchisee/edit', { franchiseeId: c.id, isActive: false });
    const inactive = (await admin.get('/api/v1/franchisee/list?status=inactive&limit=100')).json().data;
    expect(inactive.list.map((f: { franchiseeId: string }) => f.franchiseeId)).toContain(c.id);
    expect(inactive.list.every((f: { isActive: boolean }) => !f.isActive)).toBe(true);
    const creators = (await admin.get('/api/v1/franchisee/list?role=creator&limit=100')).json().data;
    expect(creators.list.every((f: { roles: string[] }) => f.roles.includes('creator'))).toBe(true);
    const all = (await admin.get('/api/v1/franchisee/list?all=true')).json().data;
    expect(all.list).toHaveLength(all.total);
    expect((await admin.get('/api/v1/franchisee/list?status=maybe')).statusCode).toBe(400);
  });

  it('exports what its filters show as report.csv, every page of it, with the same figures', async () => {
    const admin = await loginStaff(app, '9000000002');
    const seller = await newFranchisee(admin, ['creator']);
    const other = await newFranchisee(admin, ['creator']);
    await makeCustomer(seller.client, 'Csv Export Traders', true);
    const json = (await admin.get('/api/v1/franchisee/list?role=creator&limit=100')).json().data;
    const res = await admin.get('/api/v1/franchisee/list?role=creator&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('filename="report.csv"');
    const rows = parseCsv(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(json.total);
    expect(rows.every((r) => r.Roles?.split(' ').includes('creator'))).toBe(true);
    const mine = rows.find((r) => r.Phone === seller.phoneNumber);
    expect(mine).toMatchObject({ Name: 'Field Seller', Status: 'Active', Customers: '1', Cards: '1' });
    expect(mine?.['Sales this month (₹)']).toBe('0.00');
    // Accept: text/csv asks for the same; a franchisee may not export the list.
    expect((await other.client.get('/api/v1/franchisee/list?format=csv')).statusCode).toBe(403);
    expect((await admin.get('/api/v1/franchisee/list?format=xml')).statusCode).toBe(400);
  });

  it('resets a password by SMS and ends their sessions', async () => {
    const admin = await loginStaff(app, '9000000002');
    const f = await newFranchisee(admin);
    const res = await admin.post('/api/v1/franchisee/resetPassword', { franchiseeId: f.id });
    expect(res.json()).toEqual({ data: { passwordSent: true } });
    expect((await f.client.get('/api/v1/franchisee')).statusCode).toBe(401);
    const outbox = (await admin.get(`/api/dev/outbox?to=${f.phoneNumber}`)).json().data.list;
    const password = /password is (\S+)\./.exec(outbox[0].text)?.[1];
    expect(password).toBeTruthy();
    const again = await new Client(app).post('/api/v1/franchisee/login', {
      phoneNumber: f.phoneNumber,
      password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses: a plain admin never edits or resets a superadmin; the last superadmin stays', async () => {
    const admin = await loginStaff(app, '9000000002');
    const [superRow] = await app.db.select().from(users).where(eq(users.phoneNumber, '9000000001'));
    const superId = superRow?.id;
    expect(
      expectError(await admin.post('/api/v1/franchisee/edit', { franchiseeId: superId, name: 'X' }), 403),
    ).toBe('Only a superadmin can change a superadmin.');
    expect(
      expectError(await admin.post('/api/v1/franchisee/resetPassword', { franchiseeId: superId }), 403),
    ).toBe('Only a superadmin can change a superadmin.');
    const f = await newFranchisee(admin);
    expect(
      expectError(
        await admin.post('/api/v1/franchisee/edit', { franchiseeId: f.id, roles: ['superadmin'] }),
        403,
      ),
    ).toBe('Only a superadmin can grant or remove the superadmin role.');

    const superadmin = await loginStaff(app, '9000000001');
    expect(
      expectError(
        await superadmin.post('/api/v1/franchisee/edit', { franchiseeId: superId, roles: ['admin'] }),
        403,
      ),
    ).toBe('The platform needs at least one active superadmin: make another superadmin first.');
    const [after] = await app.db.select().from(users).where(eq(users.phoneNumber, '9000000001'));
    expect(after?.roles).toEqual(['superadmin', 'admin']);

    for (const phone of ['9000000003', '9000000004', '9000000005']) {
      const staff = await loginStaff(app, phone);
      expect((await staff.post('/api/v1/franchisee/resetPassword', { franchiseeId: f.id })).statusCode).toBe(
        403,
      );
    }
    expect((await admin.post('/api/v1/franchisee/resetPassword', { franchiseeId: 'nope' })).statusCode).toBe(
      400,
    );
  });

  it('answers 409, not a failure, for a phone or e-mail another staff member has', async () => {
    const admin = await loginStaff(app, '9000000002');
    const email = uniqueEmail();
    const first = await admin.post('/api/v1/franchisee/signup', {
      phoneNumber: uniquePhone(),
      name: 'One',
      email,
      roles: ['creator'],
    });
    expect(first.statusCode).toBe(200);
    const second = await admin.post('/api/v1/franchisee/signup', {
      phoneNumber: uniquePhone(),
      name: 'Two',
      email,
      roles: ['creator'],
    });
    expect(expectError(second, 409)).toBe('A staff member with this e-mail already exists.');
    const f = await newFranchisee(admin);
    const edit = await admin.post('/api/v1/franchisee/edit', { franchiseeId: f.id, email });
    expect(expectError(edit, 409)).toBe('A staff member with this e-mail already exists.');
  });

  it('a franchisee made without a password chooses one through the OTP path', async () => {
    const admin = await loginStaff(app, '9000000002');
    const phoneNumber = uniquePhone();
    await admin.post('/api/v1/franchisee/signup', { phoneNumber, name: 'No Pass', roles: ['franchisee'] });
    const client = new Client(app);
    const v = await client.post('/api/v1/franchisee/verifyPhoneNumber', { phoneNumber });
    expect(v.json().data).toEqual({ franchiseeExist: true, otpSent: true });
    await client.post('/api/v1/verifyOtp', { otp: await latestOtp(client, phoneNumber) });
    expect(
      (await client.post('/api/v1/franchisee/createPassword', { password: 'Brand1234' })).statusCode,
    ).toBe(200);
  });
});
