import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultAgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import { GREETING_TEXTS } from '@panel/shared/schemas/image-post.ts';
import type { PlanLimits } from '@panel/shared/schemas/plan.ts';
import { buildApp } from '../src/app.ts';
import {
  agencies,
  businessCategories,
  businesses,
  cards,
  greetingRenders,
  imageSubcategories,
  users,
} from '../src/db/schema/index.ts';
import { frameLayout } from '../src/integrations/renderers/greeting-frame.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { ensureAgency } from '../src/seed/agencies.ts';
import { DEMO_LIBRARY_DIR, seedGreetings } from '../src/seed/greetings.ts';
import {
  buildTestApp,
  DEMO_PASSWORD,
  loginStaff,
  signUpCustomer,
  uniquePhone,
  type Client,
  type TestApp,
} from './helpers.ts';
import { ocrText } from './tools.ts';

/**
 * Every image-post call on a real database: the library (global vs agency-exclusive, never leaking
 * across agencies), uploads good and bad, previews, requests for missing posts, branded renders with
 * their cache and daily limits, and greeting video jobs.
 */
const OTHER_HOST = 'other.localhost';
let t: TestApp;
let superadmin: Client; // superadmin + admin of Demo Agency
let admin: Client; // admin of Demo Agency
let otherAdminPhone: string;

