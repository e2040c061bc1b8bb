import { describe, expect, it } from 'vitest';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import {
  paymentSignature,
  verifyPaymentSignature,
  verifyWebhookSignature,
  webhookSignature,
} from './signatures.ts';

const keySecret = 'test_key_secret_123';
const webhookSecret = 'test_webhook_secret_456';

describe('payment signature', () => {
  const sig = paymentSignature('order_ABC123', 'pay_XYZ789', keySecret);

  it('is what the official SDK accepts', () => {
    expect(
      validatePaymentVerification({ order_id: 'order_ABC123', payment_id: 'pay_XYZ789' }, sig, keySecret),
    ).toBe(true);
  });
  it('verifies, in either hex case, and rejects tampering', () => {
    expect(
      verifyPaymentSignature({ orderId: 'order_ABC123', paymentId: 'pay_XYZ789', signature: sig }, keySecret),
    ).toBe(true);
    expect(
      verifyPaymentSignature(
        { orderId: 'order_ABC123', paymentId: 'pay_XYZ789', signature: sig.toUpperCase() },
        keySecret,
      ),
    ).toBe(true);
    expect(
      verifyPaymentSignature({ orderId: 'order_ABC123', paymentId: 'pay_OTHER', signature: sig }, keySecret),
    ).toBe(false);
    expect(
      verifyPaymentSignature({ orderId: 'order_ABC123', paymentId: 'pay_XYZ789', signature: sig }, 'other'),
    ).toBe(false);
    expect(
      verifyPaymentSignature(
        { orderId: 'order_ABC123', paymentId: 'pay_XYZ789', signature: 'abc' },
        keySecret,
      ),
    ).toBe(false);
  });
});

describe('webhook signature', () => {
  const body = Buffer.from('{"entity":"event","event":"payment.captured","payload":{}}');
  const sig = webhookSignature(body, webhookSecret);

  it('is what the official SDK accepts', () => {
    expect(Razorpay.validateWebhookSignature(body.toString(), sig, webhookSecret)).toBe(true);
  });
  it('covers the exact bytes', () => {
    expect(verifyWebhookSignature(body, sig, webhookSecret)).toBe(true);
    const reformatted = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(verifyWebhookSignature(reformatted, sig, webhookSecret)).toBe(false);
    expect(verifyWebhookSignature(body, sig, keySecret)).toBe(false);
  });
});
