import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildTestApp, Client, loginDemoCustomer, loginStaff, uniquePhone } from './helpers.ts';

/** Issue 16: the server words its messages in the request's language; the code stays the contract. */
const { app } = await buildTestApp();

describe('messages in the request language', () => {
  it('a missing business is reported in Hindi, Tamil or English by Accept-Language, with one code', async () => {
    const customer = await loginDemoCustomer(app);
    const path = `/api/v1/business/${randomUUID()}`;

    const english = (await customer.get(path)).json().data;
    expect(english).toMatchObject({ code: 'NOT_FOUND', message: 'Business not found.' });

    customer.acceptLanguage = 'hi-IN,hi;q=0.9,en;q=0.8';
    const hindi = await customer.get(path);
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json().data).toEqual({ code: 'NOT_FOUND', message: 'व्यवसाय नहीं मिला।' });

    customer.acceptLanguage = 'ta';
    expect((await customer.get(path)).json().data.message).toBe('வணிகம் கிடைக்கவில்லை.');

    // A language we do not offer, or English first, keeps the spec's English.
    customer.acceptLanguage = 'fr-FR,fr;q=0.9';
    expect((await customer.get(path)).json().data.message).toBe('Business not found.');
    customer.acceptLanguage = 'en-US,en;q=0.9,hi;q=0.8';
    expect((await customer.get(path)).json().data.message).toBe('Business not found.');
  });

  it('field messages are translated too', async () => {
    const customer = await loginDemoCustomer(app);
    customer.acceptLanguage = 'gu';
    const res = await customer.post('/api/v1/user/preference', { language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields.language).toBe('આપેલી ભાષાઓમાંથી એક પસંદ કરો.');
    expect(res.json().data.code).toBe('VALIDATION_FAILED');
  });
});

describe('the panel language in the user preference', () => {
  it('a customer keeps their language; GET /api/v1/user returns it', async () => {
    const customer = await loginDemoCustomer(app);
    const saved = await customer.post('/api/v1/user/preference', { language: 'mr' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await customer.get('/api/v1/user')).json().data.preference.language).toBe('mr');
    await customer.post('/api/v1/user/preference', { language: 'en' });
  });

  it('staff keep theirs too, returned by GET /api/v1/franchisee', async () => {
    const creator = await loginStaff(app, '9000000003');
    const saved = await creator.post('/api/v1/user/preference', { language: 'ta' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await creator.get('/api/v1/franchisee')).json().data.language).toBe('ta');
  });
});

describe('what we send by SMS', () => {
  it('the sign-in code comes in the language the sign-in page asked in', async () => {
    const phoneNumber = uniquePhone();
    const client = new Client(app);
    client.acceptLanguage = 'hi';
    expect((await client.post('/api/v1/verifyUser', { phoneNumber })).statusCode).toBe(200);
    const [sms] = (await client.get(`/api/dev/outbox?to=${phoneNumber}`)).json().data.list as {
      text: string;
      otp: string;
    }[];
    expect(sms?.text).toBe(
      `${sms?.otp} आपका Demo Agency सत्यापन कोड है। यह 5 मिनट तक मान्य है। इसे किसी के साथ साझा न करें।`,
    );
  });
});
