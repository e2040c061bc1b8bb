import { describe, expect, it } from 'vitest';
import { buildTestApp, DEMO_HOST, signUpCustomer } from './helpers.ts';

/** POST /log (spec section 7 "Logging", issue 14): browser error reports, limited per session and address. */
const { app } = await buildTestApp({
  env: { CLIENT_LOG_PER_SESSION_PER_MINUTE: '3', CLIENT_LOG_PER_ADDRESS_PER_MINUTE: '5' },
});

const report = (remoteAddress: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/log',
    remoteAddress,
    headers: { host: DEMO_HOST, ...(cookie ? { cookie } : {}) },
    payload: { level: 'error', message: 'ChunkLoadError: Loading chunk 12 failed.', source: 'frontend' },
  });

const statuses = async (n: number, send: () => ReturnType<typeof report>) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await send()).statusCode);
  return out;
};

describe('the browser error log', () => {
  it('limits one signed-in session, answering 429 with the envelope, while others still report', async () => {
    const { client } = await signUpCustomer(app);
    const sid = client.cookieHeader();
    expect(await statuses(3, () => report('10.1.0.1', sid))).toEqual([202, 202, 202]);
    const limited = await report('10.1.0.1', sid);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      data: {
        code: 'RATE_LIMITED',
        message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/),
      },
    });
    // The session is limited wherever it reports from; an anonymous page at the same address is not.
    expect((await report('10.1.0.2', sid)).statusCode).toBe(429);
    expect((await report('10.1.0.1')).statusCode).toBe(202);
    // Another customer's session is counted on its own.
    const other = await signUpCustomer(app);
    expect((await report('10.1.0.3', other.client.cookieHeader())).statusCode).toBe(202);
  });

  it('limits one address, signed in or not; a made-up session cookie gets no counter of its own', async () => {
    expect(await statuses(5, () => report('10.2.0.1', 'sid=made-up'))).toEqual([202, 202, 202, 202, 202]);
    const limited = await report('10.2.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data.code).toBe('RATE_LIMITED');
    expect((await report('10.2.0.2')).statusCode).toBe(202);
  });
});
