import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otpChallenges, sessions, users, events } from '../src/db/schema/index.ts';
import {
  buildTestApp,
  Client,
  DEMO_PASSWORD,
  latestOtp,
  loginStaff,
  signUpCustomer,
  SOLO_HOST,
  uniqueEmail,
  uniquePhone,
} from './helpers.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const expectError = (res: { statusCode: number; json: () => unknown }, status: number, code?: string) => {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { data: { message: string; code: string } };
  expect(typeof body.data.message).toBe('string');
  expect(body.data.message.length).toBeGreaterThan(0);
  if (code) expect(body.data.code).toBe(code);
  return body.data;
};

async function startSignUp(phoneNumber = uniquePhone()) {
  const client = new Client(app);
  const res = await client.post('/api/v1/verifyUser', { phoneNumber });
  expect(res.json()).toEqual({ data: { userExist: false, otpSent: true } });
  return { client, phoneNumber };
}

describe('customer sign-up and sign-in', () => {
  it('signs up with a phone number through the OTP, then logs out and in again', async () => {
    const { client, phoneNumber } = await startSignUp();
    const otp = await latestOtp(client, phoneNumber);
    expect(otp).toMatch(/^\d{6}$/);
    // The OTP is stored hashed, never as sent.
    const [challenge] = await db.select().from(otpChallenges).where(eq(otpChallenges.target, phoneNumber));
    expect(challenge?.codeHash).not.toContain(otp);

    expect((await client.post('/api/v1/verifyOtp', { otp })).json()).toEqual({ data: { otpVerified: true } });
    const created = await client.post('/api/v1/createPassword', {
      password: 'Secret123',
      fromForgotPassword: false,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      userLoggedIn: true,
      user: { phoneNumber, isForeignUser: false },
    });
    expect(client.hasCookie('sid')).toBe(true);

    const me = await client.get('/api/v1/user');
    expect(me.json().data).toMatchObject({
      phoneNumber,
      roles: [],
      preference: { isFreeTrialPlanTaken: false },
    });
    const [user] = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    // At the cost the app is configured with (the tests' least, helpers.ts), not a fixed one.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    const signUps = await db
      .select()
      .from(events)
      .where(eq(events.userId, user?.id ?? ''));
    expect(signUps.map((e) => e.name)).toEqual(['sign_up']);

    expect((await client.post('/api/v1/logout')).json()).toEqual({ data: { userLoggedOut: true } });
    expectError(await client.get('/api/v1/user'), 401, 'UNAUTHENTICATED');

    const again = await client.post('/api/v1/verifyUser', { phoneNumber });
    expect(again.json()).toEqual({ data: { userExist: true, otpSent: false } });
    const login = await client.post('/api/v1/login', {
      phoneNumber: `+91 ${phoneNumber}`,
      password: 'Secret123',
    });
    expect(login.json().data.userLoggedIn).toBe(true);
    expect((await client.get('/api/v1/user')).statusCode).toBe(200);
  });

  it('revokes the session server-side at logout, so a copied cookie stops working', async () => {
    const { client, user } = await signUpCustomer(app);
    const [before] = await db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(before?.revokedAt).toBeNull();
    await client.post('/api/v1/logout');
    const [after] = await db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(after?.revokedAt).not.toBeNull();
  });

  it('rotates the session at login', async () => {
    const { client, phoneNumber, password } = await signUpCustomer(app);
    await client.post('/api/v1/login', { phoneNumber, password });
    const rows = await db
      .select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.phoneNumber, phoneNumber ?? ''));
    expect(rows.filter((r) => r.sessions.revokedAt === null)).toHaveLength(1);
    expect(rows.length).toBe(2);
  });

  it('signs up a foreign user by e-mail', async () => {
    const email = uniqueEmail();
    const { client, user } = await signUpCustomer(app, { email: email.toUpperCase() });
    expect(user).toMatchObject({ email, phoneNumber: null });
    expect((await client.get('/api/v1/user')).json().data.isForeignUser).toBe(true);
    const login = await new Client(app).post('/api/v1/login', { email, password: 'Secret123' });
    expect(login.statusCode).toBe(200);
  });

  it('resets a forgotten password through the OTP and ends old sessions', async () => {
    const { client: oldDevice, phoneNumber } = await signUpCustomer(app);
    await db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 60_000) })
      .where(eq(otpChallenges.target, phoneNumber ?? ''));
    const client = new Client(app);
    const res = await client.post('/api/v1/verifyUser', { phoneNumber, fromForgotPassword: true });
    expect(res.json()).toEqual({ data: { userExist: true, otpSent: true } });
    await client.post('/api/v1/verifyOtp', { otp: await latestOtp(client, phoneNumber ?? '') });
    const reset = await client.post('/api/v1/createPassword', {
      password: 'NewSecret456',
      fromForgotPassword: true,
    });
    expect(reset.json().data.userLoggedIn).toBe(true);
    expect((await oldDevice.get('/api/v1/user')).statusCode).toBe(401);
    expectError(await new Client(app).post('/api/v1/login', { phoneNumber, password: 'Secret123' }), 401);
    expect(
      (await new Client(app).post('/api/v1/login', { phoneNumber, password: 'NewSecret456' })).statusCode,
    ).toBe(200);
  });

  it('says clearly when a forgotten-password number has no account', async () => {
    const err = expectError(
      await new Client(app).post('/api/v1/verifyUser', {
        phoneNumber: uniquePhone(),
        fromForgotPassword: true,
      }),
      404,
      'NOT_FOUND',
    );
    expect(err.message).toContain('phone number');
  });
});

