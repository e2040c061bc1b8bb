import { CUSTOM_PLAN_ID } from '../constants.ts';
import type { ValidityUnit } from '../schemas/plan.ts';
import { addCalendarDays, daysUntil, planEndDate, type CalendarDate } from './dates.ts';

/**
 * Paid time is never lost: the one rule for the dates of a new subscription (docs/payments.md,
 * "Buying while a plan is active"). The server credits with it; the upgrade and free trial dialogs
 * show its dates before paying and the thank-you page after.
 *
 * - No plan, or the current one has expired: the new plan starts today.
 * - The same plan again (renewal or early renewal): it starts the day after the current one ends.
 * - Another plan: it starts today, and the unused value of the current plan (its remaining days,
 *   today included, at the current plan's price per day) becomes extra days of the new plan at the
 *   new plan's price per day, rounded down.
 * - A plan with no value (free trial, a custom plan given for free) is replaced: it ends today. The
 *   dialog says so before the customer pays.
 * - A free trial never replaces a plan that has value (it would throw paid days away).
 */

/** The business's active plan as the rule needs it: its last day and what its period cost. */
export interface CurrentPlan {
  planId: string;
  planName: string;
  isFreeTrialPlan: boolean;
  validTo: CalendarDate;
  /** What the active record cost (paise) and how many days it covers, for its price per day. */
  pricePaise: number;
  periodDays: number;
}

export interface NewPlan {
  planId: string;
  isFreeTrialPlan: boolean;
  validity: number;
  validityUnit: ValidityUnit;
  pricePaise: number;
}

export type PlanChange =
  | {
      /** 'new': nothing active; 'extends': starts after the current plan; 'converts': unused value
       * became extraDays; 'replaces': a plan without value ends today (droppedDays of it). */
      kind: 'new' | 'extends' | 'converts' | 'replaces';
      validFrom: CalendarDate;
      validTo: CalendarDate;
      extraDays: number;
      droppedDays: number;
      current: { planName: string; validTo: CalendarDate } | null;
    }
  | { kind: 'blocked'; current: { planName: string; validTo: CalendarDate } };

/** Whole days a plan period covers, first and last day included. */
export const periodDays = (validFrom: CalendarDate, validTo: CalendarDate): number =>
  daysUntil(validTo, validFrom) + 1;

export function planChange(current: CurrentPlan | null, plan: NewPlan, today: CalendarDate): PlanChange {
  const fromToday = planEndDate(today, plan.validity, plan.validityUnit);
  const fresh = { validFrom: today, validTo: fromToday, extraDays: 0, droppedDays: 0 };
  if (!current || daysUntil(current.validTo, today) < 0) return { kind: 'new', ...fresh, current: null };

  const shown = { planName: current.planName, validTo: current.validTo };
  const remainingDays = daysUntil(current.validTo, today) + 1;
  const hasValue = current.pricePaise > 0 && current.periodDays > 0 && !current.isFreeTrialPlan;

  if (plan.isFreeTrialPlan) {
    if (hasValue) return { kind: 'blocked', current: shown };
    return { kind: 'replaces', ...fresh, droppedDays: remainingDays, current: shown };
  }
  if (current.planId === plan.planId && plan.planId !== CUSTOM_PLAN_ID) {
    const start = addCalendarDays(current.validTo, 1);
    const validTo = planEndDate(start, plan.validity, plan.validityUnit);
    return { kind: 'extends', validFrom: start, validTo, extraDays: 0, droppedDays: 0, current: shown };
  }
  if (!hasValue) return { kind: 'replaces', ...fresh, droppedDays: remainingDays, current: shown };

  // unused value / new price per day, in integers: remaining × (price / period) ÷ (newPrice / newDays).
  const newDays = periodDays(today, fromToday);
  const extraDays =
    plan.pricePaise > 0
      ? Math.floor((remainingDays * current.pricePaise * newDays) / (current.periodDays * plan.pricePaise))
      : remainingDays;
  return {
    kind: 'converts',
    validFrom: today,
    validTo: addCalendarDays(fromToday, extraDays),
    extraDays,
    droppedDays: 0,
    current: shown,
  };
}
