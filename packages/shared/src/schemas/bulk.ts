import { z } from 'zod';

/**
 * POST /api/v1/business/bulk (admin, All Businesses' selected rows): assign a plan, extend validity
 * by N days, or deactivate the businesses' cards. Export is the business report with the same rows.
 */
export const BULK_MAX = 100;
export const bulkBusinessBodySchema = z
  .object({
    businessIds: z
      .array(z.uuid({ error: 'Unknown business.' }))
      .min(1, 'Select at least one business.')
      .max(BULK_MAX, `Select at most ${BULK_MAX} businesses.`),
    action: z.enum(['assignPlan', 'extend', 'deactivateCards'], { error: 'Choose an action.' }),
    days: z.number({ error: 'Days must be a number.' }).int().min(1, 'At least 1 day.').max(366).optional(),
    subscriptionPlanId: z.string().min(1).max(64).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 'extend' && b.days === undefined)
      ctx.addIssue({ code: 'custom', path: ['days'], message: 'Days are required.' });
    if (b.action === 'assignPlan' && !b.subscriptionPlanId)
      ctx.addIssue({ code: 'custom', path: ['subscriptionPlanId'], message: 'Choose a plan.' });
  });
export type BulkBusinessBody = z.input<typeof bulkBusinessBodySchema>;

export const bulkBusinessResultSchema = z.object({
  updated: z.number().int(),
  /** Businesses left as they were, with why (e.g. no plan to extend). */
  skipped: z.array(z.object({ businessId: z.string(), reason: z.string() })),
});
export type BulkBusinessResult = z.infer<typeof bulkBusinessResultSchema>;