describe('OTP mistakes', () => {
  it('rejects a wrong OTP with the attempts left, and locks after the fifth wrong try', async () => {
    const { client, phoneNumber } = await startSignUp();
    const otp = await latestOtp(client, phoneNumber);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const err = expectError(await client.post('/api/v1/verifyOtp', { otp: wrong }), 400, 'OTP_INVALID');
      expect(err.message).toContain(`${5 - i} attempt`);
    }
    expectError(await client.post('/api/v1/verifyOtp', { otp: wrong }), 429, 'OTP_LOCKED');
    // Sixth try, even with the right code, stays locked.
    expectError(await client.post('/api/v1/verifyOtp', { otp }), 429, 'OTP_LOCKED');
    expectError(await client.post('/api/v1/createPassword', { password: 'Secret123' }), 400);
    expect(await db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toHaveLength(0);
  });

  it('rejects an expired OTP', async () => {
    const { client, phoneNumber } = await startSignUp();
    const otp = await latestOtp(client, phoneNumber);
    await db
      .update(otpChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpChallenges.target, phoneNumber));
    expectError(await client.post('/api/v1/verifyOtp', { otp }), 400, 'OTP_EXPIRED');
  });

  it('rejects a reused OTP and a replayed createPassword', async () => {
    const { client, phoneNumber } = await startSignUp();
    const otp = await latestOtp(client, phoneNumber);
    const cookie = client;
    expect((await cookie.post('/api/v1/verifyOtp', { otp })).statusCode).toBe(200);
    expectError(await cookie.post('/api/v1/verifyOtp', { otp }), 400, 'OTP_INVALID');
    expect((await cookie.post('/api/v1/createPassword', { password: 'Secret123' })).statusCode).toBe(200);
    expectError(await cookie.post('/api/v1/createPassword', { password: 'Secret123' }), 400);
    expect(await db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toHaveLength(1);
  });

  it('needs a pending sign-in for verifyOtp and a verified one for createPassword', async () => {
    expectError(await new Client(app).post('/api/v1/verifyOtp', { otp: '123456' }), 400, 'OTP_EXPIRED');
    const { client } = await startSignUp();
    const err = expectError(await client.post('/api/v1/createPassword', { password: 'Secret123' }), 400);
    expect(err.message).toBe('Please verify your OTP first.');
  });

  it('enforces the 30 s resend cooldown, then sends a fresh code', async () => {
    const { client, phoneNumber } = await startSignUp();
    const first = await latestOtp(client, phoneNumber);
    expectError(await client.post('/api/v1/resendOtp'), 429, 'OTP_COOLDOWN');
    expectError(await new Client(app).post('/api/v1/verifyUser', { phoneNumber }), 429, 'OTP_COOLDOWN');
    await db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 31_000) })
      .where(eq(otpChallenges.target, phoneNumber));
    expect((await client.post('/api/v1/resendOtp')).json()).toEqual({ data: { otpSent: true } });
    const outbox = (await client.get(`/api/dev/outbox?to=${phoneNumber}`)).json().data.list;
    expect(outbox).toHaveLength(2);
    expect((await client.post('/api/v1/verifyOtp', { otp: outbox[0].otp })).statusCode).toBe(200);
    expect(outbox[0].otp === first || outbox[0].createdAt >= outbox[1].createdAt).toBe(true);
  });

  it('rejects a malformed OTP with a field message', async () => {
    const { client } = await startSignUp();
    const err = expectError(
      await client.post('/api/v1/verifyOtp', { otp: '12ab' }),
      400,
      'VALIDATION_FAILED',
    );
    expect(err).toMatchObject({ fields: { otp: 'Enter the 6-digit OTP.' } });
  });
});

