import { and, eq, isNull } from 'drizzle-orm';
import { baseLimits, toggleOption } from '@panel/shared/plans/limits.ts';
import type { Db } from '../db/client.ts';
import { subscriptionPlans } from '../db/schema/index.ts';

const frames = { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false };
const withOptions = (...options: Parameters<typeof toggleOption>[1][]) =>
  options.reduce((l, o) => toggleOption(l, o, true), baseLimits());

/**
 * Demo Agency's plans: a 7-day free trial, two monthly and two yearly plans with different limits.
 * Idempotent: an agency that already has plans is left alone.
 */
export async function seedDemoPlans(db: Db, agencyId: string): Promise<void> {
  const [any] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.agencyId, agencyId), isNull(subscriptionPlans.deletedAt)))
    .limit(1);
  if (any) return;
  const all = withOptions('greetingImages', 'greetingVideos', 'pdfCard', 'promotionalVideo');
  await db.insert(subscriptionPlans).values([
    {
      agencyId,
      name: 'Free Trial',
      pricePaise: 0,
      validity: 7,
      validityUnit: 'day',
      isFreeTrialPlan: true,
      displayOrder: 100,
      limits: withOptions('greetingImages'),
      frameVisibility: frames,
    },
    {
      agencyId,
      name: 'Basic Monthly',
      pricePaise: 19900,
      validity: 1,
      validityUnit: 'month',
      displayOrder: 20,
      limits: withOptions('greetingImages'),
      frameVisibility: { ...frames, hidePoliticalFrame: true },
    },
    {
      agencyId,
      name: 'Premium Monthly',
      pricePaise: 49900,
      validity: 1,
      validityUnit: 'month',
      displayOrder: 30,
      limits: all,
      frameVisibility: frames,
    },
    {
      agencyId,
      name: 'Basic Yearly',
      pricePaise: 199900,
      validity: 1,
      validityUnit: 'year',
      displayOrder: 20,
      limits: withOptions('greetingImages', 'pdfCard'),
      frameVisibility: frames,
    },
    {
      agencyId,
      name: 'Premium Yearly',
      pricePaise: 499900,
      validity: 1,
      validityUnit: 'year',
      displayOrder: 30,
      limits: { ...all, pdfCardLimit: 5, promotionalVideoLimit: 3 },
      frameVisibility: frames,
    },
  ]);
}
