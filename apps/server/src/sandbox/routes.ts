import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatPaise } from '@panel/shared/money.ts';
import { CHECKOUT_THEME_COLOR } from '@panel/shared/constants.ts';
import { paymentSignature } from '../integrations/payments/signatures.ts';
import type { RazorpayOrder, RazorpayPayment } from '../integrations/payments/razorpay-client.ts';
import { CHECKOUT_JS, CHECKOUT_PAGE_JS, checkoutPage } from './checkout-assets.ts';
import { defaultSwitches, razorpayId, type SandboxState, type SandboxSwitches } from './state.ts';
import { deliverPaymentEvents, type Post } from './webhooks.ts';

export interface SandboxOptions {
  state: SandboxState;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Posts a signed webhook to our webhook endpoint. */
  postWebhook: Post;
}

const now = () => Math.floor(Date.now() / 1000);

/** Razorpay's error body. */
const rzpError = (reply: FastifyReply, status: number, description: string) =>
  reply
    .code(status)
    .send({ error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' } });

/**
 * The built-in Razorpay sandbox, mounted under /sandbox/razorpay in demo mode only: Razorpay's Orders and
 * Payments API (Basic auth with key id and secret), checkout.js, a checkout page with Pay and Fail, and
 * signed webhooks. Test switches at /sandbox/razorpay/switches.
 */
export default async function sandboxRoutes(app: FastifyInstance, opts: SandboxOptions) {
  const { state } = opts;
  // Razorpay's API, not ours: keep it out of our OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const expectedAuth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;

  /** API calls: check Basic auth like Razorpay, then apply the one-shot failure switch. */
  const api = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization !== expectedAuth) return rzpError(reply, 401, 'Authentication failed');
    const failure = state.takeApiFailure();
    if (failure === '500') return rzpError(reply, 500, 'The sandbox failed this call on purpose');
    if (failure === 'drop') {
      // Like a network cut: no status line, no body. Over TCP the socket closes; in-process the
      // injected response is destroyed, which rejects the caller the same way.
      reply.hijack();
      reply.raw.destroy();
      req.raw.socket?.destroy();
      return reply;
    }
  };

  app.post('/v1/orders', { onRequest: api }, async (req, reply) => {
    const b = (req.body ?? {}) as {
      amount?: unknown;
      currency?: unknown;
      receipt?: unknown;
      notes?: unknown;
    };
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100)
      return rzpError(reply, 400, 'The amount must be atleast INR 1.00');
    if (b.currency !== 'INR') return rzpError(reply, 400, 'The currency is not supported');
    if (b.receipt !== undefined && (typeof b.receipt !== 'string' || b.receipt.length > 40))
      return rzpError(reply, 400, 'receipt: the length must not be greater than 40.');
    const order: RazorpayOrder = {
      id: razorpayId('order_'),
      entity: 'order',
      amount: b.amount as number,
      amount_paid: 0,
      amount_due: b.amount as number,
      currency: 'INR',
      receipt: (b.receipt as string | undefined) ?? null,
      status: 'created',
      attempts: 0,
      notes: (b.notes as Record<string, string> | undefined) ?? {},
      created_at: now(),
    };
    state.orders.set(order.id, order);
    return order;
  });

  app.get<{ Params: { id: string } }>('/v1/orders/:id', { onRequest: api }, async (req, reply) => {
    const order = state.orders.get(req.params.id);
    return order ?? rzpError(reply, 400, 'The id provided does not exist');
  });

  app.get<{ Params: { id: string } }>('/v1/payments/:id', { onRequest: api }, async (req, reply) => {
    const payment = state.payments.get(req.params.id);
    return payment ?? rzpError(reply, 400, 'The id provided does not exist');
  });

  app.get('/checkout.js', async (_req, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(CHECKOUT_JS),
  );
  app.get('/checkout-page.js', async (_req, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CHECKOUT_PAGE_JS),
  );

  app.get<{ Querystring: Record<string, string | undefined> }>('/checkout', async (req, reply) => {
    const q = req.query;
    const order = q.order_id ? state.orders.get(q.order_id) : undefined;
    if (!order || q.key_id !== opts.keyId)
      return reply.code(400).type('text/plain').send('Unknown order or key.');
    return (
      reply
        .type('text/html; charset=utf-8')
        // checkout.js opens this page in an overlay iframe on the panel (as Razorpay's does), so it may
        // be framed by its own origin; the panel's default refuses all framing.
        .header('content-security-policy', "frame-ancestors 'self'; base-uri 'self'; object-src 'none'")
        .send(
          checkoutPage({
            name: q.name || 'Checkout',
            description: q.description || '',
            amountText: formatPaise(order.amount),
            orderId: order.id,
            color: q.color || CHECKOUT_THEME_COLOR,
          }),
        )
    );
  });

  /** The person pressed Pay or Fail. */
  app.post('/checkout/pay', async (req, reply) => {
    const b = (req.body ?? {}) as { key_id?: string; order_id?: string; outcome?: string };
    const order = b.order_id ? state.orders.get(b.order_id) : undefined;
    if (!order || b.key_id !== opts.keyId) return rzpError(reply, 400, 'Unknown order or key.');
    if (order.status === 'paid') return rzpError(reply, 400, 'This order is already paid.');
    const success = b.outcome === 'success';
    const s = state.switches;
    const payment: RazorpayPayment = {
      id: razorpayId('pay_'),
      entity: 'payment',
      amount: success && s.captureAmount !== null ? s.captureAmount : order.amount,
      currency: order.currency,
      status: success ? 'captured' : 'failed',
      order_id: order.id,
      method: 'card',
      captured: success,
      error_code: success ? null : 'BAD_REQUEST_ERROR',
      error_description: success
        ? null
        : 'Your payment could not be completed: the card was declined (sandbox).',
      created_at: now(),
    };
    state.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = success ? 'paid' : 'attempted';
    if (success) {
      order.amount_paid = payment.amount;
      order.amount_due = Math.max(0, order.amount - payment.amount);
    }
    deliverPaymentEvents(state, opts.postWebhook, opts.webhookSecret, payment, { ...order });
    if (!success)
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: payment.error_description,
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: payment.id },
        },
      };
    if (s.loseBrowser) return { lost: true };
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: paymentSignature(order.id, payment.id, opts.keySecret),
    };
  });

  app.get('/switches', async () => state.switches);
  app.post('/switches', async (req, reply) => {
    const b = (req.body ?? {}) as Partial<Record<keyof SandboxSwitches, unknown>>;
    const next = { ...state.switches };
    for (const key of Object.keys(defaultSwitches()) as (keyof SandboxSwitches)[]) {
      if (!(key in b)) continue;
      const value = b[key];
      const ok =
        key === 'webhookDelayMs'
          ? Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 60_000
          : key === 'failNextApiCall'
            ? value === null || value === '500' || value === 'drop'
            : key === 'captureAmount'
              ? value === null || Number.isInteger(value)
              : typeof value === 'boolean';
      if (!ok) return rzpError(reply, 400, `Invalid value for ${key}`);
      (next as Record<string, unknown>)[key] = value;
    }
    state.switches = next;
    return state.switches;
  });
  app.post('/switches/reset', async () => {
    state.switches = defaultSwitches();
    return state.switches;
  });
}
