import type { Config } from '../../config.ts';
import {
  RazorpayClient,
  type FetchLike,
  type RazorpayOrder,
  type RazorpayPayment,
  type CreateOrderInput,
} from './razorpay-client.ts';
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures.ts';

/**
 * The payment gateway as the payments module sees it. Two implementations share this one class:
 * Razorpay itself and the built-in sandbox (apps/server/src/sandbox), which speaks Razorpay's API, so
 * only the base URL, the keys, the checkout script and the transport differ.
 */
export interface PaymentGateway {
  readonly mode: 'razorpay' | 'sandbox';
  /** Key id handed to checkout (never the secret). */
  readonly keyId: string;
  /** Script the browser loads to get window.Razorpay. */
  readonly checkoutScriptUrl: string;
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>;
  fetchOrder(orderId: string): Promise<RazorpayOrder>;
  fetchPayment(paymentId: string): Promise<RazorpayPayment>;
  verifyPaymentSignature(p: { orderId: string; paymentId: string; signature: string }): boolean;
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
}

/** The sandbox's fixed demo credentials. Production refuses to start with any of them (config.ts). */
export const SANDBOX_KEYS = {
  keyId: 'rzp_test_sandbox00000001',
  keySecret: 'sandbox_key_secret_not_for_production',
  webhookSecret: 'sandbox_webhook_secret_not_for_production',
} as const;
export const SANDBOX_PREFIX = '/sandbox/razorpay';
export const RAZORPAY_API_BASE = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface PaymentsSettings {
  mode: 'razorpay' | 'sandbox';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiBase: string;
  checkoutScriptUrl: string;
  /** True when the server reaches the sandbox mounted on itself (in-process, no TCP hop). */
  inProcess: boolean;
}

/**
 * One place decides where payments go. No key id in demo mode means the built-in sandbox; an explicit
 * RAZORPAY_API_BASE (e.g. another instance's /sandbox/razorpay) is reached over real HTTP.
 */
export function paymentsSettings(config: Config): PaymentsSettings {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return {
      mode: config.RAZORPAY_KEY_ID === SANDBOX_KEYS.keyId ? 'sandbox' : 'razorpay',
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      apiBase: config.RAZORPAY_API_BASE ?? RAZORPAY_API_BASE,
      checkoutScriptUrl: config.RAZORPAY_API_BASE?.includes(SANDBOX_PREFIX)
        ? `${config.RAZORPAY_API_BASE.replace(/\/+$/, '')}/checkout.js`
        : RAZORPAY_CHECKOUT_SCRIPT,
      inProcess: false,
    };
  }
  return {
    mode: 'sandbox',
    ...SANDBOX_KEYS,
    apiBase: config.RAZORPAY_API_BASE ?? `http://sandbox.internal${SANDBOX_PREFIX}`,
    checkoutScriptUrl: `${SANDBOX_PREFIX}/checkout.js`,
    inProcess: !config.RAZORPAY_API_BASE,
  };
}

export function createGateway(settings: PaymentsSettings, transport?: FetchLike): PaymentGateway {
  const client = new RazorpayClient({
    keyId: settings.keyId,
    keySecret: settings.keySecret,
    baseUrl: settings.apiBase,
    fetch: transport,
  });
  return {
    mode: settings.mode,
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,
    createOrder: (input) => client.createOrder(input),
    fetchOrder: (id) => client.fetchOrder(id),
    fetchPayment: (id) => client.fetchPayment(id),
    verifyPaymentSignature: (p) => verifyPaymentSignature(p, settings.keySecret),
    verifyWebhookSignature: (body, sig) =>
      settings.webhookSecret !== '' && verifyWebhookSignature(body, sig, settings.webhookSecret),
  };
}
