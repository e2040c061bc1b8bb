import { describe, expect, it } from 'vitest';
import { customerSignedUp, maskEmail, maskPhone, paymentReceived } from './notices.ts';

const payment = {
  agencyId: 'a',
  businessId: 'b',
  planName: 'Gold',
  purchaseType: 'subscription' as const,
  amountPaise: 49900,
  pdfCardNo: null,
  videoNo: null,
};
const text = (m: ReturnType<typeof paymentReceived>, businessName: string | null) =>
  typeof m?.message === 'function' ? m.message(businessName ? { businessName } : null) : m?.message;

describe('masking', () => {
  it('keeps the first two and last four digits of a phone', () => {
    expect(maskPhone('9812345678')).toBe('98xxxx5678');
    expect(maskPhone('12345')).toBe('xxx45');
  });
  it('keeps the start and end of an e-mail name and the domain', () => {
    expect(maskEmail('ravi.kumar@example.com')).toBe('ra***r@example.com');
    expect(maskEmail('ab@example.com')).toBe('a***@example.com');
    expect(maskEmail('nonsense')).toBe('***');
  });
  it('never puts the full number in the sign-up message', () => {
    expect(customerSignedUp('a', { phoneNumber: '9812345678' }).message).toBe(
      'A new customer signed up with 98xxxx5678.',
    );
    expect(customerSignedUp('a', {}).message).toBe('A new customer signed up.');
  });
});

describe('payment messages', () => {
  it('name the business, the plan and the amount in rupees', () => {
    expect(text(paymentReceived({ ...payment, kind: 'subscription' }), 'Sharma Traders')).toBe(
      'Sharma Traders paid ₹499.00 for the Gold plan.',
    );
    expect(
      text(paymentReceived({ ...payment, kind: 'subscription', purchaseType: 'renewal' }), 'Sharma Traders'),
    ).toBe('Sharma Traders paid ₹499.00 for a renewal of the Gold plan.');
  });
  it('name the item of a single purchase, with or without a business', () => {
    expect(text(paymentReceived({ ...payment, kind: 'pdf_card', pdfCardNo: 1012 }), 'Shop')).toBe(
      'Shop paid ₹499.00 for PDF ID card #1012.',
    );
    expect(text(paymentReceived({ ...payment, kind: 'video', businessId: null }), null)).toBe(
      'A customer paid ₹499.00 for a promotional video.',
    );
  });
  it("are not made for the agency's own bills", () => {
    expect(paymentReceived({ ...payment, kind: 'month' })).toBeNull();
    expect(paymentReceived({ ...payment, kind: 'agency_pdf_card' })).toBeNull();
  });
});
