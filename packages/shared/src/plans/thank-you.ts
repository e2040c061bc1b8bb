import type { PurchaseType } from '../schemas/payment.ts';

/**
 * The thank-you page's query (/panel/customer/thankyou?data=...): "an encoded string carrying
 * purchaseType, planName, recordNo, validTo" (spec section 2). Base64url of UTF-8 JSON, so plan names
 * in any script survive, built by the server in redirect mode and by the web app after checkout.
 */
export interface ThankYouData {
  purchaseType: PurchaseType;
  planName: string;
  recordNo: number;
  validTo: string | null;
  /** The first valid day, when known: after today when the purchase extends the current plan. */
  validFrom?: string | null;
}

export const THANK_YOU_PATH = '/panel/customer/thankyou';

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (s: string) =>
  Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export const encodeThankYouQuery = (d: ThankYouData): string =>
  toBase64Url(new TextEncoder().encode(JSON.stringify(d)));

export function decodeThankYouQuery(s: string): ThankYouData | null {
  try {
    const v = JSON.parse(new TextDecoder().decode(fromBase64Url(s))) as Partial<ThankYouData>;
    if (
      typeof v.planName !== 'string' ||
      typeof v.recordNo !== 'number' ||
      typeof v.purchaseType !== 'string'
    )
      return null;
    return {
      purchaseType: v.purchaseType,
      planName: v.planName,
      recordNo: v.recordNo,
      validTo: v.validTo ?? null,
      ...(typeof v.validFrom === 'string' ? { validFrom: v.validFrom } : {}),
    };
  } catch {
    return null;
  }
}

export const thankYouUrl = (d: ThankYouData) => `${THANK_YOU_PATH}?data=${encodeThankYouQuery(d)}`;
