import { randomInt } from 'node:crypto';
import type { RazorpayOrder, RazorpayPayment } from '../integrations/payments/razorpay-client.ts';

/**
 * What the sandbox remembers: Razorpay's side of the world (orders, payments) and the switches a test
 * or a person can flip. It lives in this process's memory on purpose: it stands in for a third party,
 * exists only in demo mode, and none of our own data depends on it (our orders and credits are in the
 * database). With several demo instances, point RAZORPAY_API_BASE of all of them at one instance.
 */
export interface SandboxSwitches {
  /** Deliver every webhook twice (same event id). */
  duplicateWebhooks: boolean;
  /** Deliver a payment's events in reverse (order.paid, payment.captured, payment.authorized). */
  outOfOrder: boolean;
  /** Wait this long before each webhook. */
  webhookDelayMs: number;
  /** Sign webhooks with a wrong secret. */
  badWebhookSignature: boolean;
  /** Send no webhooks at all (the browser is the only reporter). */
  webhooksOff: boolean;
  /** The next API call (orders/payments) answers 500, or drops the connection; then the switch resets. */
  failNextApiCall: null | '500' | 'drop';
  /** "Pay but lose the browser": checkout takes the money but never tells the page (webhooks only). */
  loseBrowser: boolean;
  /** Capture this amount (paise) instead of the order's: a gateway-side amount mismatch. */
  captureAmount: number | null;
}

export const defaultSwitches = (): SandboxSwitches => ({
  duplicateWebhooks: false,
  outOfOrder: false,
  webhookDelayMs: 0,
  badWebhookSignature: false,
  webhooksOff: false,
  failNextApiCall: null,
  loseBrowser: false,
  captureAmount: null,
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Razorpay ids are a prefix and 14 base62 characters. */
export const razorpayId = (prefix: string) =>
  `${prefix}${Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

export class SandboxState {
  readonly orders = new Map<string, RazorpayOrder>();
  readonly payments = new Map<string, RazorpayPayment>();
  switches: SandboxSwitches = defaultSwitches();
  private readonly inFlight = new Set<Promise<unknown>>();

  track(p: Promise<unknown>): void {
    this.inFlight.add(p);
    // Both branches delete, so a rejected delivery never surfaces as an unhandled rejection here.
    const done = () => this.inFlight.delete(p);
    p.then(done, done);
  }

  /** Resolves when every webhook the sandbox has started delivering has been answered. */
  async settle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Takes the one-shot API failure switch, if set. */
  takeApiFailure(): SandboxSwitches['failNextApiCall'] {
    const f = this.switches.failNextApiCall;
    this.switches.failNextApiCall = null;
    return f;
  }
}
