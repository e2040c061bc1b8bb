import { queryOptions } from '@tanstack/react-query';
import { CHECKOUT_THEME_COLOR } from '@panel/shared/constants.ts';
import type { PaymentOrderResponse } from '@panel/shared/schemas/payment.ts';
import { api } from './api-client';
import { i18n } from './i18n';

/**
 * The payment provider's browser side (spec sections 4 and 8, DESIGN section 6): Razorpay Standard
 * Checkout in production, the server's built-in sandbox in demo. Both expose window.Razorpay from a
 * script whose URL the server gives, so this code runs unchanged against either.
 */

export const PROVIDER_NAME = 'Razorpay';
export const SCRIPT_FAILED_TEXT = `${PROVIDER_NAME} SDK failed to load. Are you online?`;
export const SCRIPT_MISSING_TEXT = `${PROVIDER_NAME} script is not loaded. Please try again.`;

export interface CheckoutConfig {
  key: string;
  checkoutScriptUrl: string;
  sandbox: boolean;
  /** Where checkout posts in redirect mode (in-app browsers). */
  callbackPath: string;
}

/** GET /api/v1/payment/checkout-config: which checkout script to load and where redirect mode lands. */
export const checkoutConfigQuery = queryOptions({
  queryKey: ['payment', 'checkout-config'],
  queryFn: () => api.get<CheckoutConfig>('/api/v1/payment/checkout-config'),
  staleTime: Infinity,
  meta: { handlesErrors: true },
});

/** The signed ids checkout hands back on success. */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface CheckoutFailure {
  error?: { description?: string; reason?: string; code?: string };
}

interface RazorpayOptions {
  key: string;
  amount: string;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  handler: (response: CheckoutSuccess) => void;
  theme: { color: string };
  prefill?: { contact?: string; email?: string };
  modal?: { ondismiss?: () => void };
  redirect?: boolean;
  callback_url?: string;
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', cb: (response: CheckoutFailure) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

const loading = new Map<string, Promise<boolean>>();

/** Adds the provider script once per URL; resolves false when it cannot be loaded (offline, blocked). */
export function loadCheckoutScript(src: string): Promise<boolean> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      resolve(false);
    };
    document.body.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/**
 * WhatsApp, Instagram and Facebook open links in WebViews where checkout's handler never runs, so
 * there checkout redirects to our callback URL instead (Razorpay's redirect mode).
 */
export const isInAppBrowser = (userAgent = navigator.userAgent) =>
  /WhatsApp|Instagram|FBAN|FBAV|FB_IAB|FBIOS/i.test(userAgent);

export type CheckoutOutcome =
  | { status: 'paid'; response: CheckoutSuccess }
  | { status: 'failed'; reason: string }
  | { status: 'dismissed' }
  /** Redirect mode: the page is leaving; the server completes the purchase. */
  | { status: 'redirected' };

/**
 * Loads the script and opens checkout for a server-made order: amount as a string in paise, currency
 * from the order, theme colour #2d9bea. Throws with the spec's texts when the script fails to load
 * or is not there.
 */
export async function openCheckout(
  config: CheckoutConfig,
  order: PaymentOrderResponse,
  details: { name: string; description: string; contact?: string | null; email?: string | null },
): Promise<CheckoutOutcome> {
  if (!(await loadCheckoutScript(config.checkoutScriptUrl)))
    throw new CheckoutScriptError(SCRIPT_FAILED_TEXT);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new CheckoutScriptError(SCRIPT_MISSING_TEXT);
  const redirect = isInAppBrowser();
  return new Promise<CheckoutOutcome>((resolve) => {
    const checkout = new Razorpay({
      key: order.key,
      amount: String(order.order.amount),
      currency: order.order.currency,
      order_id: order.order.id,
      name: details.name,
      description: details.description,
      handler: (response) => resolve({ status: 'paid', response }),
      theme: { color: CHECKOUT_THEME_COLOR },
      prefill: { contact: details.contact ?? undefined, email: details.email ?? undefined },
      modal: { ondismiss: () => resolve({ status: 'dismissed' }) },
      ...(redirect
        ? { redirect: true, callback_url: new URL(config.callbackPath, location.origin).href }
        : {}),
    });
    checkout.on('payment.failed', (response) =>
      resolve({
        status: 'failed',
        reason:
          response.error?.description ?? response.error?.reason ?? i18n.t('payment.failed', { ns: 'common' }),
      }),
    );
    checkout.open();
    if (redirect) resolve({ status: 'redirected' });
  });
}

export class CheckoutScriptError extends Error {
  override readonly name = 'CheckoutScriptError';
}