async function cookieOf(phoneNumber: string, host = 'localhost'): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/franchisee/login',
    headers: { host },
    payload: { phoneNumber, password: DEMO_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return (res.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`).join('; ');
}

function multipart(
  fields: Record<string, string>,
  files: { filename: string; type: string; body: Buffer }[],
) {
  const boundary = `----greeting${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(f.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(
  cookie: string,
  url: string,
  fields: Record<string, string>,
  files: { filename: string; type: string; body: Buffer }[],
  host = 'localhost',
) {
  const m = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, host, cookie } });
}

const jpeg = (color = '#16a34a') =>
  sharp({ create: { width: 1080, height: 1080, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const PLAN: PlanLimits = {
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: true,
  greetingImagesLimit: 3,
  greetingVideosIncluded: true,
  greetingVideosLimit: 1,
  pdfCardIncluded: false,
  pdfCardLimit: 0,
  promotionalVideoIncluded: false,
  promotionalVideoLimit: 0,
};

/** A customer with a business on an active plan (set directly: plans are the payments tests' job). */
async function customerWithBusiness(
  opts: {
    host?: string;
    limits?: Partial<PlanLimits>;
    hide?: Partial<Record<'hideRegularFrame' | 'hideProductFrame' | 'hidePoliticalFrame', boolean>>;
    plan?: boolean;
  } = {},
) {
  const { client, user } = await signUpCustomer(t.app, { host: opts.host });
  const [agency] = await t.database.db
    .select({ id: users.agencyId })
    .from(users)
    .where(eq(users.id, user.userId));
  const [b] = await t.database.db
    .insert(businesses)
    .values({
      agencyId: agency?.id ?? '',
      ownerUserId: user.userId,
      businessName: 'Sharma Traders',
      phoneNumbers: ['9876543210'],
      email: 'hello@sharmatraders.in',
      ...(opts.plan === false
        ? {}
        : {
            activePlanId: 'test-plan',
            activePlanName: 'Test plan',
            planLimits: { ...PLAN, ...opts.limits },
            planFrameVisibility: {
              hideRegularFrame: false,
              hideProductFrame: false,
              hidePoliticalFrame: false,
              ...opts.hide,
            },
            planValidFrom: '2026-01-01',
            expiryDateForCustomer: '2099-12-31',
          }),
    })
    .returning({ id: businesses.id });
  return { client, businessId: b?.id ?? '', userId: user.userId };
}

async function firstPost(client: Client, query: string) {
  const res = await client.get(`/api/v1/image-post?${query}`);
  expect(res.statusCode).toBe(200);
  const post = res.json().data.list[0];
  expect(post).toBeTruthy();
  return post as { imageId: string; previewUrl: string; frameShape: string; mediaType: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedGreetings(t.database.db, t.app.storage, { demoAgencyId: t.ids.demoAgencyId });
  const configuration = defaultAgencyConfiguration();
  const otherAgencyId = await ensureAgency(t.database.db, {
    name: 'Other Agency',
    hosts: [OTHER_HOST],
    configuration,
  });
  otherAdminPhone = uniquePhone();
  await t.database.db.insert(users).values({
    agencyId: otherAgencyId,
    kind: 'staff',
    phoneNumber: otherAdminPhone,
    name: 'Other Admin',
    roles: ['admin'],
    permissions: [],
    passwordHash: await hashPassword(DEMO_PASSWORD, t.config),
  });
  superadmin = await loginStaff(t.app, '9000000001');
  admin = await loginStaff(t.app, '9000000002');
}, 180_000);

describe('library reads', () => {
  it('lists subcategories, by category name and by several categories, festivals in date order', async () => {
    const { client } = await customerWithBusiness();
    const festivals = await client.get(
      '/api/v1/image-subcategory/category-name?imageCategoryName=Festivals&limit=50',
    );
    expect(festivals.statusCode).toBe(200);
    const list = festivals.json().data.list as {
      date: string;
      imageCategoryId: string;
      contentKind: string;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.map((s) => s.date)).toEqual([...list.map((s) => s.date)].sort());
    expect(list.every((s) => s.contentKind === 'festival')).toBe(true);

    const cats = (await client.get('/api/v1/image-post/image-category')).json().data.list as {
      imageCategoryId: string;
      contentKind: string;
    }[];
    expect(cats.map((c) => c.contentKind).sort()).toEqual(['business', 'daily-post', 'festival']);
    const two = cats.filter((c) => c.contentKind !== 'festival').map((c) => c.imageCategoryId);
    const both = await client.get(
      `/api/v1/image-subcategory/by-mulitple-category?imageCategoryIds=${two.join(',')}`,
    );
    expect(both.statusCode).toBe(200);
    expect(both.json().data.total).toBe(6);

    const calendar = await client.get(
      '/api/v1/image-subcategory?contentKind=festival&fromDate=2026-12-01&toDate=2026-12-31',
    );
    expect(
      calendar.json().data.list.map((s: { imageSubcategoryName: string }) => s.imageSubcategoryName),
    ).toEqual(['Christmas']);
    const bad = await client.get('/api/v1/image-subcategory?fromDate=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields.fromDate).toBe('Use a date like 2026-11-22.');
  });

  it('lists posts wrapped with uiCustomisationId and metaId, previews only for customers', async () => {
    const { client } = await customerWithBusiness();
    const res = await client.get('/api/v1/image-post?mediaType=IMAGE&frameShape=STORY&limit=5');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ uiCustomisationId: null, metaId: null });
    expect(data.total).toBe(6);
    expect(data.list).toHaveLength(5);
    for (const p of data.list) {
      expect(p).toMatchObject({
        mediaType: 'IMAGE',
        frameShape: 'STORY',
        postType: 'STORY_IMAGE',
        originalUrl: null,
        scope: 'global',
      });
      const preview = await t.app.inject({ method: 'GET', url: p.previewUrl });
      const meta = await sharp(preview.rawPayload).metadata();
      expect(meta.width).toBe(360); // small, watermarked preview, never the 1080 px original
    }
    const staffView = (await superadmin.get('/api/v1/image-post?limit=1')).json().data.list[0];
    expect(staffView.originalUrl).toMatch(/^\/uploads\/greetings\/posts\//);

    const customisations = (
      await client.get('/api/v1/ui-customisation?pagePlacement=GREETING_IMAGE_PAGE')
    ).json().data.list;
    const page = customisations.find(
      (c: { pagePlacement: string }) => c.pagePlacement === 'GREETING_IMAGE_PAGE',
    );
    const section = await client.get(
      `/api/v1/image-post?uiCustomisationId=${page.uiCustomisationId}&metaId=daily-posts&limit=50`,
    );
    expect(section.statusCode).toBe(200);
    expect(section.json().data).toMatchObject({
      uiCustomisationId: page.uiCustomisationId,
      metaId: 'daily-posts',
    });
    const names = new Set(
      section.json().data.list.map((p: { imageSubcategoryName: string }) => p.imageSubcategoryName),
    );
    expect([...names].sort()).toEqual(['Good Morning', 'Good Night', 'Thought of the Day']);
    // Demo Agency's home page always has greetings: its daily section does not depend on the date.
    const home = (await client.get('/api/v1/ui-customisation?pagePlacement=HOME_PAGE')).json().data.list[0];
    expect(home.pagePlacement).toBe('HOME_PAGE');
    const homeDaily = await client.get(
      `/api/v1/image-post?uiCustomisationId=${home.uiCustomisationId}&metaId=home-daily&limit=1`,
    );
    expect(homeDaily.json().data.total).toBeGreaterThan(0);
    const upcoming = await client.get(
      `/api/v1/image-post?uiCustomisationId=${page.uiCustomisationId}&metaId=daily-upcoming`,
    );
    expect(upcoming.statusCode).toBe(200);
    const half = await client.get(`/api/v1/image-post?metaId=daily-posts`);
    expect(half.statusCode).toBe(400);
    const missing = await client.get(
      `/api/v1/image-post?uiCustomisationId=${page.uiCustomisationId}&metaId=nope`,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('puts posts made for the business’s own category first, keeping the order within each part', async () => {
    const { client, businessId } = await customerWithBusiness();
    const all = (await client.get('/api/v1/image-post?mediaType=IMAGE&limit=50')).json().data.list as {
      imageId: string;
      imageSubcategoryId: string;
    }[];
    const last = all.at(-1);
    expect(last).toBeTruthy();
    // The oldest post's subcategory is made for a category, and the business belongs to it.
    const categoryName = `Ranking ${randomBytes(3).toString('hex')}`;
    const [category] = await t.database.db
      .insert(businessCategories)
      .values({ name: categoryName })
      .returning({ id: businessCategories.id });
    await t.database.db
      .update(imageSubcategories)
      .set({ businessCategories: [categoryName] })
      .where(eq(imageSubcategories.id, last?.imageSubcategoryId ?? ''));
    await t.database.db
      .update(businesses)
      .set({ categoryId: category?.id })
      .where(eq(businesses.id, businessId));
    try {
      const ranked = (
        await client.get(`/api/v1/image-post?mediaType=IMAGE&limit=50&businessId=${businessId}`)
      ).json().data.list as { imageId: string; imageSubcategoryId: string }[];
      const mine = ranked.filter((p) => p.imageSubcategoryId === last?.imageSubcategoryId);
      expect(ranked.slice(0, mine.length)).toEqual(mine);
      expect(ranked[0]?.imageSubcategoryId).toBe(last?.imageSubcategoryId);
      // The rest keep the plain order.
      const others = all
        .filter((p) => p.imageSubcategoryId !== last?.imageSubcategoryId)
        .map((p) => p.imageId);
      expect(ranked.slice(mine.length).map((p) => p.imageId)).toEqual(others);
      // Without a business the order is the plain one.
      expect(
        (
          (await client.get('/api/v1/image-post?mediaType=IMAGE&limit=50')).json().data.list as {
            imageId: string;
          }[]
        ).map((p) => p.imageId),
      ).toEqual(all.map((p) => p.imageId));
    } finally {
      await t.database.db
        .update(imageSubcategories)
        .set({ businessCategories: [] })
        .where(eq(imageSubcategories.id, last?.imageSubcategoryId ?? ''));
    }
  });

  it('searches, fetches by ids and pages over several subcategories', async () => {
    const { client } = await customerWithBusiness();
    const found = await client.get('/api/v1/image-post/search?q=holi');
    expect(found.statusCode).toBe(200);
    expect(found.json().data.total).toBe(2);
    const byTag = await client.get('/api/v1/image-post/search?q=gujarati&limit=1');
    expect(byTag.json().data.total).toBeGreaterThanOrEqual(5);
    expect((await client.get('/api/v1/image-post/search?q=')).statusCode).toBe(400);

    const ids = found.json().data.list.map((p: { imageId: string }) => p.imageId);
    const byIds = await client.get(
      `/api/v1/image-post/ids?imageIds=${[...ids].reverse().join(',')},not-a-uuid`,
    );
    expect(byIds.json().data.list.map((p: { imageId: string }) => p.imageId)).toEqual([...ids].reverse());

    const subs = (
      await client.get('/api/v1/image-subcategory/category-name?imageCategoryName=Daily Posts')
    ).json().data.list;
    const paged = await client.get(
      `/api/v1/image-post/paginated-mutiple-subcategories?imageSubcategoryIds=${subs.map((s: { imageSubcategoryId: string }) => s.imageSubcategoryId).join(',')}&limit=1&mediaType=IMAGE`,
    );
    expect(paged.statusCode).toBe(200);
    const groups = paged.json().data.list;
    expect(groups).toHaveLength(3);
    expect(groups[0].posts.list).toHaveLength(1);
    expect(groups[0].posts.total).toBe(2);
  });

  it('tags by type', async () => {
    const { client } = await customerWithBusiness();
    const res = await client.get('/api/v1/image-post/image-tag?tagType=LANGUAGE');
    expect(res.json().data.list.map((t: { tagName: string }) => t.tagName)).toEqual([
      'English',
      'Gujarati',
      'Hindi',
      'Marathi',
    ]);
  });

  it('refuses customers of an agency without image posts', async () => {
    const { client } = await signUpCustomer(t.app, { host: 'solo.localhost' });
    const res = await client.get('/api/v1/image-post');
    expect(res.statusCode).toBe(403);
    expect(res.json().data.message).toBe(GREETING_TEXTS.imagesOff);
  });
});

describe('library writes', () => {
  it('global rows only by a superadmin; admins write their agency’s own', async () => {
    const global = await superadmin.post('/api/v1/image-post/image-category', {
      imageCategoryName: 'Cricket',
      contentKind: 'business',
    });
    expect(global.statusCode).toBe(201);
    expect(global.json().data.scope).toBe('global');
    const refused = await admin.post('/api/v1/image-post/image-category', {
      imageCategoryName: 'Global try',
      contentKind: 'festival',
      scope: 'global',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.message).toBe(GREETING_TEXTS.globalOnlySuperadmin);
    const editGlobal = await admin.post('/api/v1/image-post/image-category', {
      imageCategoryId: global.json().data.imageCategoryId,
      imageCategoryName: 'X',
      contentKind: 'business',
    });
    expect(editGlobal.statusCode).toBe(403);
    const own = await admin.post('/api/v1/image-post/image-category', {
      imageCategoryName: 'Our offers',
      contentKind: 'business',
    });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.scope).toBe('agency');
    const invalid = await admin.post('/api/v1/image-post/image-category', {
      imageCategoryName: '',
      contentKind: 'party',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.fields).toMatchObject({ imageCategoryName: 'Category name is required.' });
    const creator = await loginStaff(t.app, '9000000003');
    expect(
      (
        await creator.post('/api/v1/image-post/image-category', {
          imageCategoryName: 'Nope',
          contentKind: 'business',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('subcategories: create with a date, edit, delete (its posts go with it)', async () => {
    const cat = (
      await superadmin.post('/api/v1/image-post/image-category', {
        imageCategoryName: 'Regional',
        contentKind: 'festival',
      })
    ).json().data;
    const url = `/api/v1/image-post/image-category/${cat.imageCategoryId}/image-subcategory`;
    const created = await superadmin.post(url, {
      imageSubcategoryName: 'Bihu',
      date: '2027-04-14',
      businessCategories: ['Tea'],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      imageSubcategoryName: 'Bihu',
      date: '2027-04-14',
      imageCategoryName: 'Regional',
      contentKind: 'festival',
    });
    const id = created.json().data.imageSubcategoryId;
    const edited = await superadmin.post(url, {
      imageSubcategoryId: id,
      imageSubcategoryName: 'Rongali Bihu',
      date: '2027-04-15',
    });
    expect(edited.json().data).toMatchObject({ imageSubcategoryName: 'Rongali Bihu', date: '2027-04-15' });
    expect((await superadmin.post(url, { imageSubcategoryName: 'Bad', date: '15/04/2027' })).statusCode).toBe(
      400,
    );
    expect((await admin.delete(`${url}?imageSubcategoryId=${id}`)).statusCode).toBe(403);
    const gone = await superadmin.delete(`${url}?imageSubcategoryId=${id}`);
    expect(gone.statusCode).toBe(200);
    expect((await superadmin.delete(`${url}?imageSubcategoryId=${id}`)).statusCode).toBe(404);
  });

  it('categories: delete an empty one; refuse while it has subcategories; 404 for unknown ids', async () => {
    const cat = (
      await superadmin.post('/api/v1/image-post/image-category', {
        imageCategoryName: 'Seasonal',
        contentKind: 'festival',
      })
    ).json().data;
    const url = `/api/v1/image-post/image-category/${cat.imageCategoryId}`;
    const sub = await superadmin.post(`${url}/image-subcategory`, { imageSubcategoryName: 'Monsoon' });
    expect(sub.statusCode).toBe(201);

    const refused = await superadmin.delete(url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data).toEqual({
      code: 'CONFLICT',
      message: GREETING_TEXTS.categoryHasSubcategories,
    });
    // An admin's own subcategory inside the global category holds it too.
    await superadmin.delete(
      `${url}/image-subcategory?imageSubcategoryId=${sub.json().data.imageSubcategoryId}`,
    );
    const ours = await admin.post(`${url}/image-subcategory`, { imageSubcategoryName: 'Our monsoon sale' });
    expect(ours.json().data.scope).toBe('agency');
    expect((await superadmin.delete(url)).statusCode).toBe(409);
    await admin.delete(`${url}/image-subcategory?imageSubcategoryId=${ours.json().data.imageSubcategoryId}`);

    const gone = await superadmin.delete(url);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().data).toEqual({ imageCategoryId: cat.imageCategoryId });
    const list = (await superadmin.get('/api/v1/image-post/image-category?limit=100')).json().data.list;
    expect(list.some((c: { imageCategoryId: string }) => c.imageCategoryId === cat.imageCategoryId)).toBe(
      false,
    );
    expect((await superadmin.delete(url)).statusCode).toBe(404);
    expect(
      (await superadmin.post(`${url}/image-subcategory`, { imageSubcategoryName: 'Late' })).statusCode,
    ).toBe(404);
    const unknown = await superadmin.delete(
      '/api/v1/image-post/image-category/0b7c6f1e-8d5a-4f3e-9c2b-1a2b3c4d5e6f',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.message).toBe('Category not found.');
    expect((await superadmin.delete('/api/v1/image-post/image-category/not-a-uuid')).statusCode).toBe(404);
  });

  it('categories: global ones only by a superadmin; an agency’s own only by its staff', async () => {
    const global = (
      await superadmin.post('/api/v1/image-post/image-category', {
        imageCategoryName: 'Sports days',
        contentKind: 'daily-post',
      })
    ).json().data;
    const own = (
      await admin.post('/api/v1/image-post/image-category', {
        imageCategoryName: 'Our anniversaries',
        contentKind: 'business',
      })
    ).json().data;
    const globalUrl = `/api/v1/image-post/image-category/${global.imageCategoryId}`;
    const ownUrl = `/api/v1/image-post/image-category/${own.imageCategoryId}`;

    const byAdmin = await admin.delete(globalUrl);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().data.message).toBe(GREETING_TEXTS.globalOnlySuperadmin);
    const creator = await loginStaff(t.app, '9000000003');
    expect((await creator.delete(ownUrl)).statusCode).toBe(403);
    const { client: customer } = await signUpCustomer(t.app);
    expect((await customer.delete(ownUrl)).statusCode).toBe(403);
    const otherAdmin = await loginStaff(t.app, otherAdminPhone, OTHER_HOST);
    expect((await otherAdmin.delete(ownUrl)).statusCode).toBe(404);
    expect((await otherAdmin.delete(globalUrl)).statusCode).toBe(403);

    expect((await admin.delete(ownUrl)).statusCode).toBe(200);
    expect((await superadmin.delete(globalUrl)).statusCode).toBe(200);
  });

  it('tags: create and delete (unlinked from posts)', async () => {
    const tag = await superadmin.post('/api/v1/image-post/image-tag', {
      tagName: 'Diwali offer',
      tagType: 'PRODUCT',
    });
    expect(tag.statusCode).toBe(201);
    expect(
      (await superadmin.post('/api/v1/image-post/image-tag', { tagName: 'X', tagType: 'COLOUR' })).json().data
        .fields.tagType,
    ).toBe('Choose LANGUAGE, PRODUCT or GENERAL.');
    const del = await superadmin.delete(`/api/v1/image-post/image-tag/${tag.json().data.imageTagId}`);
    expect(del.statusCode).toBe(200);
    expect(
      (await superadmin.delete(`/api/v1/image-post/image-tag/${tag.json().data.imageTagId}`)).statusCode,
    ).toBe(404);
  });
});

describe('uploads and agency-exclusive posts', () => {
  let exclusiveId: string;
  let ourSubcategoryId: string;

  it('an admin uploads an agency-exclusive post; only that agency’s customers see it', async () => {
    const cat = (
      await admin.post('/api/v1/image-post/image-category', {
        imageCategoryName: 'Agency specials',
        contentKind: 'business',
      })
    ).json().data;
    const sub = await admin.post(
      `/api/v1/image-post/image-category/${cat.imageCategoryId}/image-subcategory`,
      { imageSubcategoryName: 'Our launch' },
    );
    ourSubcategoryId = sub.json().data.imageSubcategoryId;
    const cookie = await cookieOf('9000000002');
    const res = await upload(
      cookie,
      '/api/v1/image-post',
      { imageSubcategoryId: ourSubcategoryId, frameShape: 'SQUARE' },
      [{ filename: 'launch.jpg', type: 'image/jpeg', body: await jpeg() }],
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      scope: 'agency',
      mediaType: 'IMAGE',
      postType: 'SQUARE_IMAGE',
      width: 1080,
      height: 1080,
    });
    exclusiveId = res.json().data.imageId;

    const ours = await customerWithBusiness();
    expect((await ours.client.get(`/api/v1/image-post/ids?imageIds=${exclusiveId}`)).json().data.total).toBe(
      1,
    );

    const theirs = await customerWithBusiness({ host: OTHER_HOST });
    expect(
      (await theirs.client.get(`/api/v1/image-post/ids?imageIds=${exclusiveId}`)).json().data.total,
    ).toBe(0);
    expect(
      (await theirs.client.get(`/api/v1/image-post?imageSubcategoryId=${ourSubcategoryId}`)).json().data
        .total,
    ).toBe(0);
    expect((await theirs.client.get('/api/v1/image-post/search?q=launch')).json().data.total).toBe(0);
    expect(
      (await theirs.client.get('/api/v1/image-subcategory?limit=100'))
        .json()
        .data.list.some((s: { imageSubcategoryId: string }) => s.imageSubcategoryId === ourSubcategoryId),
    ).toBe(false);
    const render = await theirs.client.post('/api/v1/image-post/render', {
      imageId: exclusiveId,
      businessId: theirs.businessId,
      frame: 'regular',
      details: ['name'],
    });
    expect(render.statusCode).toBe(404);
    const otherAdmin = await loginStaff(t.app, otherAdminPhone, OTHER_HOST);
    expect((await otherAdmin.delete('/api/v1/image-post', { imageIds: [exclusiveId] })).statusCode).toBe(404);
  });

  it('hides exclusive posts from customers once allowAgencyExclusivePosts is off', async () => {
    const db = t.database.db;
    const [agency] = await db.select().from(agencies).where(eq(agencies.id, t.ids.demoAgencyId));
    if (!agency) throw new Error('demo agency missing');
    const off = structuredClone(agency.configuration);
    off.imagePost.allowAgencyExclusivePosts = false;
    await db.update(agencies).set({ configuration: off }).where(eq(agencies.id, agency.id));
    t.app.memoryCaches.drop();
    try {
      const ours = await customerWithBusiness();
      expect(
        (await ours.client.get(`/api/v1/image-post/ids?imageIds=${exclusiveId}`)).json().data.total,
      ).toBe(0);
      const write = await admin.post('/api/v1/image-post/image-category', {
        imageCategoryName: 'Blocked',
        contentKind: 'business',
      });
      expect(write.statusCode).toBe(403);
      expect(write.json().data.message).toBe(GREETING_TEXTS.exclusiveOff);
    } finally {
      await db
        .update(agencies)
        .set({ configuration: agency.configuration })
        .where(eq(agencies.id, agency.id));
      t.app.memoryCaches.drop();
    }
  });

  it('uploads several files at once, images and videos', async () => {
    const cookie = await cookieOf('9000000002');
    const video = readFileSync(`${DEMO_LIBRARY_DIR}good-morning-story.mp4`);
    const res = await upload(
      cookie,
      '/api/v1/image-post/multiple',
      { imageSubcategoryId: ourSubcategoryId, frameShape: 'STORY', imageTagIds: '' },
      [
        { filename: 'a.jpg', type: 'image/jpeg', body: await jpeg('#dc2626') },
        { filename: 'b.mp4', type: 'video/mp4', body: video },
      ],
    );
    expect(res.statusCode).toBe(201);
    const list = res.json().data.list;
    expect(list.map((p: { postType: string }) => p.postType)).toEqual(['STORY_IMAGE', 'STORY_VIDEO']);
    expect(list[1]).toMatchObject({ videoRatio: '9*16', width: 720, height: 1280 });
    expect(list[1].durationSeconds).toBeCloseTo(4, 0);
    expect(list[1].previewUrl).toMatch(/\.jpg$/);
  });

  it('rejects bad uploads with clear 4xx messages', async () => {
    const cookie = await cookieOf('9000000002');
    const fields = { imageSubcategoryId: ourSubcategoryId, frameShape: 'SQUARE' };
    const fake = await upload(cookie, '/api/v1/image-post', fields, [
      { filename: 'evil.png', type: 'image/png', body: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().data.message).toBe(GREETING_TEXTS.badUpload);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
    expect(
      (
        await upload(cookie, '/api/v1/image-post', fields, [
          { filename: 'x.jpg', type: 'image/jpeg', body: broken },
        ])
      ).statusCode,
    ).toBe(415);
    const none = await upload(cookie, '/api/v1/image-post', fields, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().data.message).toBe('Choose a file to upload.');
    const noShape = await upload(cookie, '/api/v1/image-post', { imageSubcategoryId: ourSubcategoryId }, [
      { filename: 'a.jpg', type: 'image/jpeg', body: await jpeg() },
    ]);
    expect(noShape.statusCode).toBe(400);
    expect(noShape.json().data.fields.frameShape).toBe('Choose SQUARE or STORY.');
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await upload(cookie, '/api/v1/image-post', fields, [
      { filename: 'big.png', type: 'image/png', body: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().data.message).toBe('The file is too large. Images may be up to 10 MB.');
    // A real photo over the 1 MB JSON body limit still uploads: multipart has its own cap.
    const photo = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const okPhoto = await upload(cookie, '/api/v1/image-post', fields, [
      { filename: 'photo.png', type: 'image/png', body: photo },
    ]);
    expect(okPhoto.statusCode).toBe(201);
    // The upload routes take multipart only: a JSON body is the wrong media type.
    const json = await admin.post('/api/v1/image-post', { imageSubcategoryId: ourSubcategoryId });
    expect(json.statusCode).toBe(415);
    const unknownSub = await upload(
      cookie,
      '/api/v1/image-post',
      { ...fields, imageSubcategoryId: '00000000-0000-4000-8000-000000000000' },
      [{ filename: 'a.jpg', type: 'image/jpeg', body: await jpeg() }],
    );
    expect(unknownSub.statusCode).toBe(404);
    const customer = await customerWithBusiness();
    expect((await customer.client.post('/api/v1/image-post', {})).statusCode).toBe(403);
  });

  it('regenerates low-quality previews and deletes posts', async () => {
    const before = (await admin.get(`/api/v1/image-post/ids?imageIds=${exclusiveId}`)).json().data.list[0];
    const gen = await admin.post('/api/v1/image-post/generate-low-quality-image-post', {
      imageIds: [exclusiveId],
    });
    expect(gen.statusCode).toBe(200);
    expect(gen.json().data.generated).toBe(1);
    const after = (await admin.get(`/api/v1/image-post/ids?imageIds=${exclusiveId}`)).json().data.list[0];
    expect(after.previewUrl).not.toBe(before.previewUrl);
    const preview = await t.app.inject({ method: 'GET', url: after.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(360);

    const globalPost = await firstPost(admin, 'scope=global&limit=1');
    expect((await admin.delete('/api/v1/image-post', { imageIds: [globalPost.imageId] })).statusCode).toBe(
      403,
    );
    expect((await admin.delete('/api/v1/image-post', { imageIds: [] })).statusCode).toBe(400);
    const del = await admin.delete('/api/v1/image-post', { imageIds: [exclusiveId] });
    expect(del.statusCode).toBe(200);
    expect((await admin.get(`/api/v1/image-post/ids?imageIds=${exclusiveId}`)).json().data.total).toBe(0);
  });
});

describe('requests for missing posts', () => {
  it('a customer asks, the agency admins list and close; other agencies never see it', async () => {
    const { client, businessId } = await customerWithBusiness();
    const created = await client.post('/api/v1/image-post/request-images', {
      businessId,
      description: 'Please add Onam greetings in Malayalam',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ status: 'OPEN', businessName: 'Sharma Traders' });
    const requestId = created.json().data.requestId;
    expect(
      (await client.post('/api/v1/image-post/request-images', { description: 'x' })).json().data.fields
        .description,
    ).toBe('Tell us which post you need.');

    const open = await admin.get('/api/v1/image-post/request-images?status=OPEN');
    expect(open.json().data.list.some((r: { requestId: string }) => r.requestId === requestId)).toBe(true);
    const otherAdmin = await loginStaff(t.app, otherAdminPhone, OTHER_HOST);
    expect((await otherAdmin.get('/api/v1/image-post/request-images')).json().data.total).toBe(0);
    expect((await otherAdmin.post(`/api/v1/image-post/request-images/${requestId}/close`)).statusCode).toBe(
      404,
    );
    expect((await client.get('/api/v1/image-post/request-images')).statusCode).toBe(403);

    const closed = await admin.post(`/api/v1/image-post/request-images/${requestId}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('CLOSED');
    expect(
      (await admin.get('/api/v1/image-post/request-images?status=OPEN'))
        .json()
        .data.list.some((r: { requestId: string }) => r.requestId === requestId),
    ).toBe(false);
  });
});

describe('branded images', () => {
  it('renders SQUARE 1080×1080, caches it, and redoes it when the business changes', async () => {
    const { client, businessId } = await customerWithBusiness();
    const post = await firstPost(client, 'frameShape=SQUARE&mediaType=IMAGE');
    const body = { imageId: post.imageId, businessId, frame: 'regular', details: ['name', 'phone', 'email'] };
    const first = await client.post('/api/v1/image-post/render', body);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ width: 1080, height: 1080, cached: false });
    const file = await t.app.inject({ method: 'GET', url: first.json().data.url });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 1080, height: 1080 });

    const again = await client.post('/api/v1/image-post/render', body);
    expect(again.json().data).toMatchObject({ cached: true, url: first.json().data.url });

    await t.database.db
      .update(businesses)
      .set({ businessName: 'Sharma & Sons' })
      .where(eq(businesses.id, businessId));
    const changed = await client.post('/api/v1/image-post/render', body);
    expect(changed.json().data.cached).toBe(false);
    expect(changed.json().data.url).not.toBe(first.json().data.url);
    const recent = await client.get(`/api/v1/image-post/recent-renders?businessId=${businessId}`);
    expect(recent.json().data).toMatchObject({
      total: 1,
      list: [{ imageId: post.imageId, url: changed.json().data.url, mediaType: 'IMAGE' }],
    });
    // The outdated file is gone.
    expect((await t.app.inject({ method: 'GET', url: first.json().data.url })).statusCode).toBe(404);
  });

  it('writes the name and address the customer typed for the frame, in Tamil, shaped (OCR)', async () => {
    const { client, businessId } = await customerWithBusiness();
    const post = await firstPost(client, 'frameShape=SQUARE&mediaType=IMAGE');
    const frameTexts = { name: 'சர்மா டிரேடர்ஸ்', address: 'சென்னை' };
    const res = await client.post('/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'regular',
      details: ['name', 'address'],
      frameTexts,
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().data.url });
    const { band } = frameLayout(1080, 1080, 'regular');
    const png = await sharp(file.rawPayload).extract(band).png().toBuffer();
    const text = await ocrText(png, 'tam');
    expect(text).toContain('சர்மா');
    expect(text).toContain('சென்னை');
    expect(text).not.toContain('Sharma');

    const tooLong = await client.post('/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'regular',
      frameTexts: { name: 'க'.repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().data.fields['frameTexts.name']).toBe(
      'Keep the name in the frame under 100 characters.',
    );
  });

  it('political frame on a STORY post is 1080×1920 and needs a party', async () => {
    const { client, businessId } = await customerWithBusiness();
    const post = await firstPost(client, 'frameShape=STORY&mediaType=IMAGE');
    const noParty = await client.post('/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'political',
      details: ['name'],
    });
    expect(noParty.statusCode).toBe(400);
    expect(noParty.json().data.message).toBe(GREETING_TEXTS.partyRequired);
    const res = await client.post('/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'political',
      partyId: 'bjp',
      details: ['name', 'phone'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ width: 1080, height: 1920 });
    expect(
      (
        await client.post('/api/v1/image-post/render', {
          imageId: post.imageId,
          businessId,
          frame: 'political',
          partyId: 'nope',
          details: ['name'],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('product frame uses the card’s products', async () => {
    const { client, businessId } = await customerWithBusiness();
    const post = await firstPost(client, 'frameShape=SQUARE&mediaType=IMAGE');
    const none = await client.post('/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'product',
      details: ['name'],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().data.message).toBe(GREETING_TEXTS.noProducts);
    const [agency] = await t.database.db
      .select({ id: businesses.agencyId })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    await t.database.db.insert(cards).values({
      agencyId: agency?.id ?? '',
      businessId,
      cardId: `sharma-${randomBytes(3).toString('hex')}`,
      settings: {} as never,
      products: {
        items: [{ name: 'Basmati Rice', price: 12000, priceUnit: 'per kg', enquireOnWhatsapp: true }],
      },
    });
    const ok = await client.post('/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'product',
      productIndex: 0,
      details: ['name'],
    });
    expect(ok.statusCode).toBe(200);
    expect(
      (
        await client.post('/api/v1/image-post/render', {
          imageId: post.imageId,
          businessId,
          frame: 'product',
          productIndex: 3,
          details: ['name'],
        })
      ).statusCode,
    ).toBe(400);
  });

  it('enforces the daily image limit, the plan, hidden frames and ownership', async () => {
    const { client, businessId } = await customerWithBusiness({
      limits: { greetingImagesLimit: 2 },
      hide: { hidePoliticalFrame: true },
    });
    const list = (await client.get('/api/v1/image-post?mediaType=IMAGE&frameShape=SQUARE&limit=3')).json()
      .data.list as { imageId: string }[];
    const render = (imageId: string, frame = 'regular') =>
      client.post('/api/v1/image-post/render', {
        imageId,
        businessId,
        frame,
        partyId: 'inc',
        details: ['name'],
      });
    expect((await render(list[0]?.imageId ?? '')).statusCode).toBe(200);
    expect((await render(list[1]?.imageId ?? '')).statusCode).toBe(200);
    const third = await render(list[2]?.imageId ?? '');
    expect(third.statusCode).toBe(402);
    expect(third.json().data).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Daily greeting image limit reached for your plan. Upgrade to get more.',
    });
    // The same post again today is not a new use.
    expect((await render(list[0]?.imageId ?? '')).statusCode).toBe(200);
    const hidden = await render(list[0]?.imageId ?? '', 'political');
    expect(hidden.statusCode).toBe(402);
    expect(hidden.json().data.message).toBe(GREETING_TEXTS.frameHidden);

    const ent = await client.get(`/api/v1/image-post/entitlements?businessId=${businessId}`);
    expect(ent.json().data).toMatchObject({
      images: { included: true, limit: 2, usedToday: 2 },
      videos: { included: true, limit: 1, usedToday: 0 },
      frameVisibility: { hidePoliticalFrame: true, hideRegularFrame: false },
    });
    expect(ent.json().data.resetsAt).toMatch(/T00:00:00\+05:30$/);

    const unlimited = await customerWithBusiness({ limits: { greetingImagesLimit: -1 } });
    for (const p of list)
      expect(
        (
          await unlimited.client.post('/api/v1/image-post/render', {
            imageId: p.imageId,
            businessId: unlimited.businessId,
            frame: 'regular',
            details: ['phone'],
          })
        ).statusCode,
      ).toBe(200);

    const noPlan = await customerWithBusiness({ plan: false });
    const refused = await noPlan.client.post('/api/v1/image-post/render', {
      imageId: list[0]?.imageId,
      businessId: noPlan.businessId,
      frame: 'regular',
      details: ['name'],
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().data.message).toBe(GREETING_TEXTS.imagesNotInPlan);

    // Without greeting images in the plan the editor still shows the customer's own post: smaller,
    // watermarked, and counted nowhere; a download (no preview flag) stays refused above.
    const preview = await noPlan.client.post('/api/v1/image-post/render', {
      imageId: list[0]?.imageId,
      businessId: noPlan.businessId,
      frame: 'regular',
      details: ['name'],
      preview: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ watermarked: true, width: 540, height: 540 });
    const previewFile = await t.app.inject({ method: 'GET', url: preview.json().data.url });
    expect(previewFile.statusCode).toBe(200);
    expect((await sharp(previewFile.rawPayload).metadata()).width).toBe(540);
    const noPlanUse = await noPlan.client.get(
      `/api/v1/image-post/entitlements?businessId=${noPlan.businessId}`,
    );
    expect(noPlanUse.json().data.images).toMatchObject({ included: false, usedToday: 0 });
    // A plan that includes images gets the real post for a preview too.
    const paidPreview = await client.post('/api/v1/image-post/render', {
      imageId: list[0]?.imageId,
      businessId,
      frame: 'regular',
      details: ['name'],
      preview: true,
    });
    expect(paidPreview.json().data).toMatchObject({ watermarked: false, width: 1080 });

    // Someone else's business does not exist for this customer.
    expect(
      (
        await noPlan.client.post('/api/v1/image-post/render', {
          imageId: list[0]?.imageId,
          businessId,
          frame: 'regular',
          details: ['name'],
        })
      ).statusCode,
    ).toBe(404);
    const video = await firstPost(client, 'mediaType=VIDEO');
    expect((await render(video.imageId)).json().data.message).toBe(GREETING_TEXTS.videoNotImage);
    expect(
      (
        await client.post('/api/v1/image-post/render', {
          imageId: list[0]?.imageId,
          businessId,
          frame: 'fancy',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('switching image posts off on the card stops greetings for that business', async () => {
    const { client, businessId } = await customerWithBusiness();
    const [agency] = await t.database.db
      .select({ id: businesses.agencyId })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    await t.database.db.insert(cards).values({
      agencyId: agency?.id ?? '',
      businessId,
      cardId: `off-${randomBytes(3).toString('hex')}`,
      settings: {} as never,
      imagePostStatus: 'disabled',
    });
    const post = await firstPost(client, 'mediaType=IMAGE');
    const res = await client.post('/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId,
      frame: 'regular',
      details: ['name'],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().data.message).toBe(GREETING_TEXTS.productPostsOff);
  });
});

describe('greeting videos', () => {
  it(
    'renders in a background job with progress, then enforces the daily video limit',
    { timeout: 120_000 },
    async () => {
      const { client, businessId } = await customerWithBusiness({ limits: { greetingVideosLimit: 1 } });
      const videos = (await client.get('/api/v1/image-post?mediaType=VIDEO&scope=global')).json().data
        .list as { imageId: string; videoRatio: string }[];
      expect(videos.length).toBe(2);
      const story = videos.find((v) => v.videoRatio === '9*16');
      const other = videos.find((v) => v.videoRatio === '16*9');
      const body = { imageId: story?.imageId, businessId, frame: 'regular', details: ['name', 'phone'] };
      const queued = await client.post('/api/v1/image-post/render-video', body);
      expect(queued.statusCode).toBe(202);
      expect(queued.json().data).toMatchObject({
        status: 'queued',
        progress: 0,
        url: null,
        width: 720,
        height: 1280,
      });
      const jobId = queued.json().data.jobId;

      let job = queued.json().data;
      for (let i = 0; i < 200 && job.status !== 'completed' && job.status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 300));
        job = (await client.get(`/api/v1/image-post/render-video/${jobId}`)).json().data;
        expect(job.progress).toBeGreaterThanOrEqual(0);
        expect(job.progress).toBeLessThanOrEqual(100);
      }
      expect(job).toMatchObject({ status: 'completed', progress: 100 });
      const file = await t.app.inject({ method: 'GET', url: job.url });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');

      // Asking again for the same video returns the finished one, without spending the limit.
      const same = await client.post('/api/v1/image-post/render-video', body);
      expect(same.statusCode).toBe(200);
      expect(same.json().data).toMatchObject({ jobId, status: 'completed' });

      const second = await client.post('/api/v1/image-post/render-video', {
        ...body,
        imageId: other?.imageId,
      });
      expect(second.statusCode).toBe(402);
      expect(second.json().data.message).toBe(
        'Daily greeting video limit reached for your plan. Upgrade to get more.',
      );

      const stranger = await customerWithBusiness();
      expect((await stranger.client.get(`/api/v1/image-post/render-video/${jobId}`)).statusCode).toBe(404);
      const image = await firstPost(client, 'mediaType=IMAGE');
      expect(
        (await client.post('/api/v1/image-post/render-video', { ...body, imageId: image.imageId })).json()
          .data.message,
      ).toBe(GREETING_TEXTS.imageNotVideo);
    },
  );
});

// Last in the file: it closes the shared app, as a server restart would.
describe('video jobs survive a restart', () => {
  it(
    'a job queued before the server stops is finished by the next server',
    { timeout: 120_000 },
    async () => {
      const { client, businessId } = await customerWithBusiness({ limits: { greetingVideosLimit: 5 } });
      const video = await firstPost(client, 'mediaType=VIDEO&scope=global&frameShape=SQUARE');
      const queued = await client.post('/api/v1/image-post/render-video', {
        imageId: video.imageId,
        businessId,
        frame: 'political',
        partyId: 'aitc',
        details: ['name'],
      });
      expect(queued.statusCode).toBe(202);
      const jobId: string = queued.json().data.jobId;
      await t.app.close();

      const next = await buildApp({ config: t.config, database: t.database, logger: false });
      await next.ready();
      try {
        let row: typeof greetingRenders.$inferSelect | undefined;
        for (let i = 0; i < 300; i++) {
          [row] = await t.database.db.select().from(greetingRenders).where(eq(greetingRenders.id, jobId));
          if (row?.status === 'completed' || row?.status === 'failed') break;
          await new Promise((r) => setTimeout(r, 300));
        }
        expect(row).toMatchObject({ status: 'completed', progress: 100, width: 1280, height: 720 });
        expect(await next.storage.get(row?.outputKey ?? '')).not.toBeNull();
      } finally {
        await next.close();
      }
    },
  );
});
