import { describe, expect, it } from 'vitest';
import { reorder } from './display-order';

const plans = [
  { subscriptionPlanId: 'a', displayOrder: 30 },
  { subscriptionPlanId: 'b', displayOrder: 20 },
  { subscriptionPlanId: 'c', displayOrder: 10 },
];

describe('reorder', () => {
  it('moves a plan up and saves only the plans whose number changed', () => {
    expect(reorder(plans, 2, -1)).toEqual([
      { subscriptionPlanId: 'c', displayOrder: 20 },
      { subscriptionPlanId: 'b', displayOrder: 10 },
    ]);
  });

  it('separates equal numbers', () => {
    const same = [
      { subscriptionPlanId: 'a', displayOrder: 5 },
      { subscriptionPlanId: 'b', displayOrder: 5 },
    ];
    expect(reorder(same, 0, 1)).toEqual([
      { subscriptionPlanId: 'b', displayOrder: 20 },
      { subscriptionPlanId: 'a', displayOrder: 10 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(reorder(plans, 0, -1)).toEqual([]);
    expect(reorder(plans, 2, 1)).toEqual([]);
  });
});