describe('bad input never changes anything or answers 5xx', () => {
  const cases: [string, string, unknown][] = [
    ['missing fields', '/api/v1/verifyUser', {}],
    ['malformed phone', '/api/v1/verifyUser', { phoneNumber: '12345' }],
    ['non-Indian phone', '/api/v1/verifyUser', { phoneNumber: '+14155552671' }],
    ['malformed e-mail', '/api/v1/verifyUser', { email: 'not-an-email' }],
    ['wrong types', '/api/v1/verifyUser', { phoneNumber: 9876543210 }],
    ['SQL-looking phone', '/api/v1/verifyUser', { phoneNumber: "' or 1=1 --" }],
    ['SQL-looking login', '/api/v1/login', { email: "a@b.co' or '1'='1", password: "' or 1=1 --" }],
    ['short password', '/api/v1/createPassword', { password: 'abc' }],
    ['staff bad phone', '/api/v1/franchisee/login', { phoneNumber: 'abc', password: 'x' }],
  ];
  it.each(cases)('%s → 400 envelope', async (_name, url, body) => {
    const before = await db.select().from(users);
    const res = await new Client(app).post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.code).toMatch(/VALIDATION_FAILED|OTP_EXPIRED/);
    expect(await db.select().from(users)).toHaveLength(before.length);
  });

  it('names the field in a malformed phone number', async () => {
    const err = expectError(await new Client(app).post('/api/v1/verifyUser', { phoneNumber: '12345' }), 400);
    expect(err).toMatchObject({ fields: { phoneNumber: 'Enter a valid 10-digit Indian mobile number.' } });
  });

  it('refuses a 1 MB string with 413', async () => {
    const res = await new Client(app).post('/api/v1/login', {
      phoneNumber: '9'.repeat(1024 * 1024),
      password: 'x',
    });
    expectError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers invalid JSON with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expectError(res, 400);
  });

  it('answers unknown routes with a 404 envelope', async () => {
    expectError(await new Client(app).get('/api/v1/does-not-exist'), 404, 'NOT_FOUND');
  });
});

describe('wrong password and unknown number', () => {
  it('tells apart an unknown number and a wrong password', async () => {
    const unknown = expectError(
      await new Client(app).post('/api/v1/login', { phoneNumber: uniquePhone(), password: 'Secret123' }),
      401,
    );
    expect(unknown.message).toContain('No account found');
    const wrong = expectError(
      await new Client(app).post('/api/v1/login', { phoneNumber: '9000000010', password: 'nope12345' }),
      401,
    );
    expect(wrong.message).toContain('Incorrect password');
  });
});

