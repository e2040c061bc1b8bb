import { AppError } from '@panel/shared/errors.ts';

/**
 * A thin typed client over Razorpay's REST Orders and Payments API. We do not use the official SDK for
 * calls because it hard-codes api.razorpay.com; this client takes the base URL from configuration, so the
 * built-in sandbox and Razorpay are reached by the same code (only base URL, keys and transport differ).
 * Request and response shapes follow https://razorpay.com/docs/api/orders/ and /payments/.
 */

export interface RazorpayOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

export interface RazorpayPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  method: string;
  captured: boolean;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface CreateOrderInput {
  /** Paise. */
  amount: number;
  currency: 'INR';
  receipt: string;
  notes?: Record<string, string>;
}

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface RazorpayClientOptions {
  keyId: string;
  keySecret: string;
  /** e.g. https://api.razorpay.com or http://localhost:3000/sandbox/razorpay (no trailing /v1). */
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The gateway could not be reached or answered with an error: nothing was credited, try again. */
const gatewayError = (detail: string) =>
  new AppError(
    'BAD_GATEWAY',
    `The payment gateway did not answer (${detail}). Nothing was charged twice; please try again.`,
  );

export class RazorpayClient {
  private readonly auth: string;
  private readonly fetch: FetchLike;
  private readonly baseUrl: string;

  private readonly opts: RazorpayClientOptions;

  constructor(opts: RazorpayClientOptions) {
    this.opts = opts;
    this.auth = `Basic ${Buffer.from(`${opts.keyId}:${opts.keySecret}`).toString('base64')}`;
    this.fetch = opts.fetch ?? ((input, init) => fetch(input, init));
    this.baseUrl = opts.baseUrl.replace(/\/+$/, '');
  }

  createOrder(input: CreateOrderInput): Promise<RazorpayOrder> {
    return this.call<RazorpayOrder>('POST', '/v1/orders', input);
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.call<RazorpayOrder>('GET', `/v1/orders/${encodeURIComponent(orderId)}`);
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.call<RazorpayPayment>('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw gatewayError(err instanceof Error ? err.message : 'connection failed');
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) {
      if (res.status === 400 || res.status === 404) {
        // Razorpay's error shape: { error: { code, description } }.
        const description = safeJson<{ error?: { description?: string } }>(text)?.error?.description;
        throw new AppError('BAD_REQUEST', description ?? 'The payment gateway rejected the request.');
      }
      throw gatewayError(`HTTP ${res.status}`);
    }
    const parsed = safeJson<T>(text);
    if (parsed === undefined) throw gatewayError('unreadable answer');
    return parsed;
  }
}

function safeJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
