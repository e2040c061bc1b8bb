import { webhookSignature } from '../integrations/payments/signatures.ts';
import type { RazorpayOrder, RazorpayPayment } from '../integrations/payments/razorpay-client.ts';
import { razorpayId, type SandboxState } from './state.ts';

export type Post = (body: string, headers: Record<string, string>) => Promise<unknown>;

type EventName = 'payment.authorized' | 'payment.captured' | 'order.paid' | 'payment.failed';

/** Razorpay's event envelope (https://razorpay.com/docs/webhooks/payloads/payments/). */
function eventBody(event: EventName, payment: RazorpayPayment, order: RazorpayOrder): string {
  const payload =
    event === 'order.paid'
      ? { payment: { entity: payment }, order: { entity: order } }
      : {
          payment: {
            entity: { ...payment, status: event === 'payment.authorized' ? 'authorized' : payment.status },
          },
        };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_Sandbox0000001',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(Date.now() / 1000),
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Delivers a payment's webhooks the way Razorpay does (signed over the exact bytes sent, one event id
 * per event, retried deliveries reuse it), shaped by the switches: twice, reversed, late, badly signed.
 */
export function deliverPaymentEvents(
  state: SandboxState,
  post: Post,
  webhookSecret: string,
  payment: RazorpayPayment,
  order: RazorpayOrder,
): void {
  const s = { ...state.switches };
  if (s.webhooksOff) return;
  let events: EventName[] =
    payment.status === 'failed'
      ? ['payment.failed']
      : ['payment.authorized', 'payment.captured', 'order.paid'];
  if (s.outOfOrder) events = events.reverse();
  const deliveries = events.flatMap((event) => {
    const body = eventBody(event, payment, order);
    const headers = {
      'content-type': 'application/json',
      'x-razorpay-event-id': razorpayId(''),
      'x-razorpay-signature': webhookSignature(
        body,
        s.badWebhookSignature ? `${webhookSecret}-wrong` : webhookSecret,
      ),
    };
    return s.duplicateWebhooks
      ? [
          { body, headers },
          { body, headers },
        ]
      : [{ body, headers }];
  });
  state.track(
    (async () => {
      for (const d of deliveries) {
        if (s.webhookDelayMs > 0) await sleep(s.webhookDelayMs);
        await post(d.body, d.headers).catch(() => undefined);
      }
    })(),
  );
}
