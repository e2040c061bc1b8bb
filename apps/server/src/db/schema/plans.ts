import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FrameVisibility, PlanLimits, ValidityUnit } from '@panel/shared/schemas/plan.ts';
import { agencies } from './agencies.ts';
import { createdAt, deletedAt, id, updatedAt } from './columns.ts';

/**
 * An agency's subscription plans. Deleting a plan only hides it (deleted_at): payment records and
 * businesses keep pointing at the plan they bought, with their own snapshot of its limits.
 */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: id(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id),
    name: text('name').notNull(),
    /** Paise. */
    pricePaise: integer('price_paise').notNull(),
    validity: integer('validity').notNull(),
    validityUnit: text('validity_unit').$type<ValidityUnit>().notNull(),
    isFreeTrialPlan: boolean('is_free_trial_plan').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    limits: jsonb('limits').$type<PlanLimits>().notNull(),
    frameVisibility: jsonb('frame_visibility').$type<FrameVisibility>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: deletedAt(),
  },
  (t) => [
    index('subscription_plans_agency_idx').on(t.agencyId),
    // One live free trial per agency: the chooser offers exactly one "Start Free Trial".
    uniqueIndex('subscription_plans_one_free_trial_uq')
      .on(t.agencyId)
      .where(sql`${t.isFreeTrialPlan} and ${t.deletedAt} is null`),
  ],
);
