import { z } from 'zod';
import { CARD_ACTIONS } from './card.ts';
import { INSIGHT_RANGES } from '../staff-queries.ts';

/** GET /api/v1/dashboard/admin-insights (superadmin and admin): the agency over a date range. */
export type InsightRange = (typeof INSIGHT_RANGES)[number];
export const INSIGHT_RANGE_LABELS: Record<InsightRange, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  month: 'This month',
  custom: 'Custom',
};
/** At most a year of days in one answer. */
export const INSIGHT_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a yyyy-MM-dd date.');
export const insightsQuerySchema = z
  .object({
    range: z.enum(INSIGHT_RANGES, { error: 'Choose today, 7d, 30d, month or custom.' }).default('7d'),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.range !== 'custom') return;
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a start date.' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose an end date.' });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date.',
      });
    if (q.from && q.to && (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 >= INSIGHT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose at most a year.' });
  });
export type InsightsQuery = z.input<typeof insightsQuerySchema>;

export const insightDaySchema = z.object({
  day: z.string(),
  signups: z.number().int(),
  businesses: z.number().int(),
  cardsPublished: z.number().int(),
  purchases: z.number().int(),
  /** Paise. */
  revenue: z.number().int(),
  greetings: z.number().int(),
  views: z.number().int(),
  taps: z.number().int(),
  /** Customers with at least one session-tracker event that India day. */
  activeCustomers: z.number().int(),
});
export type InsightDay = z.infer<typeof insightDaySchema>;

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(insightDaySchema),
  /** Different customers active on any day of the range (not the sum of the days). */
  activeCustomers: z.number().int(),
  /**
   * Customers who signed up within the range, and how many of them have by now gone on to each next
   * step (each step counts only those who took every step before it).
   */
  funnel: z.object({
    signedUp: z.number().int(),
    addedBusiness: z.number().int(),
    publishedCard: z.number().int(),
    boughtPlan: z.number().int(),
  }),
  byPlan: z.array(z.object({ planName: z.string(), purchases: z.number().int(), revenue: z.number().int() })),
  freeTrial: z.object({ started: z.number().int(), converted: z.number().int() }),
  renewals: z.object({ renewed: z.number().int(), lapsed: z.number().int() }),
  cardActions: z.array(z.object({ action: z.enum(CARD_ACTIONS), count: z.number().int() })),
  franchisees: z.array(
    z.object({
      franchiseeId: z.string(),
      name: z.string(),
      phoneNumber: z.string(),
      businesses: z.number().int(),
      cards: z.number().int(),
      purchases: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
});
export type Insights = z.infer<typeof insightsSchema>;
