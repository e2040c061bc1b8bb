import { and, desc, eq, isNull } from 'drizzle-orm';
import { conflict, notFound } from '@panel/shared/errors.ts';
import type { z } from 'zod';
import type { SubscriptionPlan, saveSubscriptionPlanBodySchema } from '@panel/shared/schemas/plan.ts';
import type { Db } from '../../db/client.ts';
import { subscriptionPlans } from '../../db/schema/index.ts';

export type PlanRow = typeof subscriptionPlans.$inferSelect;
export type PlanInput = z.output<typeof saveSubscriptionPlanBodySchema>['plan'];

export const toPlan = (r: PlanRow): SubscriptionPlan => ({
  subscriptionPlanId: r.id,
  agencyId: r.agencyId,
  name: r.name,
  price: r.pricePaise,
  validity: r.validity,
  validityUnit: r.validityUnit,
  isFreeTrialPlan: r.isFreeTrialPlan,
  displayOrder: r.displayOrder,
  limits: r.limits,
  frameVisibility: r.frameVisibility,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The agency's live plans, displayOrder descending (the chooser's order). */
export async function listPlans(db: Db, agencyId: string): Promise<SubscriptionPlan[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.agencyId, agencyId), isNull(subscriptionPlans.deletedAt)))
    .orderBy(desc(subscriptionPlans.displayOrder), subscriptionPlans.createdAt);
  return rows.map(toPlan);
}

/** A live plan of this agency, or 404 (an id from another agency is "not found", never "forbidden"). */
export async function getPlan(db: Db, agencyId: string, planId: string): Promise<PlanRow> {
  if (!UUID.test(planId)) throw notFound('Subscription plan');
  const [row] = await db
    .select()
    .from(subscriptionPlans)
    .where(
      and(
        eq(subscriptionPlans.agencyId, agencyId),
        eq(subscriptionPlans.id, planId),
        isNull(subscriptionPlans.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Subscription plan');
  return row;
}

/** Postgres unique_violation, as thrown by pg and PGlite (sometimes wrapped by drizzle). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' ||
    String((err as { cause?: { code?: string } }).cause?.code) === '23505');

/** Creates a plan, or updates it when subscriptionPlanId names one of this agency's plans. */
export async function savePlan(db: Db, agencyId: string, plan: PlanInput): Promise<SubscriptionPlan> {
  const values = {
    name: plan.name,
    pricePaise: plan.price,
    validity: plan.validity,
    validityUnit: plan.validityUnit,
    isFreeTrialPlan: plan.isFreeTrialPlan,
    displayOrder: plan.displayOrder,
    limits: plan.limits,
    frameVisibility: plan.frameVisibility,
  };
  try {
    if (plan.subscriptionPlanId) {
      const existing = await getPlan(db, agencyId, plan.subscriptionPlanId);
      const [row] = await db
        .update(subscriptionPlans)
        .set(values)
        .where(eq(subscriptionPlans.id, existing.id))
        .returning();
      if (!row) throw notFound('Subscription plan');
      return toPlan(row);
    }
    const [row] = await db
      .insert(subscriptionPlans)
      .values({ agencyId, ...values })
      .returning();
    if (!row) throw new Error('plan insert returned nothing');
    return toPlan(row);
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('This agency already has a free trial plan. Edit that one instead.');
    throw err;
  }
}

/** Hides a plan from the chooser; businesses that bought it keep their snapshot until it expires. */
export async function deletePlan(db: Db, agencyId: string, planId: string): Promise<void> {
  const plan = await getPlan(db, agencyId, planId);
  await db.update(subscriptionPlans).set({ deletedAt: new Date() }).where(eq(subscriptionPlans.id, plan.id));
}
