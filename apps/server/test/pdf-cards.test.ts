import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { paymentRecords } from '../src/db/schema/index.ts';
import { buildTestApp, loginStaff, signUpCustomer, SOLO_HOST, type Client, type TestApp } from './helpers.ts';
import {
  addBusiness,
  checkout,
  customerWithBusiness,
  settleWebhooks,
  updateConfiguration,
} from './payments-fixtures.ts';
import { runTool } from './tools.ts';

/** PDF ID cards: every call of spec section 7 "PDF cards", and the PDFs read back with poppler and zbar. */
const BASE = '/api/v1/pdf-card';
const PLAN = { id: 'pdf-single', price: 9900 };

// Rendering and reading PDFs back with poppler takes seconds each on a shared 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

let t: TestApp;
let admin: Client;
let franchisee: Client;
let owner: Awaited<ReturnType<typeof customerWithBusiness>>;

const content = (over: Record<string, unknown> = {}) => ({
  templateCode: 'pdf-landscape-band',
  companyName: 'Sharma Kirana',
  registeredPhoneNumber: '9876543210',
  mails: ['shop@sharma.in'],
  basicDetails: { name: 'राजेश कुमार', designation: 'Store Manager', idNumber: 'SK-7', bloodGroup: 'B+' },
  ...over,
});

