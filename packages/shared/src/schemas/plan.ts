import { z } from 'zod';
import { CUSTOM_PLAN_ID, UNLIMITED } from '../constants.ts';
import { deletedSchema } from './common.ts';

/**
 * Subscription plans (spec section 3) and the custom plan (spec section 5). Money is integer paise.
 * The limit rules live in ../plans/limits.ts; these schemas apply them so the server and the
 * web form reject the same things with the same words.
 */

export const VALIDITY_UNITS = ['day', 'month', 'year'] as const;
export const validityUnitSchema = z.enum(VALIDITY_UNITS, { error: 'Choose day, month or year.' });
export type ValidityUnit = z.infer<typeof validityUnitSchema>;

export const CUSTOM_PLAN_TEXTS = {
  nameRequired: 'Subscription name is Required',
  validityRequired: 'Validity is Required',
  priceRequired: 'Price is Required',
  validityNumeric: 'Validity must be a number',
  priceNumeric: 'Price must be a number',
  dayUnitDisabled: 'The day unit is not available for a custom plan.',
} as const;

/** A count limit: -1 means unlimited, otherwise a whole number. */
const limitValue = z
  .number({ error: 'A limit must be a whole number (-1 for unlimited).' })
  .int('A limit must be a whole number (-1 for unlimited).')
  .min(UNLIMITED, 'A limit must be -1 (unlimited) or more.')
  .max(100000, 'A limit must be at most 100000.');

const positiveOrUnlimited = (v: number) => v === UNLIMITED || v >= 1;

export const planLimitsSchema = z
  .object({
    /** The digital card is always included with limit 1 (the checkbox is locked). */
    digitalCardIncluded: z.literal(true, { error: 'The digital card is always included.' }).default(true),
    digitalCardLimit: z.literal(1, { error: 'The digital card limit is always 1.' }).default(1),
    greetingImagesIncluded: z.boolean().default(false),
    greetingImagesLimit: limitValue.default(0),
    greetingVideosIncluded: z.boolean().default(false),
    /** Per day. */
    greetingVideosLimit: limitValue.default(0),
    pdfCardIncluded: z.boolean().default(false),
    pdfCardLimit: limitValue.default(0),
    promotionalVideoIncluded: z.boolean().default(false),
    promotionalVideoLimit: limitValue.default(0),
  })
  .superRefine((l, ctx) => {
    const pairs = [
      ['greetingImagesIncluded', 'greetingImagesLimit'],
      ['greetingVideosIncluded', 'greetingVideosLimit'],
      ['pdfCardIncluded', 'pdfCardLimit'],
      ['promotionalVideoIncluded', 'promotionalVideoLimit'],
    ] as const;
    for (const [included, limit] of pairs) {
      if (l[included] && !positiveOrUnlimited(l[limit]))
        ctx.addIssue({
          code: 'custom',
          path: [limit],
          message: 'An included option needs a limit of 1 or more, or -1 for unlimited.',
        });
    }
  })
  // Unchecking an option clears its limit (spec section 5).
  .transform((l) => ({
    ...l,
    greetingImagesLimit: l.greetingImagesIncluded ? l.greetingImagesLimit : 0,
    greetingVideosLimit: l.greetingVideosIncluded ? l.greetingVideosLimit : 0,
    pdfCardLimit: l.pdfCardIncluded ? l.pdfCardLimit : 0,
    promotionalVideoLimit: l.promotionalVideoIncluded ? l.promotionalVideoLimit : 0,
  }));
export type PlanLimits = z.output<typeof planLimitsSchema>;
export type PlanLimitsInput = z.input<typeof planLimitsSchema>;

export const frameVisibilitySchema = z.object({
  hideRegularFrame: z.boolean().default(false),
  hideProductFrame: z.boolean().default(false),
  hidePoliticalFrame: z.boolean().default(false),
});
export type FrameVisibility = z.output<typeof frameVisibilitySchema>;

/** Frame toggles work only when greeting images are included; otherwise they are cleared. */
const withFrameRule = <T extends { limits: PlanLimits; frameVisibility: FrameVisibility }>(p: T): T =>
  p.limits.greetingImagesIncluded
    ? p
    : {
        ...p,
        frameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
      };

/** A form number: accepts a number or a numeric string; '' and absent mean "missing". */
const formNumber = (required: string, numeric: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v === null ? undefined : v),
    z.number({ error: (issue) => (issue.input === undefined ? required : numeric) }),
  );

const planName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, 'The name must be at most 80 characters.');

export const subscriptionPlanIdSchema = z.string().trim().min(1, 'Choose a plan.').max(64);

