import { describe, expect, it } from 'vitest';
import { customPlanFieldsSchema, planLimitsSchema, saveSubscriptionPlanBodySchema } from '../schemas/plan.ts';
import { baseLimits, isGreetingVideoOptionOffered, isWithinLimit, toggleOption } from './limits.ts';

describe('toggleOption presets', () => {
  it('presets each option when checked', () => {
    let l = baseLimits();
    l = toggleOption(l, 'greetingImages', true);
    l = toggleOption(l, 'greetingVideos', true);
    l = toggleOption(l, 'pdfCard', true);
    l = toggleOption(l, 'promotionalVideo', true);
    expect(l).toMatchObject({
      digitalCardIncluded: true,
      digitalCardLimit: 1,
      greetingImagesLimit: -1,
      greetingVideosLimit: 3,
      pdfCardLimit: 1,
      promotionalVideoLimit: 1,
    });
  });
  it('clears the limit when unchecked', () => {
    const l = toggleOption(toggleOption(baseLimits(), 'pdfCard', true), 'pdfCard', false);
    expect(l.pdfCardIncluded).toBe(false);
    expect(l.pdfCardLimit).toBe(0);
  });
});

describe('planLimitsSchema', () => {
  it('keeps the digital card locked at 1', () => {
    expect(planLimitsSchema.safeParse({ digitalCardIncluded: false }).success).toBe(false);
    expect(planLimitsSchema.safeParse({ digitalCardLimit: 2 }).success).toBe(false);
    expect(planLimitsSchema.parse({})).toEqual(baseLimits());
  });
  it('clears limits of unchecked options and rejects zero for checked ones', () => {
    expect(planLimitsSchema.parse({ pdfCardIncluded: false, pdfCardLimit: 5 }).pdfCardLimit).toBe(0);
    expect(planLimitsSchema.safeParse({ pdfCardIncluded: true, pdfCardLimit: 0 }).success).toBe(false);
  });
});

describe('custom plan validation texts', () => {
  const messages = (input: unknown) => {
    const r = customPlanFieldsSchema.safeParse(input);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };
  it('says exactly what the spec says when fields are missing', () => {
    expect(messages({})).toEqual({
      name: 'Subscription name is Required',
      validity: 'Validity is Required',
      price: 'Price is Required',
    });
    expect(messages({ name: '  ', validity: '', price: '' })).toEqual({
      name: 'Subscription name is Required',
      validity: 'Validity is Required',
      price: 'Price is Required',
    });
  });
  it('checks numbers and disables the day unit', () => {
    expect(messages({ name: 'Gold', validity: 'abc', price: 'x' })).toEqual({
      validity: 'Validity must be a number',
      price: 'Price must be a number',
    });
    expect(messages({ name: 'Gold', validity: 3, price: 1000, validityUnit: 'day' })).toHaveProperty(
      'validityUnit',
    );
  });
  it('accepts form strings and clears frame toggles without greeting images', () => {
    const p = customPlanFieldsSchema.parse({
      name: 'Gold',
      validity: '3',
      price: '49900',
      frameVisibility: { hideRegularFrame: true },
    });
    expect(p.validity).toBe(3);
    expect(p.price).toBe(49900);
    expect(p.frameVisibility.hideRegularFrame).toBe(false);
  });
});

describe('saveSubscriptionPlanBodySchema', () => {
  it('accepts { plan, agencyId } and a bare plan', () => {
    const wrapped = saveSubscriptionPlanBodySchema.parse({
      plan: { name: 'M', price: 9900, validity: 1 },
      agencyId: 'a1',
    });
    expect(wrapped.agencyId).toBe('a1');
    const bare = saveSubscriptionPlanBodySchema.parse({ name: 'M', price: 9900, validity: 1 });
    expect(bare.plan.name).toBe('M');
  });
  it('requires a free trial to be free', () => {
    expect(
      saveSubscriptionPlanBodySchema.safeParse({
        plan: { name: 'T', price: 100, validity: 7, isFreeTrialPlan: true },
      }).success,
    ).toBe(false);
  });
});

describe('limits helpers', () => {
  it('offers greeting videos only with image and video posts', () => {
    expect(isGreetingVideoOptionOffered({ enableImagePost: true, isVideoPostsIncluded: true })).toBe(true);
    expect(isGreetingVideoOptionOffered({ enableImagePost: true, isVideoPostsIncluded: false })).toBe(false);
  });
  it('treats -1 as unlimited', () => {
    expect(isWithinLimit(-1, 10_000)).toBe(true);
    expect(isWithinLimit(1, 0)).toBe(true);
    expect(isWithinLimit(1, 1)).toBe(false);
  });
});
