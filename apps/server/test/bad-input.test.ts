import { describe, expect, it } from 'vitest';
import { UNSAFE_TEXT_MESSAGE } from '@panel/shared/schemas/common.ts';
import { addBusiness, addCard, anyCategoryId, basicDetails, businessBody } from './card-fixtures.ts';
import { buildTestApp, DEMO_HOST, DEMO_PASSWORD, loginStaff, signUpCustomer } from './helpers.ts';

/**
 * The security review's 500s (issue 9), each now a clear 400: a NUL byte or a lone UTF-16
 * surrogate in a text field, an impossible date in a filter, a broken multipart upload.
 */
const { app } = await buildTestApp();

const expectRefusedText = (res: { statusCode: number; json: () => unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { data: { code: string; fields: Record<string, string> } };
  expect(body.data.code).toBe('VALIDATION_FAILED');
  expect(body.data.fields[field]).toBe(UNSAFE_TEXT_MESSAGE);
};

describe('text fields refuse NUL bytes and lone surrogates', () => {
  it('business name', async () => {
    const { client } = await signUpCustomer(app);
    const categoryId = await anyCategoryId(client);
    expectRefusedText(
      await client.post('/api/v1/business', businessBody(categoryId, 'Shop\u0000')),
      'businessName',
    );
    expectRefusedText(
      await client.post('/api/v1/business', businessBody(categoryId, 'Shop \ud800')),
      'businessName',
    );
  });

  it('card fields and the about-us HTML', async () => {
    const { client } = await signUpCustomer(app);
    const { cardNo } = await addCard(client);
    const details = { ...basicDetails(), name: 'Ganesh\udfff' };
    expectRefusedText(
      await client.post('/api/v1/updateCardBasicDetails', { cardNo, basicDetails: details }),
      'basicDetails.name',
    );
    expectRefusedText(
      await client.post('/api/v1/updateCardAboutUs', {
        cardNo,
        aboutUs: { html: '<p>Since 1990\u0000</p>' },
      }),
      'aboutUs.html',
    );
  });

  it('preferences', async () => {
    const { client } = await signUpCustomer(app);
    expectRefusedText(
      await client.post('/api/v1/user/preference', { viewedFeatures: ['cards\u0000'] }),
      'viewedFeatures.0',
    );
    // The language is one of the offered codes, so a NUL byte there is simply not one of them.
    const language = await client.post('/api/v1/user/preference', { language: 'hi\u0000' });
    expect(language.statusCode).toBe(400);
    expect(language.json().data.fields.language).toBe('Choose one of the offered languages.');
  });

  it('a search query', async () => {
    const admin = await loginStaff(app, '9000000002');
    expectRefusedText(await admin.get('/api/v1/business?search=%00'), 'search');
    expectRefusedText(await admin.get('/api/v1/getcardlist?search=%1B%5B31m'), 'search');
    // A percent-escape that is not UTF-8 (a surrogate's bytes) is kept as typed: harmless text.
    expect((await admin.get('/api/v1/getcardlist?search=a%ED%A0%80')).statusCode).toBe(200);
  });

  it('keeps what people do type: newlines, emoji, Indian scripts; trims', async () => {
    const { client } = await signUpCustomer(app);
    const businessId = await addBusiness(client, '  श्री गणेश स्टोर्स 🙏  ');
    const res = await client.get(`/api/v1/business/${businessId}`);
    expect(res.json().data.businessName).toBe('श्री गणेश स्टोर्स 🙏');
  });
});

describe('dates are parsed strictly', () => {
  it('an impossible date in a filter is a 400', async () => {
    const admin = await loginStaff(app, '9000000002');
    for (const url of [
      '/api/v1/business?from=2020-13-45',
      '/api/v1/business?to=2023-02-29',
      '/api/v1/getcardlist?from=2020-13-45',
    ]) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data.message).toBe('Use a date like 2026-11-22.');
    }
    expect((await admin.get('/api/v1/business?from=2024-02-29')).statusCode).toBe(200);
  });
});

describe('a broken multipart body is a 400', () => {
  it('uploadDoc', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { host: DEMO_HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: '9000000010', password: DEMO_PASSWORD }),
    });
    const sid = login.cookies.find((c) => c.name === 'sid')?.value;
    const part =
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=XyZ', part],
      ['multipart/form-data', `${part}\r\n--XyZ--\r\n`],
      ['multipart/form-data; boundary=XyZ', '--XyZ\r\nno headers here'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/document/uploadDoc?hierarchy1=card&hierarchy2=logo',
        headers: { host: DEMO_HOST, cookie: `sid=${sid}`, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${contentType} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().data.code).toBe('BAD_REQUEST');
    }
  });
});
