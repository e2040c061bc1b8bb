import { formatPaise } from '@panel/shared/money.ts';
import type { PaymentKind, PurchaseType } from '@panel/shared/schemas/payment.ts';
import type { NewNotification } from './service.ts';

/**
 * The words of each notification, in one place. A staff member reads them in the bell, so customers'
 * phone numbers and e-mails are masked: enough to recognise a customer, not to copy their contact.
 */

const BUSINESSES_LINK = '/admin/businesses';

/** '9812345678' → '98xxxx5678'. */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  if (p.length <= 6) return 'x'.repeat(Math.max(0, p.length - 2)) + p.slice(-2);
  return p.slice(0, 2) + 'x'.repeat(p.length - 6) + p.slice(-4);
}

/** 'ravi.kumar@example.com' → 'ra***r@example.com'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length >= 4 ? `${local.slice(0, 2)}***${local.slice(-1)}` : `${local.slice(0, 1)}***`;
  return shown + email.slice(at);
}

/** A customer as staff see them in a notification: masked phone, else masked e-mail. */
export const maskedCustomer = (who: { phoneNumber?: string | null; email?: string | null }): string | null =>
  who.phoneNumber ? maskPhone(who.phoneNumber) : who.email ? maskEmail(who.email) : null;

/** `text` cut to `max` characters, an ellipsis marking the cut. */
export const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export const customerSignedUp = (
  agencyId: string,
  who: { phoneNumber?: string | null; email?: string | null },
): NewNotification => {
  const masked = maskedCustomer(who);
  return {
    agencyId,
    kind: 'CUSTOMER_SIGNUP',
    title: 'New customer',
    message: masked ? `A new customer signed up with ${masked}.` : 'A new customer signed up.',
  };
};

export const businessAdded = (
  agencyId: string,
  business: { businessId: string; businessName: string },
  who: { phoneNumber?: string | null; email?: string | null },
): NewNotification => ({
  agencyId,
  kind: 'BUSINESS_ADDED',
  title: 'New business',
  message: `${maskedCustomer(who) ?? 'A customer'} added the business ${business.businessName}.`,
  businessId: business.businessId,
  link: BUSINESSES_LINK,
});

/** What a customer payment bought, for people; null for what the agency itself pays (its bills). */
function purchaseOf(p: {
  kind: PaymentKind;
  planName: string | null;
  purchaseType: PurchaseType;
  pdfCardNo: number | null;
  videoNo: number | null;
}): string | null {
  switch (p.kind) {
    case 'subscription':
      return `${p.purchaseType === 'renewal' ? 'a renewal of ' : ''}the ${p.planName ?? 'subscription'} plan`;
    case 'pdf_card':
      return p.pdfCardNo === null ? 'a PDF ID card' : `PDF ID card #${p.pdfCardNo}`;
    case 'video':
      return p.videoNo === null ? 'a promotional video' : `promotional video #${p.videoNo}`;
    default:
      return null;
  }
}

/** A customer's plan or single purchase credited through the gateway; null for agency bills. */
export function paymentReceived(p: {
  agencyId: string;
  kind: PaymentKind;
  businessId: string | null;
  planName: string | null;
  purchaseType: PurchaseType;
  amountPaise: number;
  pdfCardNo: number | null;
  videoNo: number | null;
}): NewNotification | null {
  const what = purchaseOf(p);
  if (!what) return null;
  const amount = formatPaise(p.amountPaise);
  return {
    agencyId: p.agencyId,
    kind: 'PAYMENT_RECEIVED',
    title: 'Payment received',
    message: (business) => `${business?.businessName ?? 'A customer'} paid ${amount} for ${what}.`,
    businessId: p.businessId,
    link: BUSINESSES_LINK,
  };
}

/**
 * A customer's online payment failed (the gateway's payment.failed): staff can call them before the
 * sale is lost. Told once per order, at its first failure.
 */
export function paymentFailed(p: {
  agencyId: string;
  kind: PaymentKind;
  businessId: string | null;
  planName: string | null;
  amountPaise: number;
  reason: string;
}): NewNotification | null {
  const what = purchaseOf({ ...p, purchaseType: 'subscription', pdfCardNo: null, videoNo: null });
  if (!what) return null;
  const amount = formatPaise(p.amountPaise);
  return {
    agencyId: p.agencyId,
    kind: 'PAYMENT_FAILED',
    title: 'Payment failed',
    message: (business) =>
      `${business?.businessName ?? 'A customer'} could not pay ${amount} for ${what}: ${clip(p.reason, 120)}`,
    businessId: p.businessId,
    link: BUSINESSES_LINK,
  };
}

/** A customer's plan ends within a week (sent with the customer's 7-day reminder): time to call them. */
export const planEndingSoon = (
  agencyId: string,
  business: { id: string; businessName: string },
  planName: string,
  endsOn: string,
): NewNotification => ({
  agencyId,
  kind: 'PLAN_EXPIRING',
  title: 'Plan ending soon',
  message: `${business.businessName}'s ${planName} ends on ${endsOn}. The customer was sent a renewal reminder.`,
  businessId: business.id,
  link: BUSINESSES_LINK,
});

export const imageRequested = (
  agencyId: string,
  business: { id: string; businessName: string } | null,
  description: string,
): NewNotification => ({
  agencyId,
  kind: 'IMAGE_REQUEST',
  title: 'Greeting post requested',
  message: `${business?.businessName ?? 'A customer'} asked for a greeting post: “${clip(description, 160)}”`,
  businessId: business?.id ?? null,
});

export const feedbackReceived = (
  agencyId: string,
  who: { phoneNumber?: string | null; email?: string | null },
  rating: number,
  text: string,
): NewNotification => ({
  agencyId,
  kind: 'FEEDBACK',
  title: `Feedback: ${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`,
  message: `${maskedCustomer(who) ?? 'A customer'}${text ? `: “${clip(text, 160)}”` : ' rated the panel.'}`,
  link: '/admin/feedback',
});
