import { describe, expect, it } from 'vitest';
import { defaultAgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import { baseLimits, toggleOption } from '@panel/shared/plans/limits.ts';
import type { BusinessRow } from './access.ts';
import { assertWithinLimit, entitlementsOf } from './entitlements.ts';

const business = (over: Partial<BusinessRow>): BusinessRow =>
  ({
    id: 'b1',
    businessMadeBy: 'self',
    activePlanId: 'p1',
    activePlanName: 'Gold',
    activePlanIsFreeTrial: false,
    planLimits: toggleOption(toggleOption(baseLimits(), 'pdfCard', true), 'greetingVideos', true),
    planFrameVisibility: { hideRegularFrame: true, hideProductFrame: false, hidePoliticalFrame: false },
    planValidFrom: '2026-03-01',
    expiryDateForCustomer: '2026-03-31',
    ...over,
  }) as BusinessRow;

const ctx = (today: string) => ({
  configuration: defaultAgencyConfiguration(),
  isFreeTrialPlanTaken: false,
  today,
});

describe('entitlementsOf', () => {
  it('gives the plan limits through the last day', () => {
    const e = entitlementsOf(business({}), ctx('2026-03-31'));
    expect(e).toMatchObject({
      isActive: true,
      daysLeft: 0,
      renew: false,
      limits: { pdfCardLimit: 1, greetingVideosLimit: 3 },
    });
    expect(e.frameVisibility.hideRegularFrame).toBe(true);
  });
  it('falls back to the digital card alone after expiry, and marks a renewal', () => {
    const e = entitlementsOf(business({}), ctx('2026-04-01'));
    expect(e).toMatchObject({ isActive: false, daysLeft: -1, renew: true, limits: baseLimits() });
  });
  it('has nothing active without a plan', () => {
    const e = entitlementsOf(
      business({ activePlanId: null, expiryDateForCustomer: null }),
      ctx('2026-03-05'),
    );
    expect(e).toMatchObject({ isActive: false, daysLeft: null, renew: false });
  });
});

describe('assertWithinLimit', () => {
  const active = entitlementsOf(business({}), ctx('2026-03-10'));
  it('allows up to the limit, then says LIMIT_REACHED', () => {
    expect(() => assertWithinLimit(active, 'pdfCard', 0)).not.toThrow();
    expect(() => assertWithinLimit(active, 'pdfCard', 1)).toThrow(
      'Your plan allows 1 PDF ID cards. Upgrade for more.',
    );
    expect(() => assertWithinLimit(active, 'greetingVideos', 2)).not.toThrow();
    expect(() => assertWithinLimit(active, 'greetingVideos', 3)).toThrow(/greeting videos today/);
  });
  it('refuses what the plan does not include, and everything but the card after expiry', () => {
    expect(() => assertWithinLimit(active, 'promotionalVideo', 0)).toThrow(
      /does not include promotional videos/,
    );
    const expired = entitlementsOf(business({}), ctx('2026-05-01'));
    expect(() => assertWithinLimit(expired, 'pdfCard', 0)).toThrow(
      'Your plan has expired. Renew it to continue.',
    );
    expect(() => assertWithinLimit(expired, 'digitalCard', 0)).not.toThrow();
    expect(() => assertWithinLimit(expired, 'digitalCard', 1)).toThrow();
  });
});
