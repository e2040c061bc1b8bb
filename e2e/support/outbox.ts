import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  text: string;
  otp?: string;
  createdAt: string;
}

export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', { params: { to } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { data: { list: OutboxMessage[] } };
  return body.data.list;
}

/**
 * The newest OTP sent to `to` after `since` (ms). Polls briefly because the message is written by
 * the same request that answered, but a test may read right after the redirect.
 */
export async function latestOtp(request: APIRequestContext, to: string, since = 0): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(
      async () => {
        const list = await readOutbox(request, to);
        otp = list.find((m) => m.otp && Date.parse(m.createdAt) >= since - 1000)?.otp;
        return otp;
      },
      { message: `an OTP for ${to} in the dev outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return otp as string;
}
