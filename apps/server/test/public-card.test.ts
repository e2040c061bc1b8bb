import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
// A third-party parser (not our code) must read the vCard back.
import VCard from 'vcf';
import { businesses, cardEvents, cards } from '../src/db/schema/index.ts';
import { buildTestApp, Client, loginDemoCustomer, loginStaff, signUpCustomer, SOLO_HOST } from './helpers.ts';
import { addCard } from './card-fixtures.ts';
import { runTool } from './tools.ts';

const { app, database } = await buildTestApp({ seed: 'full' });
const db = database.db;
const get = (url: string, host = 'localhost', headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { host, 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile', ...headers },
  });

const demoCard = async () => {
  const [c] = await db.select().from(cards).where(eq(cards.cardId, 'demo-traders'));
  if (!c) throw new Error('demo card not seeded');
  return c;
};

/** A published card of a new customer, for tests that change its state. */
async function publishedCard(name: string) {
  const { client, user } = await signUpCustomer(app);
  const card = await addCard(client, name);
  const res = await client.post('/api/v1/updateCardSettings', {
    cardNo: card.cardNo,
    settings: { cardId: card.cardId, published: true },
  });
  expect(res.statusCode).toBe(200);
  return { client, user, ...card };
}

describe('the public card page', () => {
  it('serves the demo card with every section and working actions, inside 14 KB compressed', async () => {
    const res = await get('/demo-traders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'sha256-");
    const html = res.body;
    for (const heading of [
      'Contact',
      'Links',
      'Follow us',
      'About us',
      'Products &amp; services',
      'Videos',
      'Gallery',
      'Pay us',
    ])
      expect(html, heading).toContain(`>${heading}</h2>`);
    expect(html).toContain('<h1>Demo Traders</h1>');
    expect(html).toContain('href="tel:+919000000010"');
    expect(html).toContain('href="https://wa.me/919000000010"');
    expect(html).toContain('href="mailto:hello@demotraders.example"');
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=23.0225%2C72.5714');
    expect(html).toContain('href="upi://pay?pa=demotraders@okaxis&amp;pn=Demo%20Traders&amp;cu=INR"');
    expect(html).toContain('href="http://localhost/demo-traders/contact.vcf"');
    expect(html).toContain('₹899.00 per kg');
    expect(html).toContain('Enquire on WhatsApp');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost\/demo-traders\/og.png">/);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toMatch(/srcset="[^"]+-160\.webp 160w, [^"]+-480\.webp 480w, [^"]+-960\.webp 960w"/);
    expect(html).toContain('loading="lazy"');
    expect(gzipSync(html).length).toBeLessThanOrEqual(14 * 1024);
    // The pictures it points at exist as WebP.
    const img = /src="(\/uploads\/card\/product\/[^"]+\.webp)"/.exec(html)?.[1];
    expect(img).toBeDefined();
    const pic = await get(img ?? '');
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
  });

  it('serves the page precompressed (brotli or gzip), and an edit shows at once', async () => {
    const { client, cardNo, cardId } = await publishedCard('Fresh Flowers');
    const html = (await get(`/${cardId}`)).body;
    expect(html).toContain('<h1>Fresh Flowers</h1>');
    const br = await get(`/${cardId}`, 'localhost', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
    const gz = await get(`/${cardId}`, 'localhost', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);

    const edit = await client.post('/api/v1/updateCardBasicDetails', {
      cardNo,
      basicDetails: { name: 'Asha', companyName: 'Fresher Flowers', phoneNumbers: ['9822012345'] },
    });
    expect(edit.statusCode).toBe(200);
    const after = await get(`/${cardId}`, 'localhost', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('<h1>Fresher Flowers</h1>');
  });

  it('records a view and taps without personal data, and shows the owner counts per day', async () => {
    const card = await demoCard();
    const owner = await loginDemoCustomer(app);
    // Events are written in batches; reading the counts writes what this instance holds first.
    const statsNow = () => owner.get(`/api/v1/card/stats?cardNo=${card.cardNo}&days=7`);
    await statsNow();
    const before = (await db.select().from(cardEvents).where(eq(cardEvents.cardRowId, card.id))).length;
    await get('/demo-traders');
    const tap = await app.inject({
      method: 'POST',
      url: '/demo-traders/t?a=call',
      headers: { host: 'localhost' },
    });
    expect(tap.statusCode).toBe(204);
    const link = await app.inject({
      method: 'POST',
      url: '/demo-traders/t?a=link&t=abc-123',
      headers: { host: 'localhost' },
    });
    expect(link.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'POST', url: '/demo-traders/t?a=hack', headers: { host: 'localhost' } }))
        .statusCode,
    ).toBe(400);
    await statsNow();
    const rows = await db.select().from(cardEvents).where(eq(cardEvents.cardRowId, card.id));
    expect(rows.length).toBe(before + 3);
    for (const r of rows) {
      expect(r.visitorHash).toMatch(/^[0-9a-f]{32}$/);
      expect(r.visitorHash).not.toContain('127.0.0.1');
    }
    // Link previews by WhatsApp do not count as views.
    await get('/demo-traders', 'localhost', { 'user-agent': 'WhatsApp/2.23.20.0' });
    // Nor do link checkers' HEAD requests.
    const head = await app.inject({ method: 'HEAD', url: '/demo-traders', headers: { host: 'localhost' } });
    expect(head.statusCode).toBe(200);
    const stats = await statsNow();
    expect((await db.select().from(cardEvents).where(eq(cardEvents.cardRowId, card.id))).length).toBe(
      before + 3,
    );

    expect(stats.statusCode).toBe(200);
    const data = stats.json().data;
    expect(data.days).toHaveLength(7);
    const today = data.days.at(-1);
    expect(today.counts.view).toBeGreaterThanOrEqual(1);
    expect(today.counts.call).toBeGreaterThanOrEqual(1);
    expect(today.counts.link).toBeGreaterThanOrEqual(1);
    expect(today.uniqueVisitors).toBeGreaterThanOrEqual(1);
    expect(data.totals.call).toBe(today.counts.call);
    const stranger = await signUpCustomer(app);
    expect((await stranger.client.get(`/api/v1/card/stats?cardNo=${card.cardNo}`)).statusCode).toBe(404);
  });

  it('writes views in batches: a burst is counted exactly, and what is pending is written within a second', async () => {
    const { client, cardNo, cardId } = await publishedCard('Burst Bakery');
    const [row] = await db.select().from(cards).where(eq(cards.cardNo, cardNo));
    if (!row) throw new Error('card missing');
    const stored = async () =>
      (await db.select().from(cardEvents).where(eq(cardEvents.cardRowId, row.id))).length;
    // More than one batch (200 rows), opened at once as a shared link would be.
    const views = await Promise.all(Array.from({ length: 230 }, () => get(`/${cardId}`)));
    expect(views.every((v) => v.statusCode === 200)).toBe(true);
    // Without any reader the timer writes the rest.
    await expect.poll(stored, { timeout: 3000, interval: 100 }).toBe(230);
    const stats = await client.get(`/api/v1/card/stats?cardNo=${cardNo}&days=1`);
    expect(stats.json().data.totals.view).toBe(230);
  });

  it('downloads a vCard 3.0 that a third-party parser reads back, folded and capped', async () => {
    const res = await get('/demo-traders/contact.vcf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="demo-traders.vcf"');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(res.rawPayload.length).toBeLessThan(80 * 1024);

    const card = new VCard().parse(text);
    const values = (key: string) => [card.get(key) ?? []].flat().map((p) => p.valueOf());
    expect(values('fn')).toEqual(['Mr. Rakesh Sharma']);
    expect(values('org')).toEqual(['Demo Traders']);
    expect(values('tel')).toEqual(expect.arrayContaining(['+919000000010', '+917926581234']));
    expect(values('email')).toEqual(['hello@demotraders.example']);
    expect(values('url')).toContain('http://localhost/demo-traders');
    const [photo] = values('photo');
    expect(photo).toBeDefined();
    const jpeg = Buffer.from(String(photo).replace(/\s/g, ''), 'base64');
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.length).toBeLessThanOrEqual(40 * 1024);
  });

  it('serves the card QR as PNG (zbarimg decodes the card URL) and SVG, and an Open Graph image', async () => {
    const png = await get('/demo-traders/qr.png?download=1');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="demo-traders-qr.png"');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'qr-')), 'qr.png');
    writeFileSync(file, png.rawPayload);
    expect((await runTool('zbarimg', ['--quiet', '--raw', file])).trim()).toBe(
      'http://localhost/demo-traders',
    );
    const svg = await get('/demo-traders/qr.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toMatch(/^<svg/);
    const og = await get('/demo-traders/og.png');
    expect(og.statusCode).toBe(200);
    const meta = await sharp(og.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('answers 404 for unknown, unpublished, reserved and other-agency ids', async () => {
    expect((await get('/no-such-card')).statusCode).toBe(404);
    expect((await get('/ab')).statusCode).toBe(404);
    expect((await get('/demo-traders', SOLO_HOST)).statusCode).toBe(404);
    const { client } = await signUpCustomer(app);
    const { cardId } = await addCard(client, 'Not Yet Published');
    expect((await get(`/${cardId}`)).statusCode).toBe(404);
    expect((await get(`/${cardId}/contact.vcf`)).statusCode).toBe(404);
  });

  it("shows 'This card is not active' (410) when staff disable a card", async () => {
    const { cardNo, cardId } = await publishedCard('Disabled Dairy');
    expect((await get(`/${cardId}`)).statusCode).toBe(200);
    const admin = await loginStaff(app, '9000000002');
    await admin.post('/api/v1/updateCardStatus', { cardNo, status: 'inactive' });
    const res = await get(`/${cardId}`);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('<h1>This card is not active</h1>');
    await admin.post('/api/v1/updateCardStatus', { cardNo, status: 'active' });
    expect((await get(`/${cardId}`)).statusCode).toBe(200);
  });

  it('keeps a frozen basic card during the grace period after a plan lapses, then goes inactive', async () => {
    const { client, businessId, cardId } = await publishedCard('Lapsed Lamps');
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    await db
      .update(businesses)
      .set({ expiryDateForCustomer: daysAgo(10) })
      .where(eq(businesses.id, businessId));
    // Days pass without a request; here the rows are moved instead, so the app's memory is told.
    app.memoryCaches.drop();
    const frozen = await get(`/${cardId}`);
    expect(frozen.statusCode).toBe(200);
    expect(frozen.body).toContain('data-a="call"');
    expect(frozen.body).toContain('data-a="whatsapp"');
    expect(frozen.body).toContain('data-a="save-contact"');
    expect(frozen.body).not.toContain('>Contact</h2>');
    expect(frozen.body).not.toContain('Renew now');
    // Its owner, signed in, is prompted to renew.
    const cookie = await client.get('/api/v1/user');
    expect(cookie.statusCode).toBe(200);
    const mine = await client.get(`/${cardId}`);
    expect(mine.body).toContain('Renew now');
    expect(mine.headers['cache-control']).toBe('private, no-store');

    await db
      .update(businesses)
      .set({ expiryDateForCustomer: daysAgo(31) })
      .where(eq(businesses.id, businessId));
    app.memoryCaches.drop();
    const gone = await get(`/${cardId}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This card is not active');
  });

  it('shows a Link Store change on card pages at once (renamed, then deleted link type)', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const category = await superadmin.post('/api/v1/link-store/link-category', { name: 'Ordering' });
    const fields = {
      linkCategoryId: category.json().data.linkCategoryId,
      name: 'Dunzo',
      fieldType: 'url',
      icon: 'builtin:link',
    };
    const type = (await superadmin.post('/api/v1/link-store/link-type', fields)).json().data;
    const { client, cardNo, cardId } = await publishedCard('Link Lane Stores');
    const links = await client.post('/api/v1/updateCardLinks', {
      cardNo,
      links: { items: [{ linkTypeId: type.linkTypeId, value: 'https://example.com/order' }] },
    });
    expect(links.statusCode).toBe(200);
    // Rendered once, so the page (and the link types behind it) are cached from here on.
    expect((await get(`/${cardId}`)).body).toContain('https://example.com/order');

    const renamed = await superadmin.post('/api/v1/link-store/link-type', {
      ...fields,
      linkTypeId: type.linkTypeId,
      name: 'Dunzo Daily',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(`/${cardId}`)).body).toContain('Dunzo Daily');
    await superadmin.delete(`/api/v1/link-store/link-type/${type.linkTypeId}`);
    expect((await get(`/${cardId}`)).body).not.toContain('https://example.com/order');
  });

  it('escapes whatever a customer types', async () => {
    const { client, cardNo, cardId } = await publishedCard('Safe Shop');
    await client.post('/api/v1/updateCardBasicDetails', {
      cardNo,
      basicDetails: {
        name: '<script>alert(1)</script>',
        companyName: 'Safe "Shop" <b>',
        phoneNumbers: ['9822012345'],
      },
    });
    const res = await get(`/${cardId}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('Safe &quot;Shop&quot; &lt;b&gt;');
  });
});

describe('the editor preview', () => {
  it('renders the stored card for its owner, and a draft posted by the editor', async () => {
    const { client, cardNo } = await publishedCard('Preview Palace');
    const stored = await client.get(`/api/v1/card/preview?cardNo=${cardNo}`);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toContain('text/html');
    expect(stored.body).toContain('Preview — visitors see this page at http://localhost/preview-palace');
    expect(stored.body).toContain('<h1>Preview Palace</h1>');
    // The editor's frame runs no scripts: the preview carries none (the public page does).
    expect(stored.body).not.toContain('<script');
    expect((await client.get('/preview-palace')).body).toContain('<script');

    const templates = new Set<string>();
    for (const templateCode of ['style-1', 'style-2', 'style-3', 'style-4']) {
      const draft = await client.post('/api/v1/card/preview', {
        cardNo,
        template: { templateCode },
        basicDetails: { name: 'Draft Name', companyName: 'Draft Company', phoneNumbers: ['9822012345'] },
      });
      expect(draft.statusCode).toBe(200);
      expect(draft.body).toContain('<h1>Draft Company</h1>');
      templates.add(/<style>([\s\S]*?)<\/style>/.exec(draft.body)?.[1] ?? '');
    }
    expect(templates.size).toBe(4);

    const other = await signUpCustomer(app);
    expect((await other.client.get(`/api/v1/card/preview?cardNo=${cardNo}`)).statusCode).toBe(404);
    const bad = await client.post('/api/v1/card/preview', {
      basicDetails: { name: '', companyName: 'X', phoneNumbers: ['1'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await new Client(app).get(`/api/v1/card/preview?cardNo=${cardNo}`)).statusCode).toBe(401);
  });
});
