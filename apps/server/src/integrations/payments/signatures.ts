import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures, computed exactly as Razorpay does (and as the official SDK's
 * validatePaymentVerification / validateWebhookSignature check them), but compared in constant time:
 * the SDK uses `===`, which leaks how much of a guess was right.
 */

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Checkout's razorpay_signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const paymentSignature = (orderId: string, paymentId: string, keySecret: string) =>
  hmacHex(keySecret, `${orderId}|${paymentId}`);

/** X-Razorpay-Signature: hex HMAC-SHA256 of the raw request body with the webhook secret (not the key secret). */
export const webhookSignature = (rawBody: string | Buffer, webhookSecret: string) =>
  hmacHex(webhookSecret, rawBody);

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const verifyPaymentSignature = (
  p: { orderId: string; paymentId: string; signature: string },
  keySecret: string,
): boolean => sameHex(paymentSignature(p.orderId, p.paymentId, keySecret), p.signature);

export const verifyWebhookSignature = (
  rawBody: Buffer | string,
  signature: string,
  webhookSecret: string,
): boolean => sameHex(webhookSignature(rawBody, webhookSecret), signature);
