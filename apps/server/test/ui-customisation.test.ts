import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { seedDemoUiCustomisation, seedPoliticalParties } from '../src/seed/greetings.ts';
import {
  buildTestApp,
  DEMO_PASSWORD,
  loginStaff,
  signUpCustomer,
  SOLO_HOST,
  type Client,
  type TestApp,
} from './helpers.ts';

/** UI customisation: sections per page placement, who may change them, and tenant isolation. */
let t: TestApp;
let superadmin: Client;

beforeAll(async () => {
  t = await buildTestApp();
  await seedPoliticalParties(t.database.db);
  await seedDemoUiCustomisation(t.database.db, t.ids.demoAgencyId);
  superadmin = await loginStaff(t.app, '9000000001');
}, 180_000);

describe('UI customisation', () => {
  it('customers read their agency’s sections; a page also gets the COMMON ones', async () => {
    const { client } = await signUpCustomer(t.app);
    const home = await client.get('/api/v1/ui-customisation?pagePlacement=HOME_PAGE');
    expect(home.statusCode).toBe(200);
    expect(home.json().data.list.map((c: { pagePlacement: string }) => c.pagePlacement)).toEqual([
      'HOME_PAGE',
    ]);
    expect(home.json().data.list[0].sections.map((s: { title: string }) => s.title)).toEqual([
      "Today's festival",
      'Daily greetings',
      'Upcoming festivals',
    ]);

    const saved = await superadmin.post('/api/v1/ui-customisation', {
      pagePlacement: 'COMMON',
      sections: [
        {
          title: 'Good morning',
          source: 'SUBCATEGORIES',
          style: 'style-2',
          height: 'HEIGHT-3',
          imageSubcategoryIds: ['00000000-0000-4000-8000-000000000001'],
        },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.sections[0]).toMatchObject({
      title: 'Good morning',
      style: 'style-2',
      height: 'HEIGHT-3',
      imageIds: [],
    });
    expect(saved.json().data.sections[0].metaId).toMatch(/^[0-9a-f-]{36}$/);

    const both = await client.get('/api/v1/ui-customisation?pagePlacement=GREETING_IMAGE_PAGE');
    expect(both.json().data.list.map((c: { pagePlacement: string }) => c.pagePlacement)).toEqual([
      'GREETING_IMAGE_PAGE',
      'COMMON',
    ]);
    expect((await client.get('/api/v1/ui-customisation')).json().data.total).toBe(3);
  });

  it('saving a placement again replaces its sections and keeps given metaIds', async () => {
    const first = await superadmin.post('/api/v1/ui-customisation', {
      pagePlacement: 'HOME_PAGE',
      sections: [{ metaId: 'keep-me', title: 'Festivals', source: 'UPCOMING_FESTIVALS' }],
    });
    const again = await superadmin.post('/api/v1/ui-customisation', {
      pagePlacement: 'HOME_PAGE',
      sections: [
        { title: 'Today', source: 'TODAY_FESTIVAL' },
        { metaId: 'keep-me', title: 'Festivals ahead', source: 'UPCOMING_FESTIVALS', height: 'HEIGHT-2' },
      ],
    });
    expect(again.json().data.uiCustomisationId).toBe(first.json().data.uiCustomisationId);
    expect(again.json().data.sections.map((s: { title: string }) => s.title)).toEqual([
      'Today',
      'Festivals ahead',
    ]);
    expect(again.json().data.sections[1]).toMatchObject({
      metaId: 'keep-me',
      style: 'style-1',
      height: 'HEIGHT-2',
    });
  });

  it('validates sections with clear messages', async () => {
    const noPosts = await superadmin.post('/api/v1/ui-customisation', {
      pagePlacement: 'HOME_PAGE',
      sections: [{ title: 'Picks', source: 'POSTS' }],
    });
    expect(noPosts.statusCode).toBe(400);
    expect(noPosts.json().data.message).toBe('Choose at least one post.');
    const badPlacement = await superadmin.post('/api/v1/ui-customisation', {
      pagePlacement: 'FOOTER',
      sections: [],
    });
    expect(badPlacement.json().data.fields.pagePlacement).toBe(
      'Choose HOME_PAGE, GREETING_IMAGE_PAGE or COMMON.',
    );
    const badStyle = await superadmin.post('/api/v1/ui-customisation', {
      pagePlacement: 'HOME_PAGE',
      sections: [{ title: 'x', source: 'TODAY_FESTIVAL', style: 'style-9' }],
    });
    expect(badStyle.statusCode).toBe(400);
  });

  it('only superadmin-and-admin staff change it; deleting is scoped to the agency', async () => {
    const admin = await loginStaff(t.app, '9000000002');
    expect(
      (await admin.post('/api/v1/ui-customisation', { pagePlacement: 'COMMON', sections: [] })).statusCode,
    ).toBe(403);
    const { client } = await signUpCustomer(t.app);
    expect(
      (await client.post('/api/v1/ui-customisation', { pagePlacement: 'COMMON', sections: [] })).statusCode,
    ).toBe(403);

    const list = (await superadmin.get('/api/v1/ui-customisation?pagePlacement=COMMON')).json().data.list;
    const id = list[0].uiCustomisationId;
    // Solo Cards has no customisations and cannot see Demo Agency's.
    const solo = await loginStaff(t.app, '9000000006', SOLO_HOST);
    expect((await solo.delete(`/api/v1/ui-customisation/${id}`)).statusCode).toBe(403);
    expect((await superadmin.delete(`/api/v1/ui-customisation/${id}`)).statusCode).toBe(200);
    expect((await superadmin.delete(`/api/v1/ui-customisation/${id}`)).statusCode).toBe(404);
    expect((await superadmin.delete('/api/v1/ui-customisation/not-an-id')).statusCode).toBe(404);
    expect((await superadmin.get('/api/v1/ui-customisation?pagePlacement=COMMON')).json().data.total).toBe(0);
  });
});

describe('political parties', () => {
  it('lists the 46 parties; only a superadmin edits them', async () => {
    const { client } = await signUpCustomer(t.app);
    const res = await client.get('/api/v1/political-party');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(46);
    expect(res.json().data.list[0]).toEqual({
      id: 'bjp',
      partyName: 'Bharatiya Janata Party',
      abbreviation: 'BJP',
      logoUrl: null,
      selectLabel: 'Bharatiya Janata Party (BJP)',
    });
    const admin = await loginStaff(t.app, '9000000002');
    expect(
      (await admin.post('/api/v1/political-party/inc', { partyName: 'X', abbreviation: 'X' })).statusCode,
    ).toBe(403);
    const edited = await superadmin.post('/api/v1/political-party/aap', {
      partyName: 'Aam Aadmi Party',
      abbreviation: 'AAP ',
    });
    expect(edited.json().data.abbreviation).toBe('AAP');
    expect(
      (await superadmin.post('/api/v1/political-party/nope', { partyName: 'X', abbreviation: 'X' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await superadmin.post('/api/v1/political-party/aap', { partyName: '', abbreviation: 'A' })).json().data
        .fields.partyName,
    ).toBe('Party name is required.');
  });

  it('a superadmin uploads a party logo (normalised to a 256 px PNG)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/franchisee/login',
      headers: { host: 'localhost' },
      payload: { phoneNumber: '9000000001', password: DEMO_PASSWORD },
    });
    const cookie = (login.cookies as { name: string; value: string }[])
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const send = (body: Buffer) => {
      const b = 'partylogo';
      const payload = Buffer.concat([
        Buffer.from(
          `--${b}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        body,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/political-party/bjp/logo',
        payload,
        headers: { host: 'localhost', cookie, 'content-type': `multipart/form-data; boundary=${b}` },
      });
    };
    const logo = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#f97316' } })
      .png()
      .toBuffer();
    const res = await send(logo);
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().data.logoUrl });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 256, height: 256, format: 'png' });
    const bad = await send(Buffer.from('not an image'));
    expect(bad.statusCode).toBe(415);
  });
});
