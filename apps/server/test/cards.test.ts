import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, cards } from '../src/db/schema/index.ts';
import { buildTestApp, loginStaff, signUpCustomer, SOLO_HOST } from './helpers.ts';
import { addBusiness, addCard, basicDetails } from './card-fixtures.ts';

const { app } = await buildTestApp();
const MIGRATION = new URL('../drizzle/0016_cards_of_deleted_businesses.sql', import.meta.url);

const ONE_CARD =
  'Each business can have only one digital card. If you want to create another digital card, you need to add a new business.';

async function linkTypeId(
  client: Awaited<ReturnType<typeof signUpCustomer>>['client'],
  name: string,
): Promise<string> {
  const res = await client.get(`/api/v1/link-store/link-type?search=${encodeURIComponent(name)}`);
  const t = (res.json().data.list as { linkTypeId: string; name: string }[]).find((x) => x.name === name);
  if (!t) throw new Error(`no link type ${name}`);
  return t.linkTypeId;
}

describe('creating a card', () => {
  it("creates the business's one card and refuses a second with the spec's text (409)", async () => {
    const { client } = await signUpCustomer(app);
    const businessId = await addBusiness(client, 'Lakshmi Sweets');
    const created = await client.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: basicDetails('Lakshmi Sweets'),
    });
    expect(created.statusCode).toBe(201);
    const card = created.json().data.updatedCard;
    expect(card).toMatchObject({
      cardId: 'lakshmi-sweets',
      businessId,
      status: 'active',
      template: { templateCode: 'style-1' },
      settings: { display: 'all-details', cardId: 'lakshmi-sweets', published: false },
      basicDetails: {
        title: 'Mr.',
        phoneNumbers: ['+919822012345'],
        website: 'https://ganeshstores.example.com/',
      },
      publicUrl: 'http://localhost/lakshmi-sweets',
    });
    expect(card.cardNo).toBeGreaterThan(1000);

    const again = await client.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: basicDetails(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toMatchObject({ code: 'CONFLICT', message: ONE_CARD });

    const list = await client.get(`/api/v1/getCardsByBusiness?businessId=${businessId}`);
    expect(list.json().data.total).toBe(1);
    expect(list.json().data.list[0].cardNo).toBe(card.cardNo);
  });

  it('creates business and card together in the agency-only flow (userId)', async () => {
    const { client, user } = await signUpCustomer(app, { host: SOLO_HOST });
    const res = await client.post('/api/v1/updateCardBasicDetails', {
      userId: user.userId,
      isForeignUser: false,
      basicDetails: basicDetails('Solo Bakers'),
    });
    expect(res.statusCode).toBe(201);
    const card = res.json().data.updatedCard;
    expect(card.businessName).toBe('Solo Bakers');
    const businesses = await client.get('/api/v1/business/getBusinessesByUser');
    expect(businesses.json().data.list[0]).toMatchObject({
      businessName: 'Solo Bakers',
      cardNo: card.cardNo,
      category: { name: 'Other' },
    });
    // Someone else's userId is not found.
    const other = await signUpCustomer(app, { host: SOLO_HOST });
    const foreign = await other.client.post('/api/v1/updateCardBasicDetails', {
      userId: user.userId,
      basicDetails: basicDetails(),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other.client.get('/api/v1/business/getBusinessesByUser')).json().data.total).toBe(0);

    // The same one way as the business form: the agency's staff hear of it, and an unknown category
    // is refused with nothing made.
    const admin = await loginStaff(app, '9000000006', SOLO_HOST);
    const bell = (await admin.get('/api/v1/analytics/admin-notification')).json().data.list as {
      kind: string;
      message: string;
    }[];
    expect(bell.some((n) => n.kind === 'BUSINESS_ADDED' && n.message.includes('Solo Bakers'))).toBe(true);
    const badCategory = await other.client.post('/api/v1/updateCardBasicDetails', {
      userId: other.user.userId,
      categoryId: crypto.randomUUID(),
      basicDetails: basicDetails('Nowhere Bakers'),
    });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().data.fields.categoryId).toBe('Choose a category from the list.');
    expect((await other.client.get('/api/v1/business/getBusinessesByUser')).json().data.total).toBe(0);
  });

  it('validates contact fields with the spec messages', async () => {
    const { client } = await signUpCustomer(app);
    const businessId = await addBusiness(client);
    const res = await client.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: {
        ...basicDetails(),
        title: 'Sir',
        name: '',
        phoneNumbers: ['123'],
        emails: ['x@'],
        website: 'not a link',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toMatchObject({
      'basicDetails.name': 'This field is required.',
      'basicDetails.phoneNumbers.0': 'A valid phone number is required.',
      'basicDetails.emails.0': 'A valid email is required.',
      'basicDetails.website': 'A valid link is required.',
      'basicDetails.title': 'Choose Mr., Ms., Dr. or Mrs.',
    });
    const neither = await client.post('/api/v1/updateCardBasicDetails', { basicDetails: basicDetails() });
    expect(neither.statusCode).toBe(400);
  });

  it('takes only a Google Maps link as the map location', async () => {
    const { client } = await signUpCustomer(app);
    const businessId = await addBusiness(client);
    const notMaps = await client.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: { ...basicDetails(), mapLink: 'https://example.com/where-we-are' },
    });
    expect(notMaps.statusCode).toBe(400);
    expect(notMaps.json().data).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'basicDetails.mapLink': 'A valid link is required.' },
    });

    const created = await client.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: { ...basicDetails(), mapLink: 'maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8' },
    });
    expect(created.statusCode).toBe(201);
    const { cardNo, basicDetails: stored } = created.json().data.updatedCard;
    expect(stored.mapLink).toBe('https://maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8');

    // Editing is checked the same way, and the stored link stays.
    const edit = await client.post('/api/v1/updateCardBasicDetails', {
      cardNo,
      basicDetails: { ...basicDetails(), mapLink: 'https://www.bing.com/maps?q=ahmedabad' },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().data.fields).toEqual({ 'basicDetails.mapLink': 'A valid link is required.' });
    expect((await client.get(`/api/v1/card?cardNo=${cardNo}`)).json().data.basicDetails.mapLink).toBe(
      'https://maps.app.goo.gl/Yx3kQ9aB7cD2eF1g8',
    );
  });
});

