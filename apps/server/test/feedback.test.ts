import { describe, expect, it } from 'vitest';
import { FEEDBACK_TEXTS } from '@panel/shared/schemas/feedback.ts';
import { buildTestApp, loginStaff, signUpCustomer, SOLO_HOST } from './helpers.ts';

/** Feedback (issue 14): a customer sends it, admins are told, read, filter and delete it. */
const { app } = await buildTestApp();
const PATH = '/api/v1/feedback';

describe('feedback', () => {
  it('a customer sends feedback; an admin is told in the bell, finds it, and deletes it', async () => {
    const { client, user } = await signUpCustomer(app);
    const words = `The card editor is easy ${crypto.randomUUID().slice(0, 6)}`;
    const sent = await client.post(PATH, { rating: 5, text: words, pageUrl: '/panel/customer/account' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.message).toBe(FEEDBACK_TEXTS.thanks);
    const feedbackId = sent.json().data.feedbackId as string;

    const admin = await loginStaff(app, '9000000002');
    const bell = (await admin.get('/api/v1/analytics/admin-notification')).json().data.list as {
      kind: string;
      title: string;
      message: string;
    }[];
    const told = bell.find((n) => n.kind === 'FEEDBACK' && n.message.includes(words.slice(0, 20)));
    expect(told?.title).toBe('Feedback: ★★★★★');
    // The bell masks the customer's number.
    expect(told?.message).not.toContain(String(user.phoneNumber));

    const found = (await admin.get(`${PATH}?search=${encodeURIComponent(words)}&rating=5`)).json().data;
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({
      feedbackId,
      rating: 5,
      text: words,
      pageUrl: '/panel/customer/account',
      phoneNumber: user.phoneNumber,
      screenshotUrl: null,
    });
    expect((await admin.get(`${PATH}?search=${encodeURIComponent(words)}&rating=4`)).json().data.total).toBe(
      0,
    );

    // Another agency's admin neither sees nor deletes it.
    const other = await loginStaff(app, '9000000006', SOLO_HOST);
    expect((await other.get(`${PATH}?search=${encodeURIComponent(words)}`)).json().data.total).toBe(0);
    expect((await other.delete(`${PATH}?feedbackId=${feedbackId}`)).statusCode).toBe(404);

    expect((await admin.delete(`${PATH}?feedbackId=${feedbackId}`)).json().data).toEqual({
      feedbackId,
      deleted: true,
    });
    expect((await admin.get(`${PATH}?search=${encodeURIComponent(words)}`)).json().data.total).toBe(0);
  });

  it('refuses a rating outside 1–5 and a made-up screenshot, storing nothing; only customers send', async () => {
    const { client } = await signUpCustomer(app);
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 3.5 }, { text: 'no rating' }]) {
      const res = await client.post(PATH, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().data.fields.rating).toBe(FEEDBACK_TEXTS.rating);
    }
    const screenshot = await client.post(PATH, { rating: 3, screenshot: '../../etc/passwd' });
    expect(screenshot.statusCode).toBe(400);
    const admin = await loginStaff(app, '9000000002');
    expect((await admin.post(PATH, { rating: 3 })).statusCode).toBe(403);
    // A franchisee does not read feedback (admins do).
    const franchisee = await loginStaff(app, '9000000004');
    expect((await franchisee.get(PATH)).statusCode).toBe(403);
  });
});
