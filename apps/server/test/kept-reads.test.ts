import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses } from '../src/db/schema/index.ts';
import { addBusiness, addCard, anyCategoryId, basicDetails, businessBody } from './card-fixtures.ts';
import {
  buildTestApp,
  loginStaff,
  signUpCustomer,
  secondInstance,
  SOLO_HOST,
  uniqueEmail,
} from './helpers.ts';

/**
 * List totals are kept in memory (plugins/kept-reads.ts: counting 100,000 businesses on every page is
 * too slow), yet a new business shows in the total on the very next page: here, and on PostgreSQL on
 * every other instance.
 */
const t = await buildTestApp();
const { app } = t;
const SEARCH = `Kept ${Date.now().toString(36)}`;

describe('list totals kept until a write', () => {
  it('All Businesses counts a business added since the last page, and a search finds it', async () => {
    const admin = await loginStaff(app, '9000000002');
    const totalOf = async (query = '') => (await admin.get(`/api/v1/business${query}`)).json().data.total;
    const before = await totalOf();
    expect(await totalOf('?page=2')).toBe(before);
    const searched = `?search=${encodeURIComponent(SEARCH)}`;
    expect(await totalOf(searched)).toBe(0);

    const { client } = await signUpCustomer(app);
    await addBusiness(client, `${SEARCH} Traders`);
    expect(await totalOf()).toBe(before + 1);
    expect(await totalOf(searched)).toBe(1);
    expect((await admin.get(`/api/v1/business${searched}`)).json().data.list[0].businessName).toBe(
      `${SEARCH} Traders`,
    );
  });
});

describe('a write drops only the totals that read a table it wrote', () => {
  it("a card's tagline edit keeps All Businesses' total; a business written is counted at once", async () => {
    const admin = await loginStaff(app, '9000000002');
    const renamed = `${SEARCH} Renamed`;
    // A later page: its total is kept alone (a first page is kept with its rows, which show card
    // numbers, so a card write drops it).
    const searched = `/api/v1/business?search=${encodeURIComponent(renamed)}&page=2`;
    const totalOf = async (url: string) => (await admin.get(url)).json().data.total as number;
    const { client } = await signUpCustomer(app);
    const { businessId, cardNo } = await addCard(client, `${SEARCH} Tagline`);
    expect(await totalOf(searched)).toBe(0);

    // Renamed behind the app's back (no request, so nothing dropped): the kept total cannot know yet.
    await app.db.update(businesses).set({ businessName: renamed }).where(eq(businesses.id, businessId));
    const edit = await client.post('/api/v1/updateCardBasicDetails', {
      cardNo,
      basicDetails: { ...basicDetails(`${SEARCH} Tagline`), tagline: 'Open on Sundays too' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await totalOf(searched)).toBe(0);

    // Any business written through the app drops the business totals: the rename is counted at once.
    await addBusiness((await signUpCustomer(app)).client, `${SEARCH} Other`);
    expect(await totalOf(searched)).toBe(1);
  });
});

describe('first pages kept like the totals', () => {
  it('All Businesses and All Projects open on a business and card added since the last visit', async () => {
    const admin = await loginStaff(app, '9000000002');
    const firstOf = async (url: string) => (await admin.get(url)).json().data.list[0];
    await firstOf('/api/v1/business');
    await firstOf('/api/v1/getcardlist');
    const { client } = await signUpCustomer(app);
    const { businessId, cardNo } = await addCard(client, `${SEARCH} Newest`);
    expect((await firstOf('/api/v1/business')).businessId).toBe(businessId);
    expect((await firstOf('/api/v1/getcardlist')).cardNo).toBe(cardNo);
    expect((await firstOf('/api/v1/reports/project-report/business')).businessId).toBe(businessId);
  });

  it('a change made behind the app shows on the first page after the next write to that table', async () => {
    const admin = await loginStaff(app, '9000000002');
    const { client } = await signUpCustomer(app);
    const { businessId } = await addCard(client, `${SEARCH} Before`);
    const firstName = async (url: string) =>
      (await admin.get(url)).json().data.list[0].businessName as string;
    expect(await firstName('/api/v1/business')).toBe(`${SEARCH} Before`);

    // Renamed behind the app's back (no request, so nothing dropped): the kept page cannot know yet.
    await app.db
      .update(businesses)
      .set({ businessName: `${SEARCH} After` })
      .where(eq(businesses.id, businessId));
    expect(await firstName('/api/v1/business')).toBe(`${SEARCH} Before`);

    await addBusiness((await signUpCustomer(app)).client, `${SEARCH} Writes`);
    expect(await firstName('/api/v1/business')).toBe(`${SEARCH} Writes`);
    expect(await firstName('/api/v1/business?page=2&limit=1')).toBe(`${SEARCH} After`);
    expect(await firstName('/api/v1/getcardlist')).toBe(`${SEARCH} After`);
  });

  it("a search's first page is kept too: a new match shows at once, a change behind the app after the next write", async () => {
    const admin = await loginStaff(app, '9000000002');
    const term = encodeURIComponent(`${SEARCH} Found`);
    const searches = [
      `/api/v1/business?search=${term}`,
      `/api/v1/getcardlist?search=${term}&searchField=businessName`,
      `/api/v1/reports/project-report/digital-card?search=${term}`,
    ];
    const namesOf = async (url: string) =>
      (await admin.get(url)).json().data.list.map((b: { businessName: string }) => b.businessName);
    for (const url of searches) expect(await namesOf(url)).toEqual([]);

    const { client } = await signUpCustomer(app);
    const { businessId } = await addCard(client, `${SEARCH} Found A`);
    for (const url of searches) expect(await namesOf(url)).toEqual([`${SEARCH} Found A`]);

    await app.db
      .update(businesses)
      .set({ businessName: `${SEARCH} Found B` })
      .where(eq(businesses.id, businessId));
    for (const url of searches) expect(await namesOf(url)).toEqual([`${SEARCH} Found A`]);
    await addBusiness((await signUpCustomer(app)).client, `${SEARCH} Elsewhere`);
    for (const url of searches) expect(await namesOf(url)).toEqual([`${SEARCH} Found B`]);
  });
});

describe('one business kept like the first pages', () => {
  it('GET /api/v1/business/{id} shows a rename at once, and a business out of sight stays unseen', async () => {
    const admin = await loginStaff(app, '9000000002');
    const { client } = await signUpCustomer(app);
    const businessId = await addBusiness(client, `${SEARCH} One`);
    const nameOf = async () => (await admin.get(`/api/v1/business/${businessId}`)).json().data.businessName;
    expect(await nameOf()).toBe(`${SEARCH} One`);
    expect(await nameOf()).toBe(`${SEARCH} One`);
    const renamed = await client.post('/api/v1/business', {
      ...businessBody(await anyCategoryId(client), `${SEARCH} One Renamed`),
      businessId,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await nameOf()).toBe(`${SEARCH} One Renamed`);
    // Kept per caller: another agency's staff member still gets 404, however often it was read here.
    const solo = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await solo.get(`/api/v1/business/${businessId}`)).statusCode).toBe(404);
  });
});

describe('the signed-in customer kept like the first pages', () => {
  it('GET /api/v1/user shows a change of name or language at once', async () => {
    const { client } = await signUpCustomer(app);
    const me = async () => (await client.get('/api/v1/user')).json().data;
    expect((await me()).name).toBeNull();
    expect((await me()).name).toBeNull();
    const saved = await client.put('/api/v1/user', { name: 'Asha Patel', email: uniqueEmail() });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me()).name).toBe('Asha Patel');
    expect((await client.post('/api/v1/user/preference', { language: 'hi' })).statusCode).toBe(200);
    expect((await me()).preference.language).toBe('hi');
  });
});