async function create(client: Client, businessId: string, over: Record<string, unknown> = {}) {
  const res = await client.post(`${BASE}/updatePdfCardBasicDetails`, { businessId, ...content(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { pdfCardNo: number; isPaid: boolean; cardUrl: string | null };
}

const dir = mkdtempSync(join(tmpdir(), 'pdf-cards-test-'));
async function save(bytes: Buffer | string, name: string) {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
}
/** The i-th element, failing the test when it is missing. */
function at<T>(list: T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`nothing at ${i}`);
  return v;
}
const pageSize = async (file: string) => {
  const m = (await runTool('pdfinfo', [file])).match(/Page size:\s+([\d.]+) x ([\d.]+)/);
  return [Number(m?.[1]), Number(m?.[2])];
};
/** pdftotext splits the diagonal watermark into letters; joined, they read SAMPLE. */
const hasSample = async (file: string) =>
  (await runTool('pdftotext', ['-raw', file, '-'])).replace(/\s+/g, '').includes('SAMPLE');

beforeAll(async () => {
  t = await buildTestApp();
  await updateConfiguration(t.app, t.ids.demoAgencyId, (c) => {
    c.pdfCardConfig = { enablePdfCardProduct: true, customerPlans: [PLAN] };
    c.onlinePayment.enablePaymentIntegration = true;
  });
  admin = await loginStaff(t.app, '9000000002');
  franchisee = await loginStaff(t.app, '9000000004');
  owner = await customerWithBusiness(t.app, t.ids.demoAgencyId);
  // A fresh database, migrations and sign-ins: slow when the machine is shared.
}, 240_000);

describe('creating and editing', () => {
  it('creates a card with the Hindi name and answers it with the QR target and unpaid status', async () => {
    const card = await create(owner.client, owner.businessId);
    expect(card.pdfCardNo).toBeGreaterThan(5000);
    expect(card.isPaid).toBe(false);
    const got = await owner.client.get(`${BASE}/pdfCard?pdfCardNo=${card.pdfCardNo}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toMatchObject({
      pdfCardNo: card.pdfCardNo,
      businessId: owner.businessId,
      companyName: 'Sharma Kirana',
      registeredPhoneNumber: '+919876543210',
      status: 'active',
      basicDetails: { name: 'राजेश कुमार', bloodGroup: 'B+' },
    });
  });

  it('updates the details of an existing card', async () => {
    const card = await create(owner.client, owner.businessId);
    const res = await owner.client.post(`${BASE}/updatePdfCardBasicDetails`, {
      pdfCardNo: card.pdfCardNo,
      ...content({ companyName: 'Sharma Kirana & Sons', templateCode: 'pdf-portrait-arc' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      companyName: 'Sharma Kirana & Sons',
      templateCode: 'pdf-portrait-arc',
    });
  });

  it('refuses bad input with field messages, never a 5xx', async () => {
    const res = await owner.client.post(`${BASE}/updatePdfCardBasicDetails`, {
      businessId: owner.businessId,
      ...content({
        registeredPhoneNumber: '12',
        templateCode: 'nope',
        basicDetails: { name: '', bloodGroup: 'Z' },
      }),
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().data.fields;
    expect(fields.registeredPhoneNumber).toBe('A valid phone number is required.');
    expect(fields.templateCode).toBe('Choose one of the PDF ID card templates.');
    expect(fields['basicDetails.name']).toBe('This field is required.');
    expect((await owner.client.get(`${BASE}/pdfCard?pdfCardNo=abc`)).statusCode).toBe(400);
    expect((await owner.client.get(`${BASE}/downloadPdfCard`)).statusCode).toBe(400);
  });

  it('prefills a new card from the business', async () => {
    const res = await owner.client.get(`${BASE}/prefill?businessId=${owner.businessId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyName).toMatch(/^Shop /);
    expect(res.json().data.registeredPhoneNumber).toBe(owner.phoneNumber);
  });
});

describe('who sees what', () => {
  it('answers 404 for another customer’s card and business, and hides the list from customers', async () => {
    const card = await create(owner.client, owner.businessId);
    const other = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    for (const res of [
      await other.client.get(`${BASE}/pdfCard?pdfCardNo=${card.pdfCardNo}`),
      await other.client.get(`${BASE}/downloadPdfCard?pdfCardNo=${card.pdfCardNo}`),
      await other.client.post(`${BASE}/deletePdfCard`, { pdfCardNo: card.pdfCardNo }),
      await other.client.get(`${BASE}/getPdfCardsByBusiness?businessId=${owner.businessId}`),
      await other.client.post(`${BASE}/updatePdfCardBasicDetails`, {
        businessId: owner.businessId,
        ...content(),
      }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await other.client.get(`${BASE}/getPdfCardList`)).statusCode).toBe(403);
  });

  it('answers 404 for a card of another agency', async () => {
    await updateConfiguration(t.app, t.ids.soloAgencyId, (c) => {
      c.pdfCardConfig = { enablePdfCardProduct: true, customerPlans: [PLAN] };
    });
    const card = await create(owner.client, owner.businessId);
    const solo = await signUpCustomer(t.app, { host: SOLO_HOST });
    expect((await solo.client.get(`${BASE}/pdfCard?pdfCardNo=${card.pdfCardNo}`)).statusCode).toBe(404);
    const soloAdmin = await loginStaff(t.app, '9000000006', SOLO_HOST);
    expect((await soloAdmin.get(`${BASE}/pdfCard?pdfCardNo=${card.pdfCardNo}`)).statusCode).toBe(404);
    await updateConfiguration(t.app, t.ids.soloAgencyId, (c) => {
      c.pdfCardConfig.enablePdfCardProduct = false;
    });
    const off = await solo.client.get(`${BASE}/templates`);
    expect(off.statusCode).toBe(403);
    expect(off.json().data.message).toBe('PDF ID cards are not offered by this agency.');
  });

  it('shows a franchisee only the cards of businesses they made; an admin sees all', async () => {
    const mine = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const theirs = await create(mine.client, mine.businessId, { companyName: 'Franchisee Made Co' });
    const made = await addBusiness(t.app, t.ids.demoAgencyId, mine.user.userId, '9000000004');
    const { businesses } = await import('../src/db/schema/index.ts');
    await t.app.db
      .update(businesses)
      .set({ madeByUserId: t.ids.staffIds['9000000004'] })
      .where(eq(businesses.id, made));
    const byFranchisee = await create(franchisee, made, { companyName: 'Franchisee Made Co' });
    const list = await franchisee.get(
      `${BASE}/getPdfCardList?searchField=companyName&search=Franchisee%20Made`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.list.map((c: { pdfCardNo: number }) => c.pdfCardNo)).toEqual([
      byFranchisee.pdfCardNo,
    ]);
    expect((await franchisee.get(`${BASE}/pdfCard?pdfCardNo=${theirs.pdfCardNo}`)).statusCode).toBe(404);
    const all = await admin.get(`${BASE}/getPdfCardList?searchField=companyName&search=Franchisee%20Made`);
    expect(all.json().data.total).toBe(2);
  });
});

describe('staff All Projects', () => {
  it('exports the filtered list as report.csv, paid state included', async () => {
    const b = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    for (const companyName of ['Csvline One', 'Csvline Two'])
      await create(b.client, b.businessId, { companyName });
    const res = await admin.get(`${BASE}/getPdfCardList?searchField=companyName&search=csvline&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="report.csv"');
    const rows = parseCsv(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r['Company name']).sort()).toEqual(['Csvline One', 'Csvline Two']);
    expect(rows.every((r) => r.Paid === 'No' && r.Status === 'Active')).toBe(true);
    // The customer's own client is not staff.
    expect((await b.client.get(`${BASE}/getPdfCardList?format=csv`)).statusCode).toBe(403);
  });

  it('filters by the spec’s search fields, status and paid, and changes status', async () => {
    const b = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const card = await create(b.client, b.businessId, { companyName: 'Zebra Prints' });
    const q = (s: string) => admin.get(`${BASE}/getPdfCardList?${s}`);
    expect((await q('searchField=companyName&search=zebra')).json().data.total).toBe(1);
    expect((await q(`searchField=cardId&search=${card.pdfCardNo}`)).json().data.list[0].pdfCardNo).toBe(
      card.pdfCardNo,
    );
    expect(
      (await q('searchField=registeredPhoneNumber&search=98765%2043210')).json().data.total,
    ).toBeGreaterThan(0);
    expect((await q('searchField=templateCode&search=landscape-band')).json().data.total).toBeGreaterThan(0);
    expect(
      (await q(`searchField=businessName&search=${encodeURIComponent(b.businessId)}`)).json().data.total,
    ).toBe(0);
    expect((await q('searchField=nope')).statusCode).toBe(400);
    const st = await admin.post(`${BASE}/updatePdfCardStatus`, {
      pdfCardNo: card.pdfCardNo,
      status: 'inactive',
    });
    expect(st.json().data.status).toBe('inactive');
    expect((await q('status=inactive&searchField=companyName&search=zebra')).json().data.total).toBe(1);
    expect((await q('paid=false&searchField=companyName&search=zebra')).json().data.total).toBe(1);
    expect((await q('paid=true&searchField=companyName&search=zebra')).json().data.total).toBe(0);
    expect(
      (await b.client.post(`${BASE}/updatePdfCardStatus`, { pdfCardNo: card.pdfCardNo, status: 'active' }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes a card: it is gone for everyone after', async () => {
    const card = await create(owner.client, owner.businessId);
    const del = await owner.client.post(`${BASE}/deletePdfCard`, { pdfCardNo: card.pdfCardNo });
    expect(del.json().data).toEqual({ pdfCardNo: card.pdfCardNo, deleted: true });
    expect((await admin.get(`${BASE}/pdfCard?pdfCardNo=${card.pdfCardNo}`)).statusCode).toBe(404);
  });
});

describe('the PDF, read back with poppler and zbar', () => {
  it('is CR80 exactly, carries SAMPLE until paid, keeps the Hindi name as text, and its QR opens the digital card', async () => {
    const { cards } = await import('../src/db/schema/index.ts');
    await t.app.db.insert(cards).values({
      agencyId: t.ids.demoAgencyId,
      businessId: owner.businessId,
      cardId: `sharma-${Date.now()}`,
      settings: { cardId: 'x', published: true } as never,
    });
    const card = await create(owner.client, owner.businessId);
    expect(card.cardUrl).toMatch(/^http:\/\/localhost\/sharma-/);
    const res = await owner.client.get(`${BASE}/downloadPdfCard?pdfCardNo=${card.pdfCardNo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${card.pdfCardNo}.pdf"`);
    const file = await save(res.rawPayload, `${card.pdfCardNo}.pdf`);
    expect(await pageSize(file)).toEqual([242.646, 153.014]);
    expect(await runTool('pdfinfo', [file])).toMatch(/Pages:\s+2/);
    expect(await hasSample(file)).toBe(true);
    expect(await runTool('pdftotext', [file, '-'])).toContain('राजेश कुमार');
    await runTool('pdftoppm', [
      '-r',
      '300',
      '-f',
      '2',
      '-l',
      '2',
      '-png',
      '-singlefile',
      file,
      join(dir, 'back'),
    ]);
    expect((await runTool('zbarimg', ['-q', '--raw', join(dir, 'back.png')])).trim()).toBe(card.cardUrl);

    // Customers cannot lift the watermark; staff can.
    const forced = await owner.client.get(
      `${BASE}/downloadPdfCard?pdfCardNo=${card.pdfCardNo}&forceDownloadWithoutSampleWatermark=true`,
    );
    expect(forced.statusCode).toBe(403);
    const staff = await admin.get(
      `${BASE}/downloadPdfCard?pdfCardNo=${card.pdfCardNo}&forceDownloadWithoutSampleWatermark=true`,
    );
    expect(await hasSample(await save(staff.rawPayload, 'forced.pdf'))).toBe(false);

    // Single purchase through the sandbox: credited once, then the download is clean.
    const order = await owner.client.post(`${BASE}/pdf-card-payment/order`, {
      planId: PLAN.id,
      pdfCardNo: card.pdfCardNo,
      businessId: owner.businessId,
    });
    expect(order.statusCode).toBe(200);
    const orderId = order.json().data.order.id;
    const paid = await checkout(t.app, orderId);
    const body = {
      pdfCardNo: card.pdfCardNo,
      planId: PLAN.id,
      businessId: owner.businessId,
      orderCreationId: orderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature,
      isManualUpdate: false,
      paymentAmount: PLAN.price,
    };
    const [a, b] = await Promise.all([
      owner.client.post(`${BASE}/pdf-card-payment`, body),
      owner.client.post(`${BASE}/pdf-card-payment`, body),
    ]);
    await settleWebhooks(t.app);
    expect(a.json().data.recordNo).toBe(b.json().data.recordNo);
    const records = await t.app.db
      .select()
      .from(paymentRecords)
      .where(eq(paymentRecords.pdfCardNo, card.pdfCardNo));
    expect(records).toHaveLength(1);
    expect((await owner.client.get(`${BASE}/pdfCard?pdfCardNo=${card.pdfCardNo}`)).json().data).toMatchObject(
      {
        isPaid: true,
        paidBy: 'single-purchase',
      },
    );
    const clean = await owner.client.get(`${BASE}/downloadPdfCard?pdfCardNo=${card.pdfCardNo}`);
    expect(await hasSample(await save(clean.rawPayload, 'clean.pdf'))).toBe(false);

    // The 3 mm bleed grows every side by 8.5 pt.
    const bleed = await owner.client.get(`${BASE}/downloadPdfCard?pdfCardNo=${card.pdfCardNo}&bleed=true`);
    expect(await pageSize(await save(bleed.rawPayload, 'bleed.pdf'))).toEqual([259.654, 170.022]);
  });

  it('answers a download failure as JSON in the body', async () => {
    const res = await owner.client.get(`${BASE}/downloadPdfCard?pdfCardNo=999999`);
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a plan with pdfCardLimit 1 pays for the oldest card only', async () => {
    const b = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const first = await create(b.client, b.businessId);
    const second = await create(b.client, b.businessId);
    const { businesses } = await import('../src/db/schema/index.ts');
    await t.app.db
      .update(businesses)
      .set({
        activePlanId: 'p',
        activePlanName: 'Gold',
        expiryDateForCustomer: '2099-01-01',
        planLimits: {
          ...(await import('@panel/shared/plans/limits.ts')).baseLimits(),
          pdfCardIncluded: true,
          pdfCardLimit: 1,
        },
      })
      .where(eq(businesses.id, b.businessId));
    const list = (await b.client.get(`${BASE}/getPdfCardsByBusiness?businessId=${b.businessId}`)).json().data
      .list;
    expect(list.map((c: { pdfCardNo: number; paidBy: string | null }) => [c.pdfCardNo, c.paidBy])).toEqual([
      [first.pdfCardNo, 'plan'],
      [second.pdfCardNo, null],
    ]);
  });

  it('exports an A4 sheet: ten cards in their slots, crop marks in the margins, backs mirrored on page 2', async () => {
    const b = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const nos: number[] = [];
    for (let i = 0; i < 10; i++)
      nos.push((await create(b.client, b.businessId, { basicDetails: { name: `Staff${i}` } })).pdfCardNo);
    const res = await b.client.post(`${BASE}/exportPdfCard`, { businessId: b.businessId, backOffsetXMm: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const file = await save(res.rawPayload, 'sheet.pdf');
    expect(await pageSize(file)).toEqual([595.276, 841.89]);
    expect(await runTool('pdfinfo', [file])).toMatch(/Pages:\s+2/);
    const { sheetSlots, mirroredSlot } = await import('../src/integrations/renderers/pdf-card/render.ts');
    const slots = sheetSlots();
    const bbox = await runTool('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-']);
    for (let i = 0; i < 10; i++) {
      const m = bbox.match(new RegExp(`xMin="([\\d.]+)" yMin="([\\d.]+)"[^>]*>Staff${i}<`)) ?? [];
      const [x, y] = [Number(m[1]), Number(m[2])];
      const s = at(slots, i);
      expect(x > s.x && x < s.x + s.w && y > s.y && y < s.y + s.h, `Staff${i} in slot ${i}`).toBe(true);
    }
    // Backs: card 0's company name sits in the mirrored slot, moved 1 mm right.
    const back = await runTool('pdftotext', ['-bbox', '-f', '2', '-l', '2', file, '-']);
    const firstBack = [...back.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>Sharma</g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    const target = at(slots, mirroredSlot(0));
    expect(
      firstBack.some(
        ([x, y]) =>
          (x ?? 0) > target.x + 2.83 &&
          (x ?? 0) < target.x + target.w &&
          (y ?? 0) > target.y &&
          (y ?? 0) < target.y + target.h,
      ),
    ).toBe(true);
    // Crop marks: dark pixels in the top margin on every vertical cut line, none between them.
    await runTool('pdftoppm', [
      '-r',
      '72',
      '-f',
      '1',
      '-l',
      '1',
      '-png',
      '-singlefile',
      file,
      join(dir, 'sheet'),
    ]);
    const { data, info } = await sharp(join(dir, 'sheet.png'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => data[Math.round(y) * info.width + Math.round(x)] ?? 0;
    const markY = at(slots, 0).y - 5 * (72 / 25.4);
    for (const x of [at(slots, 0).x, at(slots, 1).x, at(slots, 1).x + at(slots, 1).w])
      expect(Math.min(px(x - 1, markY), px(x, markY), px(x + 1, markY))).toBeLessThan(200);
    expect(px(at(slots, 0).x + 60, markY)).toBeGreaterThan(240);
    expect(await hasSample(file)).toBe(true);
  });
});

describe('templates, previews and CSV', () => {
  it('lists six templates (2 portrait, 2 landscape, 2 full-page) with previews from the renderer', async () => {
    const res = await owner.client.get(`${BASE}/templates`);
    const list = res.json().data.list as { code: string; format: string; previewUrl: string }[];
    expect(list.filter((x) => x.format === 'cr80-portrait')).toHaveLength(2);
    expect(list.filter((x) => x.format === 'cr80-landscape')).toHaveLength(2);
    expect(list.filter((x) => x.format === 'a4-profile')).toHaveLength(2);
    const png = await owner.client.get(at(list, 0).previewUrl);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await owner.client.get(at(list, 0).previewUrl);
    expect(again.rawPayload.equals(png.rawPayload)).toBe(true);
    const live = await owner.client.post(`${BASE}/preview`, { businessId: owner.businessId, ...content() });
    expect(live.statusCode).toBe(200);
    expect(live.headers['content-type']).toBe('image/png');
  });

  it('bulk-creates from a CSV and a zip of photos, with per-row errors', async () => {
    const b = await customerWithBusiness(t.app, t.ids.demoAgencyId);
    const photo = await sharp({ create: { width: 300, height: 360, channels: 3, background: '#88aacc' } })
      .jpeg()
      .toBuffer();
    const zip = Buffer.from(zipSync({ 'photos/asha.jpg': new Uint8Array(photo) }));
    const csv =
      'name,designation,idNumber,phone,bloodGroup,photo\nAsha Patel,Cashier,E-1,9876500001,O+,asha.jpg\n,Helper,E-2,123,Q,missing.jpg\nसुनीता देवी,Sales,E-3,,AB-,\n';
    const send = (dryRun: boolean) => {
      const boundary = 'x-boundary';
      const part = (name: string, file: string, type: string, bytes: Buffer) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: ${type}\r\n\r\n`,
          ),
          bytes,
          Buffer.from('\r\n'),
        ]);
      const payload = Buffer.concat([
        part('csv', 'staff.csv', 'text/csv', Buffer.from(csv)),
        part('photos', 'photos.zip', 'application/zip', zip),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `${BASE}/bulk?businessId=${b.businessId}&templateCode=pdf-portrait-ribbon&dryRun=${dryRun}`,
        headers: {
          host: 'localhost',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie: b.client.cookieHeader(),
        },
        payload,
      });
    };
    const preview = await send(true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.created).toEqual([]);
    expect(preview.json().data.errorCount).toBe(1);
    const bad = preview.json().data.rows[1];
    expect(bad.line).toBe(3);
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        'name: This field is required.',
        'phone: A valid phone number is required.',
        'photo: missing.jpg is not in the photos zip.',
      ]),
    );
    const run = await send(false);
    expect(run.json().data.created).toHaveLength(2);
    const list = (await b.client.get(`${BASE}/getPdfCardsByBusiness?businessId=${b.businessId}`)).json().data
      .list;
    expect(list.map((c: { basicDetails: { name: string } }) => c.basicDetails.name)).toEqual([
      'Asha Patel',
      'सुनीता देवी',
    ]);
    expect(list[0].media.photo).toMatch(/pdf-card\/photo\//);
  });
});

describe('demo data', () => {
  it('gives Demo Traders two PDF ID cards, the owner’s paid and a Hindi-named staff card unpaid, once', async () => {
    const { seedDemoPdfCards } = await import('../src/seed/pdf-cards.ts');
    const { loginDemoCustomer } = await import('./helpers.ts');
    await seedDemoPdfCards(t.app.db, t.ids);
    await seedDemoPdfCards(t.app.db, t.ids);
    const demo = await loginDemoCustomer(t.app);
    const res = await demo.get(`${BASE}/getPdfCardsByBusiness?businessId=${t.ids.businessId}`);
    const list = res.json().data.list as { basicDetails: { name: string }; isPaid: boolean }[];
    expect(list.map((c) => [c.basicDetails.name, c.isPaid])).toEqual([
      ['Rakesh Sharma', true],
      ['सुनीता वर्मा', false],
    ]);
  });
});