describe('staff sign-in and staff management', () => {
  it('logs in staff and returns their roles and billing flag', async () => {
    const client = await loginStaff(app, '9000000001');
    expect((await client.get('/api/v1/franchisee')).json().data).toMatchObject({
      phoneNumber: '9000000001',
      roles: ['superadmin', 'admin'],
      permissions: [],
      configuration: { hideBilling: false },
    });
    expect((await client.post('/api/v1/franchisee/logout')).json()).toEqual({
      data: { franchiseeLoggedOut: true },
    });
    expect((await client.get('/api/v1/franchisee')).statusCode).toBe(401);
  });

  it('keeps staff and customer routes apart (403)', async () => {
    const staff = await loginStaff(app, '9000000002');
    expectError(await staff.get('/api/v1/user'), 403, 'FORBIDDEN');
    const { client: customer } = await signUpCustomer(app);
    expectError(await customer.get('/api/v1/franchisee'), 403, 'FORBIDDEN');
    expectError(await customer.get('/api/v1/franchisee/list'), 403, 'FORBIDDEN');
  });

  it('answers verifyPhoneNumber for existing and unknown staff, and resets a password by OTP', async () => {
    const client = new Client(app);
    expect(
      (await client.post('/api/v1/franchisee/verifyPhoneNumber', { phoneNumber: uniquePhone() })).json(),
    ).toEqual({
      data: { franchiseeExist: false, otpSent: false },
    });
    expect(
      (await client.post('/api/v1/franchisee/verifyPhoneNumber', { phoneNumber: '9000000003' })).json(),
    ).toEqual({
      data: { franchiseeExist: true, otpSent: false },
    });
    const admin = await loginStaff(app, '9000000002');
    const phoneNumber = uniquePhone();
    const made = await admin.post('/api/v1/franchisee/signup', {
      phoneNumber,
      name: 'New Franchisee',
      roles: ['franchisee'],
    });
    expect(made.statusCode).toBe(200);
    const res = await client.post('/api/v1/franchisee/verifyPhoneNumber', {
      phoneNumber,
      fromForgotPassword: true,
    });
    expect(res.json()).toEqual({ data: { franchiseeExist: true, otpSent: true } });
    expect(
      (await client.post('/api/v1/verifyOtp', { otp: await latestOtp(client, phoneNumber) })).statusCode,
    ).toBe(200);
    // A staff verification cannot be spent on a customer account.
    expectError(await client.post('/api/v1/createPassword', { password: 'Staff1234' }), 400);
    const done = await client.post('/api/v1/franchisee/createPassword', { password: 'Staff1234' });
    expect(done.json().data).toMatchObject({
      franchiseeLoggedIn: true,
      franchisee: { phoneNumber, roles: ['franchisee'] },
    });
    expect(
      (await new Client(app).post('/api/v1/franchisee/login', { phoneNumber, password: 'Staff1234' }))
        .statusCode,
    ).toBe(200);
    expect(await db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toHaveLength(1);
  });

  it('lets an admin list, create and edit staff of its own agency only', async () => {
    const admin = await loginStaff(app, '9000000002');
    const list = await admin.get('/api/v1/franchisee/list?page=1&limit=50');
    const phones = list.json().data.list.map((f: { phoneNumber: string }) => f.phoneNumber);
    expect(phones).toEqual(expect.arrayContaining(['9000000001', '9000000005']));
    expect(phones).not.toContain('9000000006');
    expect((await admin.get('/api/v1/franchisee/list?all=true')).json().data.total).toBeGreaterThanOrEqual(5);

    const phoneNumber = uniquePhone();
    const created = await admin.post('/api/v1/franchisee/signup', {
      phoneNumber,
      name: 'Zoya Field',
      roles: ['franchisee'],
      permissions: ['cards:create'],
      password: 'Field1234',
    });
    expect(created.json().data).toMatchObject({
      phoneNumber,
      roles: ['franchisee'],
      permissions: ['cards:create'],
    });
    expectError(
      await admin.post('/api/v1/franchisee/signup', { phoneNumber, name: 'Dup', roles: ['admin'] }),
      409,
      'CONFLICT',
    );
    expectError(
      await admin.post('/api/v1/franchisee/signup', {
        phoneNumber: uniquePhone(),
        name: 'X',
        roles: ['superadmin'],
      }),
      403,
    );
    expectError(
      await admin.post('/api/v1/franchisee/signup', {
        phoneNumber: uniquePhone(),
        name: 'X',
        roles: ['king'],
      }),
      400,
    );

    const id = created.json().data.franchiseeId;
    const field = new Client(app);
    expect(
      (await field.post('/api/v1/franchisee/login', { phoneNumber, password: 'Field1234' })).statusCode,
    ).toBe(200);
    const edited = await admin.post('/api/v1/franchisee/edit', {
      franchiseeId: id,
      roles: ['franchisee-with-all-card-access'],
    });
    expect(edited.json().data.roles).toEqual(['franchisee-with-all-card-access']);
    // A role change ends the staff member's sessions so the new rights apply at once.
    expect((await field.get('/api/v1/franchisee')).statusCode).toBe(401);
  });

  it('keeps agencies apart: a Solo Cards admin cannot list or edit Demo Agency staff', async () => {
    const solo = await loginStaff(app, '9000000006', SOLO_HOST);
    const list = (await solo.get('/api/v1/franchisee/list')).json().data;
    expect(list.list.map((f: { phoneNumber: string }) => f.phoneNumber)).toEqual(['9000000006']);
    const [demoStaff] = await db.select().from(users).where(eq(users.phoneNumber, '9000000003'));
    expectError(
      await solo.post('/api/v1/franchisee/edit', { franchiseeId: demoStaff?.id, name: 'Hacked' }),
      404,
    );
    const [after] = await db.select().from(users).where(eq(users.phoneNumber, '9000000003'));
    expect(after?.name).toBe('Meera Creator');
    // Demo Agency staff cannot sign in on the Solo Cards host.
    expectError(
      await new Client(app, SOLO_HOST).post('/api/v1/franchisee/login', {
        phoneNumber: '9000000002',
        password: DEMO_PASSWORD,
      }),
      401,
    );
  });

  it('does not honour a session cookie on another agency host', async () => {
    const demoAdmin = await loginStaff(app, '9000000002');
    const cookie = (demoAdmin as unknown as { cookies: Map<string, string> }).cookies.get('sid');
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/franchisee',
      headers: { host: SOLO_HOST, cookie: `sid=${cookie}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('does not let a creator or franchisee manage staff', async () => {
    for (const phone of ['9000000003', '9000000004', '9000000005']) {
      const staff = await loginStaff(app, phone);
      expectError(await staff.get('/api/v1/franchisee/list'), 403, 'FORBIDDEN');
    }
  });
});

describe('account calls', () => {
  it('saves preferences but never lets the client set isFreeTrialPlanTaken', async () => {
    const { client } = await signUpCustomer(app);
    const res = await client.post('/api/v1/user/preference', { language: 'hi', isFreeTrialPlanTaken: true });
    expect(res.json().data.preference).toMatchObject({ language: 'hi', isFreeTrialPlanTaken: false });
  });

  it('deletes the account; the number can sign up again', async () => {
    const { client, phoneNumber } = await signUpCustomer(app);
    expect((await client.delete('/api/v1/user')).json()).toEqual({ data: { userDeleted: true } });
    expect((await client.get('/api/v1/user')).statusCode).toBe(401);
    await db
      .update(otpChallenges)
      .set({ lastSentAt: new Date(Date.now() - 60_000) })
      .where(eq(otpChallenges.target, phoneNumber ?? ''));
    const again = await new Client(app).post('/api/v1/verifyUser', { phoneNumber });
    expect(again.json()).toEqual({ data: { userExist: false, otpSent: true } });
  });

  it('lets an admin send a customer a new random password by SMS', async () => {
    const { phoneNumber, user } = await signUpCustomer(app);
    const admin = await loginStaff(app, '9000000002');
    expect((await admin.post('/api/v1/regenerateRandomPassword', { userId: user.userId })).json()).toEqual({
      data: { passwordSent: true },
    });
    const sms = (await admin.get(`/api/dev/outbox?to=${phoneNumber}`)).json().data.list[0].text as string;
    const password = /password is (\S+)\./.exec(sms)?.[1] ?? '';
    expect((await new Client(app).post('/api/v1/login', { phoneNumber, password })).statusCode).toBe(200);
    const franchisee = await loginStaff(app, '9000000004');
    expectError(await franchisee.post('/api/v1/regenerateRandomPassword', { userId: user.userId }), 403);
    const solo = await loginStaff(app, '9000000006', SOLO_HOST);
    expectError(await solo.post('/api/v1/regenerateRandomPassword', { userId: user.userId }), 404);
  });
});

describe('rate limits', () => {
  it('limits sign-in calls per phone number with a 429 envelope', async () => {
    const phoneNumber = uniquePhone();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await new Client(app).post('/api/v1/login', { phoneNumber, password: 'Wrong1234' })).statusCode,
      );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const last = await new Client(app).post('/api/v1/login', { phoneNumber, password: 'Wrong1234' });
    expectError(last, 429, 'RATE_LIMITED');
  });
});

describe('system', () => {
  it('reports health with the database kind', async () => {
    const res = await new Client(app).get('/api/health');
    expect(res.json()).toEqual({ data: { status: 'ok', db: database.kind } });
  });

  it('serves OpenAPI at /api/docs', async () => {
    const res = await new Client(app).get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/verifyUser', '/api/v1/franchisee/login']),
    );
  });

  it('accepts browser error logs and caps their size', async () => {
    const ok = await new Client(app).post('/log', {
      level: 'error',
      message: 'TypeError: x is undefined',
      additionalInfo: { url: '/panel/customer' },
      source: 'frontend',
    });
    expect(ok.statusCode).toBe(202);
    expectError(
      await new Client(app).post('/log', { level: 'error', message: 'x'.repeat(20_000), source: 'frontend' }),
      413,
    );
    expectError(await new Client(app).post('/log', { level: 'loud', message: 'x', source: 'frontend' }), 400);
  });

  it('redirects / to the login page', async () => {
    const res = await new Client(app).get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/panel/login');
  });
});
