import { describe, expect, it } from 'vitest';
import { buildTestApp, Client, loginStaff, signUpCustomer, SOLO_HOST } from './helpers.ts';

const { app } = await buildTestApp();
const SEEDED = [
  'WhatsApp',
  'Website',
  'App',
  'Google Maps location',
  'Facebook',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'X',
  'Google review',
  'Justdial',
  'IndiaMART',
  'Zomato',
  'Swiggy',
];

describe('link store', () => {
  it('is seeded with the common link types, readable by any signed-in user', async () => {
    const { client } = await signUpCustomer(app);
    const cats = await client.get('/api/v1/link-store/link-category');
    expect(cats.statusCode).toBe(200);
    const names = cats
      .json()
      .data.list.flatMap((c: { linkTypes: { name: string }[] }) => c.linkTypes.map((t) => t.name));
    expect(names).toEqual(expect.arrayContaining(SEEDED));
    const types = await client.get('/api/v1/link-store/link-type');
    expect(types.json().data.total).toBeGreaterThanOrEqual(SEEDED.length);
    const wa = types.json().data.list.find((t: { name: string }) => t.name === 'WhatsApp');
    expect(wa).toMatchObject({
      fieldType: 'tel',
      icon: 'builtin:whatsapp',
      iconUrl: null,
      hrefTemplate: 'https://wa.me/{digits}',
      categoryName: 'Chat',
    });
    const one = await client.get(`/api/v1/link-store/link-type/${wa.linkTypeId}`);
    expect(one.json().data.name).toBe('WhatsApp');
    const cat = await client.get(`/api/v1/link-store/link-category/${wa.linkCategoryId}`);
    expect(cat.json().data).toMatchObject({ name: 'Chat', linkTypes: [{ name: 'WhatsApp' }] });
    expect(
      (await client.get('/api/v1/link-store/link-type/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await client.get('/api/v1/link-store/link-category/nope')).statusCode).toBe(404);
    expect((await new Client(app).get('/api/v1/link-store/link-category')).statusCode).toBe(401);
  });

  it('lets a superadmin add, edit and delete categories and types; nobody else may write', async () => {
    const superadmin = await loginStaff(app, '9000000001');
    const cat = await superadmin.post('/api/v1/link-store/link-category', {
      name: 'Payments',
      displayOrder: 9,
    });
    expect(cat.statusCode).toBe(201);
    const linkCategoryId = cat.json().data.linkCategoryId;
    const renamed = await superadmin.post('/api/v1/link-store/link-category', {
      linkCategoryId,
      name: 'Payment apps',
      displayOrder: 9,
    });
    expect(renamed.json().data.name).toBe('Payment apps');
    expect(
      (await superadmin.post('/api/v1/link-store/link-category', { name: 'Payment apps' })).statusCode,
    ).toBe(409);

    const icon = 'link-store/icon/0b7f8c6e-2f0a-4a8e-9a55-0c9a3f6f1a11';
    const type = await superadmin.post('/api/v1/link-store/link-type', {
      linkCategoryId,
      name: 'Paytm',
      fieldType: 'tel',
      icon,
      placeholder: 'Paytm number',
      hrefTemplate: 'https://paytm.me/{digits}',
    });
    expect(type.statusCode).toBe(201);
    expect(type.json().data).toMatchObject({
      name: 'Paytm',
      iconUrl: `/uploads/${icon}-160.webp`,
      categoryName: 'Payment apps',
    });
    const linkTypeId = type.json().data.linkTypeId;

    const bad = await superadmin.post('/api/v1/link-store/link-type', {
      linkCategoryId,
      name: 'Evil',
      fieldType: 'url',
      icon: '../../etc/passwd',
      hrefTemplate: 'javascript:{value}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toMatchObject({
      icon: expect.any(String),
      hrefTemplate: 'Start with https://, tel: or mailto: and use {value} or {digits}.',
    });
    const unknownCategory = await superadmin.post('/api/v1/link-store/link-type', {
      linkCategoryId: 'nope',
      name: 'X2',
      fieldType: 'url',
      icon: 'builtin:link',
    });
    expect(unknownCategory.statusCode).toBe(404);

    for (const phone of ['9000000002', '9000000004', '9000000005']) {
      const staff = await loginStaff(app, phone);
      expect((await staff.post('/api/v1/link-store/link-category', { name: `By ${phone}` })).statusCode).toBe(
        403,
      );
      expect((await staff.delete(`/api/v1/link-store/link-type/${linkTypeId}`)).statusCode).toBe(403);
    }
    const { client } = await signUpCustomer(app);
    expect((await client.post('/api/v1/link-store/link-category', { name: 'Customer' })).statusCode).toBe(
      403,
    );
    const soloAdmin = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await soloAdmin.delete(`/api/v1/link-store/link-category/${linkCategoryId}`)).statusCode).toBe(
      403,
    );

    const notEmpty = await superadmin.delete(`/api/v1/link-store/link-category/${linkCategoryId}`);
    expect(notEmpty.statusCode).toBe(409);
    expect(notEmpty.json().data.message).toBe(
      'This category still has link types. Delete or move them first.',
    );
    expect((await superadmin.delete(`/api/v1/link-store/link-type/${linkTypeId}`)).json()).toEqual({
      data: { linkTypeId, deleted: true },
    });
    expect((await superadmin.get(`/api/v1/link-store/link-type/${linkTypeId}`)).statusCode).toBe(404);
    expect((await superadmin.delete(`/api/v1/link-store/link-category/${linkCategoryId}`)).statusCode).toBe(
      200,
    );
    expect((await superadmin.get(`/api/v1/link-store/link-category/${linkCategoryId}`)).statusCode).toBe(404);
  });

  it('filters types by category and search, with paging', async () => {
    const { client } = await signUpCustomer(app);
    const social = (await client.get('/api/v1/link-store/link-category'))
      .json()
      .data.list.find((c: { name: string }) => c.name === 'Social media');
    const res = await client.get(
      `/api/v1/link-store/link-type?linkCategoryId=${social.linkCategoryId}&limit=2&page=2`,
    );
    expect(res.json().data).toMatchObject({ total: 5, list: [{ name: 'YouTube' }, { name: 'LinkedIn' }] });
    expect(
      (await client.get('/api/v1/link-store/link-type?search=swig'))
        .json()
        .data.list.map((t: { name: string }) => t.name),
    ).toEqual(['Swiggy']);
    expect((await client.get('/api/v1/link-store/link-type?limit=0')).statusCode).toBe(400);
  });
});