/** A plan as the API returns it. */
export const subscriptionPlanSchema = z.object({
  subscriptionPlanId: z.string(),
  agencyId: z.string(),
  name: z.string(),
  /** Paise. */
  price: z.number().int(),
  validity: z.number().int(),
  validityUnit: validityUnitSchema,
  isFreeTrialPlan: z.boolean(),
  displayOrder: z.number().int(),
  limits: planLimitsSchema,
  frameVisibility: frameVisibilitySchema,
});
export type SubscriptionPlan = z.output<typeof subscriptionPlanSchema>;

/** The plan fields of POST /api/v1/business/subscription-plan (create, or update when subscriptionPlanId is given). */
export const subscriptionPlanInputSchema = z
  .object({
    subscriptionPlanId: z.string().trim().max(64).optional(),
    name: planName('Plan name is required.'),
    price: formNumber('Price is required.', 'Price must be a number').pipe(
      z
        .number()
        .int('Price is in paise: a whole number.')
        .min(0, 'Price cannot be negative.')
        .max(100_000_000),
    ),
    validity: formNumber('Validity is required.', 'Validity must be a number').pipe(
      z.number().int('Validity must be a whole number.').min(1, 'Validity must be at least 1.').max(3650),
    ),
    validityUnit: validityUnitSchema.default('month'),
    isFreeTrialPlan: z.boolean().default(false),
    displayOrder: z.number().int().min(-100000).max(100000).default(0),
    limits: planLimitsSchema.prefault({}),
    frameVisibility: frameVisibilitySchema.prefault({}),
  })
  .superRefine((p, ctx) => {
    if (p.subscriptionPlanId === CUSTOM_PLAN_ID)
      ctx.addIssue({
        code: 'custom',
        path: ['subscriptionPlanId'],
        message: 'CUSTOM_PLAN is assigned to a business, not saved.',
      });
    if (p.isFreeTrialPlan && p.price !== 0)
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'A free trial plan costs nothing.' });
    if (!p.isFreeTrialPlan && p.price < 100)
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: 'A paid plan costs at least ₹1 (100 paise).',
      });
  })
  .transform(withFrameRule);
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanInputSchema>;

/**
 * Body of POST /api/v1/business/subscription-plan: `{ plan, agencyId? }` (spec: "plan, optional agencyId").
 * A bare plan object is accepted too, for clients that send the fields at the top level.
 */
export const saveSubscriptionPlanBodySchema = z.preprocess(
  (b) =>
    b && typeof b === 'object' && !('plan' in b)
      ? { plan: b, agencyId: (b as { agencyId?: unknown }).agencyId }
      : b,
  z.object({
    plan: subscriptionPlanInputSchema,
    agencyId: z.string().min(1).max(64).optional(),
  }),
);
export type SaveSubscriptionPlanBody = z.input<typeof saveSubscriptionPlanBodySchema>;

/** Query of GET and DELETE: superadmin may name another agency. */
export const planAgencyQuerySchema = z.object({ agencyId: z.string().min(1).max(64).optional() });

/**
 * The custom plan an admin assigns to a business (subscriptionPlanId CUSTOM_PLAN), with the exact
 * texts of spec section 5. The day unit is disabled, so only month and year.
 */
export const customPlanFieldsSchema = z
  .object({
    name: planName(CUSTOM_PLAN_TEXTS.nameRequired),
    validity: formNumber(CUSTOM_PLAN_TEXTS.validityRequired, CUSTOM_PLAN_TEXTS.validityNumeric).pipe(
      z.number().int('Validity must be a whole number.').min(1, 'Validity must be at least 1.').max(120),
    ),
    validityUnit: z.enum(['month', 'year'], { error: CUSTOM_PLAN_TEXTS.dayUnitDisabled }).default('month'),
    /** Paise. */
    price: formNumber(CUSTOM_PLAN_TEXTS.priceRequired, CUSTOM_PLAN_TEXTS.priceNumeric).pipe(
      z
        .number()
        .int('Price is in paise: a whole number.')
        .min(0, 'Price cannot be negative.')
        .max(100_000_000),
    ),
    limits: planLimitsSchema.prefault({}),
    frameVisibility: frameVisibilitySchema.prefault({}),
  })
  .transform(withFrameRule);
export type CustomPlanFields = z.output<typeof customPlanFieldsSchema>;
export type CustomPlanFieldsInput = z.input<typeof customPlanFieldsSchema>;

/** GET /api/v1/business/subscription-plan answer: plans sorted by displayOrder descending. */
export const subscriptionPlanListSchema = z.array(subscriptionPlanSchema);
export const subscriptionPlanDeletedSchema = deletedSchema('subscriptionPlanId');
