import { describe, expect, it } from 'vitest';
import { normaliseIndianMobile } from '../phone.ts';
import { AGENT_PHONE_LIST_SIZE, AGENT_PHONE_NUMBERS } from './agent-phones.ts';
import { canPurchaseOnline, isExpiringSoon, isRenewal, sortPlansForDisplay } from './rules.ts';

describe('isRenewal', () => {
  it('is true only when the expiry date has passed', () => {
    expect(isRenewal('2026-03-01', '2026-03-02')).toBe(true);
    expect(isRenewal('2026-03-01', '2026-03-01')).toBe(false);
    expect(isRenewal('2026-03-05', '2026-03-01')).toBe(false);
    expect(isRenewal(null, '2026-03-01')).toBe(false);
  });
});

describe('canPurchaseOnline', () => {
  const agent = AGENT_PHONE_NUMBERS[17] ?? '';
  it('allows self-made businesses and listed agents when online payment is on', () => {
    expect(canPurchaseOnline({ enablePaymentIntegration: true, businessMadeBy: 'self' })).toBe(true);
    expect(canPurchaseOnline({ enablePaymentIntegration: true, businessMadeBy: agent })).toBe(true);
  });
  it('refuses other makers', () => {
    expect(canPurchaseOnline({ enablePaymentIntegration: true, businessMadeBy: '9000000001' })).toBe(false);
  });
  it('refuses everyone when online payment is off', () => {
    expect(canPurchaseOnline({ enablePaymentIntegration: false, businessMadeBy: 'self' })).toBe(false);
    expect(canPurchaseOnline({ enablePaymentIntegration: false, businessMadeBy: agent })).toBe(false);
  });
});

describe('AGENT_PHONE_NUMBERS', () => {
  it('holds 80 unique valid Indian mobiles', () => {
    expect(AGENT_PHONE_NUMBERS).toHaveLength(AGENT_PHONE_LIST_SIZE);
    expect(new Set(AGENT_PHONE_NUMBERS).size).toBe(80);
    for (const n of AGENT_PHONE_NUMBERS) expect(normaliseIndianMobile(n)).toBe(n);
  });
});

describe('isExpiringSoon: days until expiry between 1 and N', () => {
  it('warns from N days before to the day before the last day', () => {
    expect(isExpiringSoon('2026-03-08', '2026-03-01', 7)).toBe(true);
    expect(isExpiringSoon('2026-03-02', '2026-03-01', 7)).toBe(true);
  });
  it('does not warn on the last day, after expiry, too early or with no plan', () => {
    expect(isExpiringSoon('2026-03-01', '2026-03-01', 7)).toBe(false);
    expect(isExpiringSoon('2026-02-20', '2026-03-01', 7)).toBe(false);
    expect(isExpiringSoon('2026-03-09', '2026-03-01', 7)).toBe(false);
    expect(isExpiringSoon(null, '2026-03-01', 7)).toBe(false);
  });
});

describe('sortPlansForDisplay', () => {
  it('sorts by displayOrder descending without mutating', () => {
    const plans = [{ displayOrder: 1 }, { displayOrder: 3 }, { displayOrder: 2 }];
    expect(sortPlansForDisplay(plans).map((p) => p.displayOrder)).toEqual([3, 2, 1]);
    expect(plans[0]?.displayOrder).toBe(1);
  });
});

describe('thank-you query', () => {
  it('round-trips any plan name', async () => {
    const { decodeThankYouQuery, encodeThankYouQuery } = await import('./thank-you.ts');
    const d = {
      purchaseType: 'subscription' as const,
      planName: 'सोना Gold ₹',
      recordNo: 1001,
      validTo: '2026-12-21',
    };
    const s = encodeThankYouQuery(d);
    expect(s).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeThankYouQuery(s)).toEqual(d);
    expect(decodeThankYouQuery('%%%')).toBeNull();
  });
  it('carries the first valid day when the purchase knows it', async () => {
    const { decodeThankYouQuery, encodeThankYouQuery } = await import('./thank-you.ts');
    const d = {
      purchaseType: 'subscription' as const,
      planName: 'Gold',
      recordNo: 7,
      validTo: '2027-01-23',
      validFrom: '2026-12-24',
    };
    expect(decodeThankYouQuery(encodeThankYouQuery(d))).toEqual(d);
  });
});