describe.runIf(t.database.kind === 'postgres')('two instances on one PostgreSQL', () => {
  it('a business added on one instance is counted on the other at once (LISTEN/NOTIFY)', async () => {
    const other = await secondInstance(t);

    const cookie = (await loginStaff(app, '9000000002')).cookieHeader();
    const totalOnOther = async () =>
      (
        await other.inject({ method: 'GET', url: '/api/v1/business', headers: { host: 'localhost', cookie } })
      ).json().data.total as number;
    const before = await totalOnOther();
    expect(await totalOnOther()).toBe(before);
    const { client } = await signUpCustomer(app);
    await addBusiness(client, `${SEARCH} Twin`);
    await expect.poll(totalOnOther, { timeout: 2000, interval: 20 }).toBe(before + 1);
  });

  it("an operator's pg_notify('panel_memory_caches', 'ops') drops every kept total (docs/operations.md)", async () => {
    const admin = await loginStaff(app, '9000000002');
    const { client } = await signUpCustomer(app);
    const businessId = await addBusiness(client, `${SEARCH} By Hand`);
    const renamed = `${SEARCH} Renamed By Hand`;
    const totalOf = async () =>
      (await admin.get(`/api/v1/business?search=${encodeURIComponent(renamed)}`)).json().data.total as number;
    expect(await totalOf()).toBe(0);
    await app.db.update(businesses).set({ businessName: renamed }).where(eq(businesses.id, businessId));
    expect(await totalOf()).toBe(0);
    await t.database.pool?.query(`select pg_notify('panel_memory_caches', 'ops')`);
    await expect.poll(totalOf, { timeout: 2000, interval: 20 }).toBe(1);
  });
});
