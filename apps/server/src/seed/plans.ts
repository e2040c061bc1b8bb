import { and, eq, isNull } from 'drizzle-orm';
import { baseLimits, toggleOption } from '@panel/shared/plans/limits.ts';
import type { Db } from '../db/client.ts';
import { agencies, subscriptionPlans } from '../db/schema/index.ts';

const frames = { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false };
const withOptions = (...options: Parameters<typeof toggleOption>[1][]) =>
  options.reduce((l, o) => toggleOption(l, o, true), baseLimits());

/**
 * A demo agency's plans: a 7-day free trial, two monthly and two yearly plans with different limits.
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

/** Demo Agency's single-purchase promotional video: ₹499. */
export const DEMO_VIDEO_PLAN = { id: 'video-single', price: 49900 } as const;

/**
 * Prices the promotional video single purchase for Demo Agency. Idempotent: an agency that already
 * has video plans is left alone; one stored before video prices existed gets the demo plan.
 */
export async function seedDemoVideoPlans(db: Db, agencyId: string): Promise<void> {
  const [a] = await db
    .select({ configuration: agencies.configuration })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!a) return;
  const video = a.configuration.video;
  if (video.customerPlans.length > 0) return;
  await db
    .update(agencies)
    .set({
      configuration: { ...a.configuration, video: { ...video, customerPlans: [{ ...DEMO_VIDEO_PLAN }] } },
    })
    .where(eq(agencies.id, agencyId));
}
