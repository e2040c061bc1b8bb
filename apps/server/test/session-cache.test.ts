import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import {
  Client,
  DEMO_PASSWORD,
  buildTestApp,
  loginStaff,
  signUpCustomer,
  uniquePhone,
  secondInstance,
} from './helpers.ts';

/**
 * Checked sessions are kept in memory (issue 15: no session round trip per request), yet every way a
 * session ends still takes effect at once: here, and on PostgreSQL on every other instance.
 */
const t = await buildTestApp();
const { app } = t;

/** GETs with a copy of the client's cookies as they are now: a second device, or a stolen cookie. */
const copyOf = (client: Client) => {
  const cookie = client.cookieHeader();
  return (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost', cookie } });
};

describe('sessions kept in memory', () => {
  it('a logout ends the session for the very next request, even one read from memory just before', async () => {
    const { client } = await signUpCustomer(app);
    const send = copyOf(client);
    expect((await send('/api/v1/user')).statusCode).toBe(200);
    expect((await send('/api/v1/user')).statusCode).toBe(200);
    expect((await client.post('/api/v1/logout')).statusCode).toBe(200);
    expect((await send('/api/v1/user')).statusCode).toBe(401);
  });

  it('a disabled staff member is signed out at once, and new roles apply at once', async () => {
    const admin = await loginStaff(app, '9000000002');
    const phoneNumber = uniquePhone();
    const made = await admin.post('/api/v1/franchisee/signup', {
      name: 'Cached Franchisee',
      phoneNumber,
      password: DEMO_PASSWORD,
      roles: ['franchisee'],
    });
    expect(made.statusCode).toBe(200);
    const franchiseeId = made.json().data.franchiseeId as string;
    const send = copyOf(await loginStaff(app, phoneNumber));
    expect((await send('/api/v1/business')).statusCode).toBe(200);
    expect((await send('/api/v1/franchisee/list')).statusCode).toBe(403);

    expect((await admin.post('/api/v1/franchisee/edit', { franchiseeId, isActive: false })).statusCode).toBe(
      200,
    );
    expect((await send('/api/v1/business')).statusCode).toBe(401);
  });

  it('a session ended by hand in SQL is refused once the caches are told (docs/operations.md)', async () => {
    const { client, user } = await signUpCustomer(app);
    expect((await client.get('/api/v1/user')).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.userId));
    app.memoryCaches.drop();
    expect((await client.get('/api/v1/user')).statusCode).toBe(401);
  });
});

describe.runIf(t.database.kind === 'postgres')('two instances on one PostgreSQL', () => {
  it('a logout on one instance ends the session on the other at once (LISTEN/NOTIFY)', async () => {
    const other = await secondInstance(t);

    const { client } = await signUpCustomer(app);
    const cookie = client.cookieHeader();
    const onOther = async () =>
      (await other.inject({ method: 'GET', url: '/api/v1/user', headers: { host: 'localhost', cookie } }))
        .statusCode;
    expect(await onOther()).toBe(200);
    expect(await onOther()).toBe(200);
    expect((await client.post('/api/v1/logout')).statusCode).toBe(200);
    await expect.poll(onOther, { timeout: 2000, interval: 20 }).toBe(401);
  });
});
