import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import { addCard, basicDetails } from './card-fixtures.ts';
import {
  buildTestApp,
  Client,
  loginDemoCustomer,
  loginStaff,
  signUpCustomer,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';

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

describe('admin messages in the request language', () => {
  it('a plain admin refused on a superadmin hears it in Tamil or Gujarati; the code stays FORBIDDEN', async () => {
    const admin = await loginStaff(app, '9000000002');
    const [superadmin] = await app.db.select().from(users).where(eq(users.phoneNumber, '9000000001'));
    admin.acceptLanguage = 'ta-IN,ta;q=0.9,en;q=0.8';
    const tamil = await admin.post('/api/v1/franchisee/edit', { franchiseeId: superadmin?.id, name: 'X' });
    expect(tamil.statusCode).toBe(403);
    expect(tamil.json().data).toEqual({
      code: 'FORBIDDEN',
      message: 'சூப்பர் நிர்வாகியைச் சூப்பர் நிர்வாகி மட்டுமே மாற்ற முடியும்.',
    });

    const franchisee = await admin.post('/api/v1/franchisee/signup', {
      phoneNumber: uniquePhone(),
      name: 'Language Seller',
      email: uniqueEmail(),
      roles: ['franchisee'],
      permissions: ['cards:create'],
      password: 'Field1234',
    });
    expect(franchisee.statusCode, franchisee.body).toBe(200);
    admin.acceptLanguage = 'gu';
    const gujarati = await admin.post('/api/v1/franchisee/edit', {
      franchiseeId: franchisee.json().data.franchiseeId,
      roles: ['superadmin'],
    });
    expect(gujarati.statusCode).toBe(403);
    expect(gujarati.json().data).toEqual({
      code: 'FORBIDDEN',
      message: 'સુપરએડમિનની ભૂમિકા ફક્ત સુપરએડમિન જ આપી કે દૂર કરી શકે છે.',
    });
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

describe('real routes answer in the request language', () => {
  it('a shared-schema field message on sign-in comes in Hindi and Tamil', async () => {
    const client = new Client(app);
    expect((await client.post('/api/v1/verifyUser', { phoneNumber: uniquePhone() })).statusCode).toBe(200);
    client.acceptLanguage = 'hi';
    const hindi = await client.post('/api/v1/verifyOtp', { otp: '12ab' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().data).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { otp: '6 अंकों का OTP दर्ज करें।' },
    });
    client.acceptLanguage = 'ta';
    const tamil = await client.post('/api/v1/verifyOtp', { otp: '12ab' });
    expect(tamil.json().data.fields.otp).toBe('6 இலக்க OTP-ஐ உள்ளிடவும்.');
  });

  it('a conflict (one card per business) comes in Tamil, with the same code', async () => {
    const { client } = await signUpCustomer(app);
    const { businessId } = await addCard(client, 'Language Stores');
    client.acceptLanguage = 'ta';
    const again = await client.post('/api/v1/updateCardBasicDetails', {
      businessId,
      basicDetails: basicDetails('Language Stores'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toMatchObject({
      code: 'CONFLICT',
      message:
        'ஒவ்வொரு வணிகத்திற்கும் ஒரு டிஜிட்டல் கார்டு மட்டுமே இருக்க முடியும். மற்றொரு டிஜிட்டல் கார்டை உருவாக்க, புதிய வணிகத்தைச் சேர்க்கவும்.',
    });
  });

  it('answers that are not errors come in the language too: card id availability, feedback thanks', async () => {
    const a = await signUpCustomer(app);
    const { cardId } = await addCard(a.client, 'Lang Check');
    const b = await signUpCustomer(app);
    b.client.acceptLanguage = 'hi';
    expect((await b.client.get(`/api/v1/checkCardIdAvailability?cardId=${cardId}`)).json().data).toEqual({
      cardId,
      available: false,
      message: 'यह कार्ड आईडी पहले से ली जा चुकी है। कोई दूसरी चुनें।',
    });
    b.client.acceptLanguage = 'mr';
    const sent = await b.client.post('/api/v1/feedback', {
      rating: 4,
      text: 'छान',
      pageUrl: '/panel/customer',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.message).toBe('तुमच्या अभिप्रायाबद्दल धन्यवाद.');
    b.client.acceptLanguage = undefined;
    const again = await b.client.post('/api/v1/feedback', {
      rating: 4,
      text: '',
      pageUrl: '/panel/customer',
    });
    expect(again.json().data.message).toBe('Thank you for your feedback.');
  });

  it("the payment callback's error comes back in the browser's language", async () => {
    const callback = (language?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/payment/callback',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(language ? { 'accept-language': language } : {}),
        },
        payload: 'razorpay_payment_id=pay_X&razorpay_order_id=order_Y&razorpay_signature=abc',
      });
    const gujarati = await callback('gu');
    expect(gujarati.statusCode).toBe(303);
    expect(decodeURIComponent(String(gujarati.headers.location))).toContain(
      'paymentError=ચુકવણી ચકાસી શકાઈ નહીં. કંઈ જમા થયું નથી.',
    );
    expect(decodeURIComponent(String((await callback()).headers.location))).toContain(
      'paymentError=The payment could not be verified. Nothing was credited.',
    );
  });
});
