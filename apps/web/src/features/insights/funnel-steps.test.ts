import { describe, expect, it } from 'vitest';
import { funnelSteps } from './funnel-steps';

describe('the sign-up funnel', () => {
  it('lists the steps in order with their whole-percent share of the sign-ups', () => {
    expect(funnelSteps({ signedUp: 3, addedBusiness: 3, publishedCard: 1, boughtPlan: 1 })).toEqual([
      { step: 'signedUp', label: 'Signed up', count: 3, percent: 100 },
      { step: 'addedBusiness', label: 'Added a business', count: 3, percent: 100 },
      { step: 'publishedCard', label: 'Published a card', count: 1, percent: 33 },
      { step: 'boughtPlan', label: 'Bought a plan', count: 1, percent: 33 },
    ]);
  });

  it('shows 0% rather than dividing by nobody', () => {
    expect(
      funnelSteps({ signedUp: 0, addedBusiness: 0, publishedCard: 0, boughtPlan: 0 }).map((s) => s.percent),
    ).toEqual([0, 0, 0, 0]);
  });
});
