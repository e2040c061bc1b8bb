import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  Client,
  loginStaff,
  signUpCustomer,
  SOLO_HOST,
  uniqueEmail,
  type TestApp,
} from './helpers.ts';
import { createPlan, customerWithBusiness, monthlyPlan, payForPlan } from './payments-fixtures.ts';
import { runTool } from './tools.ts';

/** The customer's account page (issue 10): name and e-mail, password, every device, receipts. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const signInAgain = async (phoneNumber: string, password: string) => {
  const c = new Client(t.app);
  const res = await c.post('/api/v1/login', { phoneNumber, password });
  return { c, status: res.statusCode };
};

describe('name and e-mail', () => {
  it('a customer changes both; an e-mail another account uses is refused and nothing changes', async () => {
    const { client } = await signUpCustomer(t.app);
    const email = uniqueEmail();
    const saved = await client.put('/api/v1/user', { name: 'Asha Patel', email });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ name: 'Asha Patel', email });
    expect((await client.get('/api/v1/user')).json().data).toMatchObject({ name: 'Asha Patel', email });

    const other = await signUpCustomer(t.app);
    const taken = await other.client.put('/api/v1/user', { name: 'Ravi', email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.message).toBe('Another account already uses this e-mail.');
    expect((await other.client.get('/api/v1/user')).json().data.name).toBeNull();

    const bad = await client.put('/api/v1/user', { name: 'Asha', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.email).toBe('Enter a valid e-mail address.');
  });

  it('a foreign customer signs in by e-mail, so changing it needs the current password', async () => {
    const email = uniqueEmail();
    const { client, password } = await signUpCustomer(t.app, { email });
    const next = uniqueEmail();
    const without = await client.put('/api/v1/user', { name: 'Sam', email: next });
    expect(without.statusCode).toBe(400);
    expect(without.json().data.message).toBe('Your current password is not correct.');
    const ok = await client.put('/api/v1/user', { name: 'Sam', email: next, currentPassword: password });
    expect(ok.json().data.email).toBe(next);
    const relogin = await new Client(t.app).post('/api/v1/login', { email: next, password });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('password and devices', () => {
  it('changing the password signs out every other device and keeps this one', async () => {
    const { client, phoneNumber, password } = await signUpCustomer(t.app);
    const phone = String(phoneNumber);
    const laptop = (await signInAgain(phone, password)).c;

    const wrong = await client.post('/api/v1/user/change-password', {
      currentPassword: 'Nope12345',
      newPassword: 'Better456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.fields.currentPassword).toBe('Your current password is not correct.');
    const weak = await client.post('/api/v1/user/change-password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect((await signInAgain(phone, password)).status).toBe(200);

    const changed = await client.post('/api/v1/user/change-password', {
      currentPassword: password,
      newPassword: 'Better456',
    });
    expect(changed.json().data).toEqual({ passwordChanged: true });
    expect((await client.get('/api/v1/user')).statusCode).toBe(200);
    expect((await laptop.get('/api/v1/user')).statusCode).toBe(401);
    expect((await signInAgain(phone, password)).status).toBe(401);
    expect((await signInAgain(phone, 'Better456')).status).toBe(200);
  });

  it('"Log out of all devices" ends every session, this one included', async () => {
    const { client, phoneNumber, password } = await signUpCustomer(t.app);
    const phone = (await signInAgain(String(phoneNumber), password)).c;
    const res = await client.post('/api/v1/user/logout-all-devices');
    expect(res.json().data.sessionsEnded).toBe(2);
    expect((await client.get('/api/v1/user')).statusCode).toBe(401);
    expect((await phone.get('/api/v1/user')).statusCode).toBe(401);
  });
});

describe('payment history and receipts', () => {
  const dir = mkdtempSync(join(tmpdir(), 'receipts-'));
  const pdfText = async (bytes: Buffer, name: string) => {
    const file = join(dir, name);
    writeFileSync(file, bytes);
    return runTool('pdftotext', ['-layout', file, '-']);
  };

  it('lists a paid plan with a PDF receipt; with the agency GSTIN it becomes a tax invoice', async () => {
    const admin = await loginStaff(t.app, '9000000002');
    const plan = await createPlan(admin, monthlyPlan({ name: 'Receipt Monthly', price: 118000 }));
    const buyer = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    await t.app.db.update(users).set({ name: 'Meena Shah' }).where(eq(users.id, buyer.user.userId));
    const { body } = await payForPlan(t.app, buyer.client, buyer.businessId, plan.subscriptionPlanId);
    expect((await buyer.client.post('/api/v1/payment/make-payment', body)).statusCode).toBe(200);

    const history = (await buyer.client.get('/api/v1/payment/history')).json().data;
    expect(history.total).toBe(1);
    const item = history.list[0];
    expect(item).toMatchObject({ kind: 'subscription', planName: 'Receipt Monthly', amount: 118000 });
    expect(item.validFrom).toBeTruthy();

    const plain = await buyer.client.get(`/api/v1/payment/receipt/${item.recordNo}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/pdf');
    expect(plain.headers['content-disposition']).toBe(`attachment; filename="receipt-${item.recordNo}.pdf"`);
    const plainText = await pdfText(plain.rawPayload, 'plain.pdf');
    expect(plainText).toContain('Payment receipt');
    expect(plainText).toContain('Meena Shah');
    expect(plainText).toContain('Receipt Monthly');
    expect(plainText).toContain('₹1,180.00');
    expect(plainText).not.toContain('GSTIN');

    const badGstin = await admin.put('/api/v1/agency/receipt-details', {
      legalName: 'Demo Agency Pvt Ltd',
      address: '12 MG Road, Pune 411001',
      gstin: '27AAPFU0939F1ZW',
      gstRatePercent: 18,
    });
    expect(badGstin.statusCode).toBe(400);
    expect(badGstin.json().data.fields.gstin).toContain('Enter a valid 15-character GSTIN');
    const details = {
      legalName: 'Demo Agency Pvt Ltd',
      address: '12 MG Road, Pune 411001',
      gstin: '27aapfu0939f1zv',
      gstRatePercent: 18,
    };
    expect((await admin.put('/api/v1/agency/receipt-details', details)).json().data.gstin).toBe(
      '27AAPFU0939F1ZV',
    );
    expect((await admin.get('/api/v1/agency/receipt-details')).json().data.legalName).toBe(
      'Demo Agency Pvt Ltd',
    );

    const invoice = await buyer.client.get(`/api/v1/payment/receipt/${item.recordNo}`);
    const text = await pdfText(invoice.rawPayload, 'invoice.pdf');
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Demo Agency Pvt Ltd');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toMatch(/Taxable value\s+₹1,000\.00/);
    expect(text).toMatch(/GST @ 18%\s+₹180\.00/);

    // The agency's admin may read it; another customer and another agency's admin may not.
    expect((await admin.get(`/api/v1/payment/receipt/${item.recordNo}`)).statusCode).toBe(200);
    const stranger = await signUpCustomer(t.app);
    expect((await stranger.client.get(`/api/v1/payment/receipt/${item.recordNo}`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/v1/payment/history')).json().data.total).toBe(0);
    const solo = await loginStaff(t.app, '9000000006', SOLO_HOST);
    expect((await solo.get(`/api/v1/payment/receipt/${item.recordNo}`)).statusCode).toBe(404);
  });

  it('only admins edit the receipt details; customers are refused', async () => {
    const { client } = await signUpCustomer(t.app);
    expect((await client.get('/api/v1/agency/receipt-details')).statusCode).toBe(403);
  });
});