describe('editing sections', () => {
  it('saves every section and answers the stored card', async () => {
    const { client } = await signUpCustomer(app);
    const { cardNo } = await addCard(client, 'Every Section Co');
    const post = async (path: string, body: object) => {
      const res = await client.post(`/api/v1/${path}`, { cardNo, ...body });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.updatedCard;
    };
    expect(
      (
        await post('updateCardPaymentOptions', {
          paymentOptions: {
            upiId: 'every@okaxis',
            bankAccount: {
              accountHolderName: 'Every',
              accountNumber: '123456789012',
              ifsc: 'sbin0001234',
              bankName: 'SBI',
            },
          },
        })
      ).paymentOptions,
    ).toMatchObject({ upiId: 'every@okaxis', bankAccount: { ifsc: 'SBIN0001234' }, paymentQrImages: [] });
    expect(
      (
        await post('updateCardYoutubeVideos', {
          youtubeVideos: { videos: [{ url: 'https://youtu.be/dQw4w9WgXcQ' }] },
        })
      ).youtubeVideos.videos[0].videoId,
    ).toBe('dQw4w9WgXcQ');
    expect(
      (
        await post('updateCardSocialLinks', {
          socialLinks: { links: [{ platform: 'instagram', url: 'instagram.com/every' }] },
        })
      ).socialLinks.links[0].url,
    ).toBe('https://instagram.com/every');
    expect(
      (await post('updateCardTemplate', { template: { templateCode: 'style-4', themeColor: '#22d3ee' } }))
        .template.templateCode,
    ).toBe('style-4');
    const about = await post('updateCardAboutUs', {
      aboutUs: {
        html: '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><img src=x onerror=y>',
        yearOfEstablishment: 1999,
      },
    });
    expect(about.aboutUs.html).toBe('<p>Hi <b>there</b></p>');
    expect(
      (
        await post('updateCardProducts', {
          products: { items: [{ name: 'Kaju Katli', price: 95000, priceUnit: 'per kg' }] },
        })
      ).products.items[0],
    ).toMatchObject({
      price: 95000,
      enquireOnWhatsapp: true,
    });
    const wa = await linkTypeId(client, 'WhatsApp');
    const links = await post('updateCardLinks', {
      links: { items: [{ linkTypeId: wa, value: '98220 12345', label: 'Order on WhatsApp' }] },
    });
    expect(links.links.items[0].value).toBe('+919822012345');
    const ref = 'card/gallery/0b7f8c6e-2f0a-4a8e-9a55-0c9a3f6f1a11';
    const gallery = await post('updateCardGallery', {
      gallery: { images: [{ image: ref, caption: 'Shop front' }] },
    });
    expect(gallery.media[ref].variants['480']).toBe(`/uploads/${ref}-480.webp`);
    const settings = await post('updateCardSettings', {
      settings: {
        display: 'only-logo',
        cardId: 'every-section',
        seo: { title: 'Every Section' },
        sections: { gallery: false },
        published: true,
      },
    });
    expect(settings).toMatchObject({
      cardId: 'every-section',
      settings: { display: 'only-logo', published: true, sections: { gallery: false, products: true } },
    });
    const read = await client.get(`/api/v1/card?cardNo=${cardNo}`);
    expect(read.json().data).toMatchObject({
      cardId: 'every-section',
      aboutUs: { yearOfEstablishment: 1999 },
      publicUrl: 'http://localhost/every-section',
    });
  });

  it('refuses bad section input (400) and links whose value does not fit the link type', async () => {
    const { client } = await signUpCustomer(app);
    const { cardNo } = await addCard(client);
    const wa = await linkTypeId(client, 'WhatsApp');
    const web = await linkTypeId(client, 'Website');
    const cases: [string, object, string, string][] = [
      [
        'updateCardPaymentOptions',
        { paymentOptions: { upiId: 'no-at-sign' } },
        'paymentOptions.upiId',
        'Enter a valid UPI id, like name@bank.',
      ],
      [
        'updateCardYoutubeVideos',
        { youtubeVideos: { videos: [{ url: 'https://vimeo.com/1' }] } },
        'youtubeVideos.videos.0.url',
        'Enter a YouTube video link.',
      ],
      [
        'updateCardTemplate',
        { template: { templateCode: 'style-9' } },
        'template.templateCode',
        'Choose a template.',
      ],
      [
        'updateCardProducts',
        { products: { items: [{ name: 'X', price: 10.5 }] } },
        'products.items.0.price',
        'Enter a price in rupees (up to 2 decimals).',
      ],
      [
        'updateCardLinks',
        { links: { items: [{ linkTypeId: wa, value: 'abc' }] } },
        'links.items.0.value',
        'A valid phone number is required.',
      ],
      [
        'updateCardLinks',
        { links: { items: [{ linkTypeId: web, value: 'javascript:alert(1)' }] } },
        'links.items.0.value',
        'A valid link is required.',
      ],
      [
        'updateCardLinks',
        { links: { items: [{ linkTypeId: 'nope', value: 'x' }] } },
        'links.items.0.linkTypeId',
        'Choose a link type from the Link Store.',
      ],
      [
        'updateCardGallery',
        { gallery: { images: [{ image: '../../etc/passwd' }] } },
        'gallery.images.0.image',
        'Upload the file again.',
      ],
      [
        'updateCardSettings',
        { settings: { cardId: 'admin' } },
        'settings.cardId',
        'This card id is reserved. Choose another.',
      ],
      [
        'updateCardSettings',
        { settings: { cardId: 'a_b' } },
        'settings.cardId',
        'Use lowercase letters, digits and hyphens; start and end with a letter or digit.',
      ],
    ];
    for (const [path, body, field, message] of cases) {
      const res = await client.post(`/api/v1/${path}`, { cardNo, ...body });
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
      expect(res.json().data.fields[field], path).toBe(message);
    }
    expect(
      (await client.post('/api/v1/updateCardTemplate', { template: { templateCode: 'style-2' } })).statusCode,
    ).toBe(400);
  });

  it('checks card id availability within the agency', async () => {
    const a = await signUpCustomer(app);
    const { cardNo, cardId } = await addCard(a.client, 'Availability Check');
    expect(
      (await a.client.get(`/api/v1/checkCardIdAvailability?cardId=${cardId}&cardNo=${cardNo}`)).json().data,
    ).toEqual({ cardId, available: true, message: null });
    const b = await signUpCustomer(app);
    expect((await b.client.get(`/api/v1/checkCardIdAvailability?cardId=${cardId}`)).json().data).toEqual({
      cardId,
      available: false,
      message: 'This card id is already taken. Choose another.',
    });
    expect((await b.client.get('/api/v1/checkCardIdAvailability?cardId=panel')).json().data.available).toBe(
      false,
    );
    expect((await b.client.get('/api/v1/checkCardIdAvailability?cardId=ab')).json().data.message).toBe(
      'Use 3 to 40 characters.',
    );
    // Another agency's host has its own ids.
    const solo = await signUpCustomer(app, { host: SOLO_HOST });
    expect(
      (await solo.client.get(`/api/v1/checkCardIdAvailability?cardId=${cardId}`)).json().data.available,
    ).toBe(true);
    // Taking a used id through settings is a conflict.
    const other = await addCard(b.client);
    const taken = await b.client.post('/api/v1/updateCardSettings', {
      cardNo: other.cardNo,
      settings: { cardId },
    });
    expect(taken.statusCode).toBe(409);
    // Asking on behalf of someone else's card is 404.
    expect(
      (await b.client.get(`/api/v1/checkCardIdAvailability?cardId=x-y-z&cardNo=${cardNo}`)).statusCode,
    ).toBe(404);
  });

  it("cannot read or edit another customer's card (404), nor another agency's", async () => {
    const owner = await signUpCustomer(app);
    const { cardNo, businessId } = await addCard(owner.client);
    const other = await signUpCustomer(app);
    expect((await other.client.get(`/api/v1/card?cardNo=${cardNo}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/v1/getCardsByBusiness?businessId=${businessId}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await other.client.post('/api/v1/updateCardBasicDetails', {
          cardNo,
          basicDetails: basicDetails('Hijack'),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await other.client.post('/api/v1/updateCardTemplate', {
          cardNo,
          template: { templateCode: 'style-2' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await other.client.post('/api/v1/deleteCard', { cardNo })).statusCode).toBe(404);
    expect(
      (
        await other.client.post('/api/v1/updateCardBasicDetails', {
          businessId,
          basicDetails: basicDetails(),
        })
      ).statusCode,
    ).toBe(404);
    const solo = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await solo.get(`/api/v1/card?cardNo=${cardNo}`)).statusCode).toBe(404);
    expect((await solo.post('/api/v1/updateCardStatus', { cardNo, status: 'inactive' })).statusCode).toBe(
      404,
    );
    expect(
      (await owner.client.get(`/api/v1/card?cardNo=${cardNo}`)).json().data.basicDetails.companyName,
    ).not.toBe('Hijack');
  });
});

describe('staff card list and controls', () => {
  it('leaves status, limits, cloning and deleting to admins: the franchisee who made a card still edits it', async () => {
    const franchisee = await loginStaff(app, '9000000004');
    const allCards = await loginStaff(app, '9000000005');
    const admin = await loginStaff(app, '9000000002');
    const name = `Omega${Date.now()}`;
    const reg = await franchisee.post('/api/v1/business/registerUserAndGetBusinesses', {
      phoneNumber: '98' + String(Date.now()).slice(-8),
      business: {
        businessName: name,
        categoryId: (await admin.get('/api/v1/business/categories')).json().data.list[0].categoryId,
      },
    });
    const businessId = reg.json().data.businesses.list[0].businessId as string;
    const made = await franchisee.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: basicDetails(name),
    });
    const cardNo = made.json().data.updatedCard.cardNo as number;
    for (const staff of [franchisee, allCards]) {
      for (const [url, body] of [
        ['/api/v1/updateCardStatus', { cardNo, status: 'inactive' }],
        ['/api/v1/updateCardLimit', { cardNo, cardLimit: 3 }],
        ['/api/v1/updateImagePostStatus', { cardNo, imagePostStatus: 'disabled' }],
        ['/api/v1/deleteCard', { cardNo }],
        ['/api/v1/business/cloneBusiness', { businessId }],
      ] as const) {
        const res = await staff.post(url, body);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().data.message).toBe('Your role does not allow this.');
      }
      expect((await staff.request('DELETE', `/api/v1/business/${businessId}`)).statusCode).toBe(403);
    }
    const edited = await franchisee.post('/api/v1/updateCardBasicDetails', {
      cardNo,
      basicDetails: { ...basicDetails(name), designation: 'Owner' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await admin.get(`/api/v1/card?cardNo=${cardNo}`)).json().data.status).toBe('active');
    expect((await admin.post('/api/v1/deleteCard', { cardNo })).statusCode).toBe(200);
  });

  it('lists cards with search fields and filters; a franchisee sees only the cards they made', async () => {
    const franchisee = await loginStaff(app, '9000000004');
    const admin = await loginStaff(app, '9000000002');
    const tag = `Kappa${Date.now()}`;
    const reg = await franchisee.post('/api/v1/business/registerUserAndGetBusinesses', {
      phoneNumber: '98' + String(Date.now()).slice(-8),
      business: {
        businessName: `${tag} Franchise`,
        categoryId: (await admin.get('/api/v1/business/categories')).json().data.list[0].categoryId,
      },
    });
    const businessId = reg.json().data.businesses.list[0].businessId;
    const made = await franchisee.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: basicDetails(`${tag} Franchise`),
    });
    expect(made.statusCode).toBe(201);
    const cardNo = made.json().data.updatedCard.cardNo;
    const { client } = await signUpCustomer(app);
    await addCard(client, `${tag} Self`);

    const all = await admin.get(`/api/v1/getcardlist?search=${tag}&searchField=companyName`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBe(2);
    expect(all.json().data.cardMadeByList).toEqual(
      expect.arrayContaining([{ phoneNumber: '9000000004', name: 'Farhan Franchisee' }]),
    );
    expect(
      (await admin.get(`/api/v1/getcardlist?search=${tag}&searchField=businessName&madeBy=self`)).json().data
        .total,
    ).toBe(1);
    const own = await franchisee.get(`/api/v1/getcardlist?search=${tag}&searchField=companyName`);
    expect(own.json().data.list.map((c: { companyName: string }) => c.companyName)).toEqual([
      `${tag} Franchise`,
    ]);
    const allCards = await loginStaff(app, '9000000005');
    expect(
      (await allCards.get(`/api/v1/getcardlist?search=${tag}&searchField=companyName`)).json().data.total,
    ).toBe(2);
    expect((await admin.get('/api/v1/getcardlist?searchField=password')).statusCode).toBe(400);

    const status = await admin.post('/api/v1/updateCardStatus', { cardNo, status: 'inactive' });
    expect(status.json().data.updatedCard.status).toBe('inactive');
    expect(
      (await admin.get(`/api/v1/getcardlist?search=${tag}&searchField=companyName&status=inactive`)).json()
        .data.total,
    ).toBe(1);
    expect(
      (await admin.post('/api/v1/updateCardLimit', { cardNo, cardLimit: 5 })).json().data.updatedCard
        .cardLimit,
    ).toBe(5);
    expect((await admin.post('/api/v1/updateCardLimit', { cardNo, cardLimit: -2 })).statusCode).toBe(400);
    expect(
      (await admin.post('/api/v1/updateImagePostStatus', { cardNo, imagePostStatus: 'disabled' })).json().data
        .updatedCard.imagePostStatus,
    ).toBe('disabled');
    const settings = await admin.post('/api/v1/updateImagePostSettings', {
      cardNo,
      imagePostSettings: { hidePoliticalFrame: true },
    });
    expect(settings.json().data.updatedCard.imagePostSettings).toEqual({
      hideRegularFrame: false,
      hideProductFrame: false,
      hidePoliticalFrame: true,
    });
    // Customers cannot use staff controls.
    expect((await client.post('/api/v1/updateCardStatus', { cardNo, status: 'active' })).statusCode).toBe(
      403,
    );
    expect((await client.get('/api/v1/getcardlist')).statusCode).toBe(403);

    const deleted = await admin.post('/api/v1/deleteCard', { cardNo });
    expect(deleted.json()).toEqual({ data: { cardNo, deleted: true } });
    expect((await admin.get(`/api/v1/card?cardNo=${cardNo}`)).statusCode).toBe(404);
    // The business can have a new card after deleting the old one.
    expect(
      (
        await franchisee.post('/api/v1/updateCardBasicDetails', {
          businessId,
          basicDetails: basicDetails(`${tag} Franchise`),
        })
      ).statusCode,
    ).toBe(201);
  });

  it("a deleted account's cards leave All Projects with its businesses, counted and listed", async () => {
    const admin = await loginStaff(app, '9000000002');
    const { client } = await signUpCustomer(app);
    const tag = `Gone${Date.now()}`;
    const { cardNo } = await addCard(client, `${tag} Shop`);
    const searched = async () =>
      (await admin.get(`/api/v1/getcardlist?search=${tag}&searchField=companyName`)).json().data;
    expect((await searched()).total).toBe(1);
    const everyCard = async () => (await admin.get('/api/v1/getcardlist?limit=100')).json().data;
    const before = await everyCard();
    expect(before.list.map((c: { cardNo: number }) => c.cardNo)).toContain(cardNo);

    expect((await client.delete('/api/v1/user')).statusCode).toBe(200);
    expect(await searched()).toMatchObject({ total: 0, list: [] });
    const after = await everyCard();
    expect(after.total).toBe(before.total - 1);
    expect(after.list.map((c: { cardNo: number }) => c.cardNo)).not.toContain(cardNo);
    expect((await admin.get(`/api/v1/card?cardNo=${cardNo}`)).statusCode).toBe(404);
  });

  it('the migration ends the cards that accounts deleted before that rule left live', async () => {
    const { client } = await signUpCustomer(app);
    const { businessId, cardNo } = await addCard(client);
    const deletedAt = new Date('2026-11-01T10:00:00Z');
    // As DELETE /api/v1/user used to leave it: the business deleted, its card not.
    await app.db.update(businesses).set({ deletedAt }).where(eq(businesses.id, businessId));
    await app.db.execute(sql.raw(readFileSync(MIGRATION, 'utf8')));
    const [card] = await app.db.select().from(cards).where(eq(cards.cardNo, cardNo));
    expect(card?.deletedAt?.toISOString()).toBe(deletedAt.toISOString());
  });
});
