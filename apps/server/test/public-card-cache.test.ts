import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardEvents, cards } from '../src/db/schema/index.ts';
import { basicDetails, addCard } from './card-fixtures.ts';
import { buildTestApp, loginStaff, signUpCustomer, secondInstance } from './helpers.ts';

/**
 * The public card from memory (issue 15): no database round trip per view, validators for
 * conditional requests, and every write seen at once — here and, on PostgreSQL, on another instance.
 */
const t = await buildTestApp({ seed: 'full' });
const { app } = t;
const PHONE = { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile', host: 'localhost' };
const open = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url, headers: { ...PHONE, ...headers } });

async function publishedCard(name: string) {
  const { client } = await signUpCustomer(app);
  const card = await addCard(client, name);
  const res = await client.post('/api/v1/updateCardSettings', {
    cardNo: card.cardNo,
    settings: { cardId: card.cardId, published: true },
  });
  expect(res.statusCode).toBe(200);
  return { client, ...card };
}

const tagline = (client: Awaited<ReturnType<typeof publishedCard>>['client'], cardNo: number, text: string) =>
  client.post('/api/v1/updateCardBasicDetails', {
    cardNo,
    basicDetails: { ...basicDetails(), tagline: text },
  });

async function viewsOf(cardNo: number): Promise<number> {
  const [row] = await t.database.db.select().from(cards).where(eq(cards.cardNo, cardNo));
  if (!row) throw new Error('card missing');
  return (await t.database.db.select().from(cardEvents).where(eq(cardEvents.cardRowId, row.id))).length;
}

describe('the public card from memory', () => {
  it('answers a repeat visit with 304 by ETag or date, and still counts every view', async () => {
    const { cardId, cardNo } = await publishedCard('Validator Vastra');
    const first = await open(`/${cardId}`, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(Date.parse(String(first.headers['last-modified']))).not.toBeNaN();

    const again = await open(`/${cardId}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const byDate = await open(`/${cardId}`, { 'if-modified-since': String(first.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);
    const otherVersion = await open(`/${cardId}`, { 'if-none-match': '"not-this-one"' });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.body).toContain('Validator Vastra');

    await expect.poll(() => viewsOf(cardNo), { timeout: 3000, interval: 100 }).toBe(4);
  });

  it('serves views without asking the database, and shows an edit on the very next view', async () => {
    const { client, cardId, cardNo } = await publishedCard('Memory Mithai');
    expect((await open(`/${cardId}`)).body).toContain('Groceries delivered in 30 minutes');

    // Rows changed behind the app's back are not seen: the page really comes from memory.
    await t.database.db.update(cards).set({ status: 'inactive' }).where(eq(cards.cardNo, cardNo));
    const fromMemory = await open(`/${cardId}`);
    expect(fromMemory.statusCode).toBe(200);
    await t.database.db.update(cards).set({ status: 'active' }).where(eq(cards.cardNo, cardNo));

    // A write through the app is seen at once, with a new validator.
    const before = String(fromMemory.headers.etag);
    expect((await tagline(client, cardNo, 'Fresh pedas every morning')).statusCode).toBe(200);
    const after = await open(`/${cardId}`, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Fresh pedas every morning');
    expect(after.headers.etag).not.toBe(before);

    // So is a staff member's: made inactive, it is gone on the next view.
    const admin = await loginStaff(app, '9000000002');
    expect((await admin.post('/api/v1/updateCardStatus', { cardNo, status: 'inactive' })).statusCode).toBe(
      200,
    );
    expect((await open(`/${cardId}`)).statusCode).toBe(410);
  });

  it('keeps serving pages while a tap is recorded (a tap writes nothing a page shows)', async () => {
    const { cardId } = await publishedCard('Tap Traders');
    const etag = String((await open(`/${cardId}`)).headers.etag);
    const tap = await app.inject({ method: 'POST', url: `/${cardId}/t?a=call`, headers: PHONE });
    expect(tap.statusCode).toBe(204);
    expect((await open(`/${cardId}`, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe.runIf(t.database.kind === 'postgres')('two instances on one PostgreSQL', () => {
  it('an edit on one instance is seen on the other at once (LISTEN/NOTIFY)', async () => {
    const other = await secondInstance(t);

    const { client, cardId, cardNo } = await publishedCard('Twin Textiles');
    expect((await open(`/${cardId}`, {}, other)).body).toContain('Groceries delivered in 30 minutes');
    expect((await tagline(client, cardNo, 'Silk sarees, wholesale rates')).statusCode).toBe(200);
    await expect
      .poll(async () => (await open(`/${cardId}`, {}, other)).body, { timeout: 2000, interval: 50 })
      .toContain('Silk sarees, wholesale rates');
  });
});
