import { describe, expect, it } from 'vitest';
import { CUSTOM_PLAN_TEXTS, customPlanFieldsSchema } from '@panel/shared/schemas/plan.ts';
import { withPriceInRupees } from './price-field';

const schema = withPriceInRupees(customPlanFieldsSchema);

describe('withPriceInRupees', () => {
  it('turns typed rupees into paise for the shared schema', () => {
    const r = schema.safeParse({ name: 'Gold', validity: '2', validityUnit: 'month', price: '199.5' });
    expect(r.success && r.data.price).toBe(19950);
  });

  it("keeps the shared schema's own messages for blanks and non-numbers", () => {
    const blank = schema.safeParse({ name: '', validity: '', price: '' });
    const messages = blank.success ? [] : blank.error.issues.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        CUSTOM_PLAN_TEXTS.nameRequired,
        CUSTOM_PLAN_TEXTS.validityRequired,
        CUSTOM_PLAN_TEXTS.priceRequired,
      ]),
    );
    const text = schema.safeParse({ name: 'x', validity: 'abc', price: 'abc' });
    const textMessages = text.success ? [] : text.error.issues.map((i) => i.message);
    expect(textMessages).toEqual(
      expect.arrayContaining([CUSTOM_PLAN_TEXTS.validityNumeric, CUSTOM_PLAN_TEXTS.priceNumeric]),
    );
  });

  it('refuses the day unit with the spec rule', () => {
    const r = schema.safeParse({ name: 'x', validity: '1', validityUnit: 'day', price: '10' });
    expect(r.success).toBe(false);
  });
});
