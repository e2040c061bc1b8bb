import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '@panel/shared/errors.ts';
import { razorpayWebhookSchema } from '@panel/shared/schemas/payment.ts';
import type { Db } from '../../db/client.ts';
import { paymentOrders, paymentWebhookEvents } from '../../db/schema/index.ts';
import type { PaymentGateway } from '../../integrations/payments/gateway.ts';
import { creditGatewayOrder, markOrderFailed } from './crediting.ts';
import { paymentFailed } from '../notifications/notices.ts';
import { notify } from '../notifications/service.ts';

export type WebhookOutcome =
  'credited' | 'duplicate' | 'ignored' | 'failed_recorded' | 'amount_mismatch' | 'not_ours';

/**
 * Razorpay webhooks, the source of truth when the browser never comes back. Verified over the raw
 * bytes with the webhook secret; a redelivered event id is answered without work; payment.captured and
 * order.paid credit through the same exactly-once path as the browser (so order does not matter and
 * payment.authorized can be ignored); payment.failed keeps the reason on an unpaid order.
 * Throwing (gateway unreachable) answers 5xx, so Razorpay retries later.
 */
export async function handleWebhook(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  raw: Buffer,
  headers: { signature?: string; eventId?: string },
): Promise<WebhookOutcome> {
  if (!headers.signature || !gateway.verifyWebhookSignature(raw, headers.signature))
    throw new AppError('PAYMENT_SIGNATURE_INVALID', 'Invalid webhook signature.');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', 'The webhook body is not JSON.');
  }
  const parsed = razorpayWebhookSchema.safeParse(json);
  if (!parsed.success) return 'ignored';
  const event = parsed.data;
  const payment = event.payload.payment?.entity;
  const orderId = payment?.order_id ?? event.payload.order?.entity.id ?? null;

  if (headers.eventId) {
    const [seen] = await db
      .select({ id: paymentWebhookEvents.eventId })
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.eventId, headers.eventId))
      .limit(1);
    if (seen) return 'duplicate';
  }

  const outcome = await apply(db, gateway, log, event.event, orderId, payment);
  if (headers.eventId)
    await db
      .insert(paymentWebhookEvents)
      .values({
        eventId: headers.eventId,
        event: event.event,
        orderId,
        paymentId: payment?.id ?? null,
        outcome,
      })
      .onConflictDoNothing();
  return outcome;
}

async function apply(
  db: Db,
  gateway: PaymentGateway,
  log: FastifyBaseLogger,
  event: string,
  orderId: string | null,
  payment: { id: string; error_description?: string | null } | undefined,
): Promise<WebhookOutcome> {
  if (!orderId || !payment) return 'ignored';
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId)).limit(1);
  if (!order) return 'not_ours';
  if (event === 'payment.failed') {
    const reason = payment.error_description ?? 'Payment failed';
    if (await markOrderFailed(db, order.id, reason)) {
      const notice = paymentFailed({ ...order, planName: order.plan?.name ?? null, reason });
      if (notice) await notify(db, notice, log);
    }
    return 'failed_recorded';
  }
  if (event !== 'payment.captured' && event !== 'order.paid') return 'ignored';
  try {
    await creditGatewayOrder(db, gateway, order, payment.id, log);
    return 'credited';
  } catch (err) {
    // A mismatch will not heal by retrying: record it, answer 200, and leave it to a person.
    if (err instanceof AppError && err.code === 'BAD_REQUEST') {
      log.error({ orderId, paymentId: payment.id, err: err.message }, 'webhook payment not credited');
      return 'amount_mismatch';
    }
    throw err;
  }
}
