import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionEvents } from '../src/db/schema/index.ts';
import { buildTestApp, loginStaff, signUpCustomer } from './helpers.ts';

/** POST /api/v1/analytics/log (issue 14): the customer session tracker's batches. */
const { app, database } = await buildTestApp();
const LOG = '/api/v1/analytics/log';
const event = (sessionId: string, logEventName = 'page_view') => ({
  logEventName,
  sessionId,
  context: 'customer-home',
  pageUrl: '/panel/customer',
  metaData: { businessCount: 1 },
});

describe('the session tracker log', () => {
  it('stores a customer batch in one go under their agency and user', async () => {
    const { client, user } = await signUpCustomer(app);
    const sessionId = crypto.randomUUID();
    const res = await client.post(LOG, { logEvents: [event(sessionId), event(sessionId, 'card_opened')] });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().data).toEqual({ stored: 2 });
    const rows = await database.db.select().from(sessionEvents).where(eq(sessionEvents.sessionId, sessionId));
    expect(rows.map((r) => r.name).sort()).toEqual(['card_opened', 'page_view']);
    expect(rows.every((r) => r.userId === user.userId && r.pageUrl === '/panel/customer')).toBe(true);
    expect(rows[0]?.metaData).toEqual({ businessCount: 1 });
  });

  it('refuses bad batches with a message and stores nothing; only customers may send', async () => {
    const { client } = await signUpCustomer(app);
    const sessionId = crypto.randomUUID();
    for (const body of [
      { logEvents: [] },
      { logEvents: Array.from({ length: 51 }, () => event(sessionId)) },
      { logEvents: [{ ...event(sessionId), logEventName: '' }] },
      { logEvents: [{ ...event(sessionId), metaData: { nested: { deep: true } } }] },
      { events: [event(sessionId)] },
    ]) {
      const res = await client.post(LOG, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().data.message).toBeTruthy();
    }
    expect(
      await database.db.select().from(sessionEvents).where(eq(sessionEvents.sessionId, sessionId)),
    ).toEqual([]);
    const staff = await loginStaff(app, '9000000002');
    expect((await staff.post(LOG, { logEvents: [event(sessionId)] })).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: LOG,
      payload: { logEvents: [event(sessionId)] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
