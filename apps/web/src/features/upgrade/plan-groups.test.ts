import { describe, expect, it } from 'vitest';
import type { SubscriptionPlan } from '@panel/shared/schemas/plan.ts';
import { baseLimits } from '@panel/shared/plans/limits.ts';
import { groupPlans, planTab } from './plan-groups';

const plan = (over: Partial<SubscriptionPlan>): SubscriptionPlan => ({
  subscriptionPlanId: Math.random().toString(36).slice(2),
  agencyId: 'a',
  name: 'P',
  price: 10000,
  validity: 1,
  validityUnit: 'month',
  isFreeTrialPlan: false,
  displayOrder: 0,
  limits: baseLimits(),
  frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
  ...over,
});

describe('groupPlans', () => {
  it('shows Monthly and Yearly tabs only when both kinds exist, month first, sorted by displayOrder descending', () => {
    const g = groupPlans([
      plan({ name: 'm-low', displayOrder: 1 }),
      plan({ name: 'y', validityUnit: 'year' }),
      plan({ name: 'm-high', displayOrder: 9 }),
      plan({ name: 'trial', isFreeTrialPlan: true, price: 0, validityUnit: 'day', validity: 7 }),
    ]);
    expect(g.tabs).toEqual(['month', 'year']);
    expect(g.defaultTab).toBe('month');
    expect(g.byTab.month.map((p) => p.name)).toEqual(['m-high', 'm-low']);
    expect(g.byTab.year.map((p) => p.name)).toEqual(['y']);
    expect(g.freeTrial?.name).toBe('trial');
  });

  it('shows a single kind directly', () => {
    const g = groupPlans([plan({ validityUnit: 'year' }), plan({ validityUnit: 'year', displayOrder: 3 })]);
    expect(g.tabs).toEqual(['year']);
    expect(g.defaultTab).toBe('year');
    expect(g.freeTrial).toBeNull();
  });

  it('counts a plan without a unit as yearly', () => {
    expect(planTab({ validityUnit: undefined })).toBe('year');
    expect(planTab({ validityUnit: 'month' })).toBe('month');
  });
});
