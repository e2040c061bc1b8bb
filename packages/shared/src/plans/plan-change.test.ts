import { describe, expect, it } from 'vitest';
import { CUSTOM_PLAN_ID } from '../constants.ts';
import { planChange, type CurrentPlan, type NewPlan } from './plan-change.ts';

const today = '2026-11-23';

/** Premium Monthly bought on 24 Nov... valid to 23 Dec: ₹300 for 30 days (₹10 a day). */
const premiumMonthly: CurrentPlan = {
  planId: 'premium-monthly',
  planName: 'Premium Monthly',
  isFreeTrialPlan: false,
  validTo: '2026-12-23',
  pricePaise: 30000,
  periodDays: 30,
};
const monthly: NewPlan = {
  planId: 'premium-monthly',
  isFreeTrialPlan: false,
  validity: 1,
  validityUnit: 'month',
  pricePaise: 30000,
};
/** ₹3650 a year: ₹10 a day over 365 days. */
const yearly: NewPlan = {
  planId: 'premium-yearly',
  isFreeTrialPlan: false,
  validity: 1,
  validityUnit: 'year',
  pricePaise: 365000,
};
const trialPlan: NewPlan = {
  planId: 'trial',
  isFreeTrialPlan: true,
  validity: 7,
  validityUnit: 'day',
  pricePaise: 0,
};
const activeTrial: CurrentPlan = {
  planId: 'trial',
  planName: 'Free Trial',
  isFreeTrialPlan: true,
  validTo: '2026-11-27',
  pricePaise: 0,
  periodDays: 7,
};

describe('planChange: paid time is never lost', () => {
  it('starts today when there is no plan', () => {
    expect(planChange(null, yearly, today)).toEqual({
      kind: 'new',
      validFrom: today,
      validTo: '2027-11-22',
      extraDays: 0,
      droppedDays: 0,
      current: null,
    });
  });

  it('starts today when the current plan has expired (nothing is left to keep)', () => {
    const expired = { ...premiumMonthly, validTo: '2026-11-22' };
    const c = planChange(expired, monthly, today);
    expect(c).toMatchObject({ kind: 'new', validFrom: today, validTo: '2026-12-22' });
  });

  it('an early renewal of the same plan starts the day after the current one ends', () => {
    expect(planChange(premiumMonthly, monthly, today)).toMatchObject({
      kind: 'extends',
      validFrom: '2026-12-24',
      validTo: '2027-01-23',
      extraDays: 0,
    });
  });

  it('renewing on the last day still keeps that day', () => {
    const lastDay = { ...premiumMonthly, validTo: today };
    expect(planChange(lastDay, monthly, today)).toMatchObject({
      kind: 'extends',
      validFrom: '2026-11-24',
      validTo: '2026-12-23',
    });
  });

  it('switching plans starts today and turns the unused days into extra days at the new price per day', () => {
    // 23 Nov..23 Dec = 31 unused days at ₹10/day = ₹310 → 31 days of Yearly at ₹10/day.
    expect(planChange(premiumMonthly, yearly, today)).toMatchObject({
      kind: 'converts',
      validFrom: today,
      validTo: '2027-12-23',
      extraDays: 31,
    });
  });

  it('a cheaper per-day plan gets more days, a dearer one fewer, rounded down', () => {
    const cheap = { ...yearly, pricePaise: 182500 }; // ₹5/day
    expect(planChange(premiumMonthly, cheap, today)).toMatchObject({ extraDays: 62 });
    const dear = { ...yearly, planId: 'gold', pricePaise: 1095000 }; // ₹30/day
    expect(planChange(premiumMonthly, dear, today)).toMatchObject({ extraDays: 10 });
  });

  it('switching on the day the current plan was bought converts its whole value', () => {
    const boughtToday = { ...premiumMonthly, validTo: '2026-12-22' };
    expect(planChange(boughtToday, yearly, today)).toMatchObject({ kind: 'converts', extraDays: 30 });
  });

  it('a paid plan replaces a free trial, and says how many trial days end', () => {
    expect(planChange(activeTrial, monthly, today)).toEqual({
      kind: 'replaces',
      validFrom: today,
      validTo: '2026-12-22',
      extraDays: 0,
      droppedDays: 5,
      current: { planName: 'Free Trial', validTo: '2026-11-27' },
    });
  });

  it('a free trial never replaces a paid plan', () => {
    expect(planChange(premiumMonthly, trialPlan, today)).toEqual({
      kind: 'blocked',
      current: { planName: 'Premium Monthly', validTo: '2026-12-23' },
    });
  });

  it('a free trial starts today when nothing is active', () => {
    expect(planChange(null, trialPlan, today)).toMatchObject({
      kind: 'new',
      validFrom: today,
      validTo: '2026-11-29',
    });
  });

  it('custom plans are never "the same plan": a new custom plan converts the old one', () => {
    const custom: CurrentPlan = { ...premiumMonthly, planId: CUSTOM_PLAN_ID, planName: 'Gold custom' };
    const nextCustom: NewPlan = { ...yearly, planId: CUSTOM_PLAN_ID };
    expect(planChange(custom, nextCustom, today)).toMatchObject({ kind: 'converts', extraDays: 31 });
  });

  it('a custom plan given for nothing (a manual update at ₹0) is replaced, not converted', () => {
    const gift: CurrentPlan = { ...premiumMonthly, planId: CUSTOM_PLAN_ID, pricePaise: 0 };
    expect(planChange(gift, yearly, today)).toMatchObject({ kind: 'replaces', droppedDays: 31 });
  });

  it('an admin manual update of the same plan extends it like a purchase', () => {
    const manual = { ...premiumMonthly, validTo: '2026-11-30' };
    expect(planChange(manual, monthly, today)).toMatchObject({
      kind: 'extends',
      validFrom: '2026-12-01',
      validTo: '2026-12-31',
    });
  });

  it('a new plan given for nothing keeps the unused days as they are', () => {
    const freeCustom: NewPlan = { ...yearly, planId: CUSTOM_PLAN_ID, pricePaise: 0 };
    expect(planChange(premiumMonthly, freeCustom, today)).toMatchObject({
      kind: 'converts',
      extraDays: 31,
    });
  });
});
