import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, users } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  loginDemoCustomer,
  loginStaff,
  signUpCustomer,
  SOLO_HOST,
  uniquePhone,
} from './helpers.ts';
import { addBusiness, addCard, anyCategoryId, businessBody } from './card-fixtures.ts';

const { app, database, ids } = await buildTestApp();

describe('customer businesses', () => {
  it('adds, reads, edits and lists their own business', async () => {
    const { client } = await signUpCustomer(app);
    const categoryId = await anyCategoryId(client);
    const created = await client.post('/api/v1/business', businessBody(categoryId));
    expect(created.statusCode).toBe(201);
    const b = created.json().data;
    expect(b).toMatchObject({
      businessName: 'Shree Ganesh Stores',
      category: { categoryId, name: 'Grocery & Kirana', imageSubcategoryId: 'grocery-kirana' },
      phoneNumbers: ['+919822012345'],
      businessMadeBy: 'self',
      paymentStatus: 0,
      isSubscriptionActive: false,
      cardNo: null,
    });

    const edited = await client.post('/api/v1/business', {
      ...businessBody(categoryId, 'Ganesh Super Mart'),
      businessId: b.businessId,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.businessName).toBe('Ganesh Super Mart');

    const read = await client.get(`/api/v1/business/${b.businessId}`);
    expect(read.json().data.businessName).toBe('Ganesh Super Mart');

    const mine = await client.get('/api/v1/business/getBusinessesByUser');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.total).toBe(1);
    expect(mine.json().data.list[0]).toMatchObject({
      businessId: b.businessId,
      businessName: 'Ganesh Super Mart',
      category: { categoryId, name: 'Grocery & Kirana', imageSubcategoryName: 'Grocery & Kirana' },
    });
  });

  it('refuses bad input with the spec messages and never a 5xx', async () => {
    const { client } = await signUpCustomer(app);
    const categoryId = await anyCategoryId(client);
    const res = await client.post('/api/v1/business', {
      ...businessBody(categoryId),
      businessName: ' ',
      phoneNumbers: ['12345'],
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().data;
    expect(fields.businessName).toBe('This field is required.');
    expect(fields['phoneNumbers.0']).toBe('A valid phone number is required.');
    expect(fields.email).toBe('A valid email is required.');

    const badCategory = await client.post('/api/v1/business', {
      ...businessBody(categoryId),
      categoryId: 'nope',
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().data.fields.categoryId).toBe('Choose a category from the list.');
    expect((await client.get('/api/v1/business/not-a-uuid')).statusCode).toBe(404);
  });

  it("cannot read, edit or delete another customer's business (404)", async () => {
    const owner = await signUpCustomer(app);
    const businessId = await addBusiness(owner.client);
    const other = await signUpCustomer(app);
    const categoryId = await anyCategoryId(other.client);
    expect((await other.client.get(`/api/v1/business/${businessId}`)).statusCode).toBe(404);
    const edit = await other.client.post('/api/v1/business', {
      ...businessBody(categoryId, 'Hijacked'),
      businessId,
    });
    expect(edit.statusCode).toBe(404);
    expect((await other.client.delete(`/api/v1/business/${businessId}`)).statusCode).toBe(404);
    expect((await other.client.get('/api/v1/business/getBusinessesByUser')).json().data.total).toBe(0);
    // Staff of another agency cannot see it either.
    const solo = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await solo.get(`/api/v1/business/${businessId}`)).statusCode).toBe(404);
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(row?.businessName).toBe('Shree Ganesh Stores');
  });

  it('soft-deletes a business and its card', async () => {
    const { client } = await signUpCustomer(app);
    const { businessId, cardNo } = await addCard(client);
    const res = await client.delete(`/api/v1/business/${businessId}`);
    expect(res.json()).toEqual({ data: { businessId, deleted: true } });
    expect((await client.get(`/api/v1/business/${businessId}`)).statusCode).toBe(404);
    expect((await client.get(`/api/v1/card?cardNo=${cardNo}`)).statusCode).toBe(404);
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('needs a session (401) and staff for the staff list (403)', async () => {
    const { client } = await signUpCustomer(app);
    expect((await client.get('/api/v1/business')).statusCode).toBe(403);
    const anon = await app.inject({
      method: 'GET',
      url: '/api/v1/business/getBusinessesByUser',
      headers: { host: 'localhost' },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('staff businesses', () => {
  it('registers a customer with a business in one step, and finds them again', async () => {
    const franchisee = await loginStaff(app, '9000000004');
    const categoryId = await anyCategoryId(franchisee);
    const phoneNumber = uniquePhone();
    const res = await franchisee.post('/api/v1/business/registerUserAndGetBusinesses', {
      phoneNumber,
      name: 'Sita Devi',
      business: businessBody(categoryId, 'Sita Tailors'),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.user).toMatchObject({ phoneNumber, isNewUser: true, isForeignUser: false });
    expect(data.businesses.total).toBe(1);
    expect(data.businesses.list[0]).toMatchObject({
      businessName: 'Sita Tailors',
      businessMadeBy: '9000000004',
    });

    const again = await franchisee.post('/api/v1/business/registerUserAndGetBusinesses', { phoneNumber });
    expect(again.json().data.user).toMatchObject({ userId: data.user.userId, isNewUser: false });
    expect(again.json().data.businesses.total).toBe(1);

    const byUser = await franchisee.get(`/api/v1/business/getBusinessesByUser?userId=${data.user.userId}`);
    expect(byUser.json().data.list.map((b: { businessName: string }) => b.businessName)).toEqual([
      'Sita Tailors',
    ]);
    expect((await franchisee.get('/api/v1/business/getBusinessesByUser')).json().data).toEqual({
      list: [],
      total: 0,
    });

    const missing = await franchisee.post('/api/v1/business/registerUserAndGetBusinesses', {
      isForeignUser: true,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.fields.email).toBe('A valid email is required.');
  });

  it('lists with filters, paging and sorting; a franchisee sees only what they made', async () => {
    const franchisee = await loginStaff(app, '9000000004');
    const admin = await loginStaff(app, '9000000002');
    const categoryId = await anyCategoryId(admin);
    const tag = `Zeta${Date.now()}`;
    const phoneNumber = uniquePhone();
    await franchisee.post('/api/v1/business/registerUserAndGetBusinesses', {
      phoneNumber,
      business: businessBody(categoryId, `${tag} A`),
    });
    await admin.post('/api/v1/business/registerUserAndGetBusinesses', {
      phoneNumber: uniquePhone(),
      business: businessBody(categoryId, `${tag} B`),
    });

    const all = await admin.get(`/api/v1/business?search=${tag}&sortBy=businessName&sortOrder=asc`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.list.map((b: { businessName: string }) => b.businessName)).toEqual([
      `${tag} A`,
      `${tag} B`,
    ]);
    expect(all.json().data.total).toBe(2);

    const paged = await admin.get(
      `/api/v1/business?search=${tag}&sortBy=businessName&sortOrder=desc&limit=1&page=2`,
    );
    expect(paged.json().data).toMatchObject({ total: 2, list: [{ businessName: `${tag} A` }] });

    const byPhone = await admin.get(`/api/v1/business?search=${phoneNumber}`);
    expect(byPhone.json().data.list.map((b: { businessName: string }) => b.businessName)).toEqual([
      `${tag} A`,
    ]);

    // A term with a space is looked for in the names alone, one with a letter in the names and the
    // owners' e-mails (numbers are digits, e-mails have no space): each still finds its business.
    const namesFound = async (term: string) =>
      (await admin.get(`/api/v1/business?search=${encodeURIComponent(term)}`))
        .json()
        .data.list.map((b: { businessName: string }) => b.businessName);
    expect(await namesFound(`${tag} B`)).toEqual([`${tag} B`]);
    await app.db
      .update(users)
      .set({ email: `${tag.toLowerCase()}@owners.example` })
      .where(eq(users.phoneNumber, phoneNumber));
    expect(await namesFound(`${tag.toLowerCase()}@owners`)).toEqual([`${tag} A`]);
    expect(await namesFound(phoneNumber.slice(2))).toEqual([`${tag} A`]);

    const madeBy = await admin.get(`/api/v1/business?search=${tag}&madeBy=9000000004`);
    expect(madeBy.json().data.total).toBe(1);

    // Unfiltered pages (a prepared statement per sort order) agree with each other and with a
    // filtered page of the same order; an empty search filters nothing.
    const names = async (query: string) =>
      (await admin.get(`/api/v1/business?${query}`))
        .json()
        .data.list.map((b: { businessName: string }) => b.businessName) as string[];
    const firstSix = await names('sortBy=businessName&sortOrder=asc&limit=6');
    expect(await names('sortBy=businessName&sortOrder=asc&limit=3&page=2')).toEqual(firstSix.slice(3));
    expect(await names('sortBy=businessName&sortOrder=asc&limit=6&search=')).toEqual(firstSix);
    const newest = await names('limit=1');
    expect(newest).toEqual([`${tag} B`]);
    expect(await names(`limit=1&search=${tag}`)).toEqual(newest);

    const own = await franchisee.get(`/api/v1/business?search=${tag}`);
    expect(own.json().data.list.map((b: { businessName: string }) => b.businessName)).toEqual([`${tag} A`]);
    // The demo customer's business was not made by this franchisee.
    expect((await franchisee.get(`/api/v1/business/${ids.businessId}`)).statusCode).toBe(404);

    const allCards = await loginStaff(app, '9000000005');
    expect((await allCards.get(`/api/v1/business?search=${tag}`)).json().data.total).toBe(2);

    const unsubscribed = await admin.get(`/api/v1/business?search=${tag}&subscribed=false`);
    expect(unsubscribed.json().data.total).toBe(2);
    const bad = await admin.get('/api/v1/business?sortBy=password&limit=1000');
    expect(bad.statusCode).toBe(400);

    const solo = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await solo.get(`/api/v1/business?search=${tag}`)).json().data.total).toBe(0);
  });

  it('updates business metadata (admins only) and clones a business with its card', async () => {
    const { client } = await signUpCustomer(app);
    const { businessId } = await addCard(client, 'Clone Source');
    const admin = await loginStaff(app, '9000000002');
    const meta = await admin.post('/api/v1/business/updateBusinessMetadata', {
      businessId,
      paymentStatus: 1,
      expiryDateForCustomer: '2030-01-31',
    });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().data).toMatchObject({ paymentStatus: 1, expiryDateForCustomer: '2030-01-31' });
    const franchisee = await loginStaff(app, '9000000004');
    expect(
      (await franchisee.post('/api/v1/business/updateBusinessMetadata', { businessId, paymentStatus: 1 }))
        .statusCode,
    ).toBe(403);

    const clone = await admin.post('/api/v1/business/cloneBusiness', { businessId });
    expect(clone.statusCode).toBe(201);
    const copy = clone.json().data;
    expect(copy).toMatchObject({
      businessName: 'Clone Source (copy)',
      paymentStatus: 0,
      expiryDateForCustomer: null,
    });
    expect(copy.cardNo).toEqual(expect.any(Number));
    const card = await admin.get(`/api/v1/card?cardNo=${copy.cardNo}`);
    expect(card.json().data).toMatchObject({
      cardId: 'clone-source-2',
      basicDetails: { companyName: 'Clone Source' },
      settings: { published: false },
    });
    // The customer owns the clone too.
    expect((await client.get('/api/v1/business/getBusinessesByUser')).json().data.total).toBe(2);
  });

  it("the demo customer's selector data is shaped as the web shell expects", async () => {
    const client = await loginDemoCustomer(app);
    const res = await client.get('/api/v1/business/getBusinessesByUser');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      total: expect.any(Number),
      list: expect.arrayContaining([
        expect.objectContaining({ businessName: 'Demo Traders', businessId: ids.businessId }),
      ]),
    });
  });
});
