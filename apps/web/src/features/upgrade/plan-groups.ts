import { sortPlansForDisplay } from '@panel/shared/plans/rules.ts';
import type { SubscriptionPlan, ValidityUnit } from '@panel/shared/schemas/plan.ts';

export type PlanTab = 'month' | 'year';

/**
 * Which tab a paid plan belongs to: a plan without a unit is yearly (spec section 9); the rare
 * paid day plan sits with the short plans under Monthly.
 */
export const planTab = (p: { validityUnit?: ValidityUnit | null }): PlanTab =>
  (p.validityUnit ?? 'year') === 'year' ? 'year' : 'month';

export interface PlanGroups {
  /** The tabs to show: both kinds exist → ['month', 'year']; one kind → that one, shown directly. */
  tabs: PlanTab[];
  /** The tab chosen first: month when the chooser has tabs (spec section 9). */
  defaultTab: PlanTab;
  byTab: Record<PlanTab, SubscriptionPlan[]>;
  freeTrial: SubscriptionPlan | null;
}

/** Splits the agency's plans for the chooser: paid plans by tab, each sorted by displayOrder descending. */
export function groupPlans(plans: readonly SubscriptionPlan[]): PlanGroups {
  const paid = sortPlansForDisplay(plans.filter((p) => !p.isFreeTrialPlan));
  const byTab: Record<PlanTab, SubscriptionPlan[]> = {
    month: paid.filter((p) => planTab(p) === 'month'),
    year: paid.filter((p) => planTab(p) === 'year'),
  };
  const tabs = (['month', 'year'] as const).filter((t) => byTab[t].length > 0);
  return {
    tabs,
    defaultTab: tabs.length === 1 ? (tabs[0] ?? 'month') : 'month',
    byTab,
    freeTrial: sortPlansForDisplay(plans.filter((p) => p.isFreeTrialPlan))[0] ?? null,
  };
}
