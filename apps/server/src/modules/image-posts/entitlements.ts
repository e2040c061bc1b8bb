import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays } from 'date-fns/addDays';
import { AppError } from '@panel/shared/errors.ts';
import { UNLIMITED } from '@panel/shared/constants.ts';
import { isWithinLimit } from '@panel/shared/plans/limits.ts';
import { todayInIndia } from '@panel/shared/plans/dates.ts';
import type { AgencyConfiguration } from '@panel/shared/schemas/agency.ts';
import type { Entitlements } from '@panel/shared/schemas/payment.ts';
import {
  GREETING_TEXTS,
  type FrameKind,
  type GreetingEntitlements,
  type MediaType,
} from '@panel/shared/schemas/image-post.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cards, greetingUsage } from '../../db/schema/index.ts';
import { getEntitlements } from '../payments/entitlements.ts';

/**
 * Greeting limits of one business: the plan (from the payments module's entitlements) sets whether
 * images and videos are included, how many a day (-1 unlimited) and which frames are hidden; the
 * card's image-post status switches greetings off for the business, its image-post settings hide
 * more frames, and its cardLimit (when not -1) caps images per day further. Days are India days.
 */
export interface GreetingPolicy {
  enabledForBusiness: boolean;
  images: { included: boolean; limit: number };
  videos: { included: boolean; limit: number };
  hidden: Record<FrameKind, boolean>;
}

/** Where plan entitlements come from; the payments module's getEntitlements in the app. */
export type EntitlementsSource = (
  db: Db,
  agencyId: string,
  businessId: string,
  configuration: AgencyConfiguration,
) => Promise<Entitlements>;

const tighter = (a: number, b: number) => (a === UNLIMITED ? b : b === UNLIMITED ? a : Math.min(a, b));

export async function greetingPolicy(
  db: Db,
  agencyId: string,
  businessId: string,
  configuration: AgencyConfiguration,
  source: EntitlementsSource = getEntitlements,
): Promise<GreetingPolicy> {
  const [e, [card]] = await Promise.all([
    source(db, agencyId, businessId, configuration),
    db
      .select({
        status: cards.imagePostStatus,
        settings: cards.imagePostSettings,
        cardLimit: cards.cardLimit,
      })
      .from(cards)
      .where(and(eq(cards.businessId, businessId), eq(cards.agencyId, agencyId), isNull(cards.deletedAt)))
      .limit(1),
  ]);
  const active = e.isActive;
  return {
    enabledForBusiness: card?.status !== 'disabled',
    images: {
      included: active && e.limits.greetingImagesIncluded,
      limit: tighter(e.limits.greetingImagesLimit, card?.cardLimit ?? UNLIMITED),
    },
    videos: {
      included: active && e.limits.greetingVideosIncluded && configuration.imagePost.isVideoPostsIncluded,
      limit: e.limits.greetingVideosLimit,
    },
    hidden: {
      regular: e.frameVisibility.hideRegularFrame || card?.settings.hideRegularFrame === true,
      product: e.frameVisibility.hideProductFrame || card?.settings.hideProductFrame === true,
      political: e.frameVisibility.hidePoliticalFrame || card?.settings.hidePoliticalFrame === true,
    },
  };
}

async function usedToday(
  db: Db | Tx,
  businessId: string,
  mediaType: MediaType,
  day: string,
): Promise<{ n: number; imageIds: Set<string> }> {
  const rows = await db
    .select({ imageId: greetingUsage.imageId })
    .from(greetingUsage)
    .where(
      and(
        eq(greetingUsage.businessId, businessId),
        eq(greetingUsage.day, day),
        eq(greetingUsage.mediaType, mediaType),
      ),
    );
  return { n: rows.length, imageIds: new Set(rows.map((r) => r.imageId)) };
}

export async function greetingEntitlements(
  db: Db,
  businessId: string,
  p: GreetingPolicy,
): Promise<GreetingEntitlements> {
  const day = todayInIndia();
  const [images, videos] = await Promise.all([
    usedToday(db, businessId, 'IMAGE', day),
    usedToday(db, businessId, 'VIDEO', day),
  ]);
  const tomorrow = addDays(new Date(`${day}T00:00:00Z`), 1)
    .toISOString()
    .slice(0, 10);
  return {
    images: {
      included: p.images.included && p.enabledForBusiness,
      limit: p.images.limit,
      usedToday: images.n,
    },
    videos: {
      included: p.videos.included && p.enabledForBusiness,
      limit: p.videos.limit,
      usedToday: videos.n,
    },
    frameVisibility: {
      hideRegularFrame: p.hidden.regular,
      hideProductFrame: p.hidden.product,
      hidePoliticalFrame: p.hidden.political,
    },
    resetsAt: `${tomorrow}T00:00:00+05:30`,
  };
}

/**
 * Refuses a branded render the plan does not allow, before any work is done. A watermarked preview
 * is allowed without the feature in the plan (it is how the customer sees what upgrading gives).
 */
export function assertMayBrand(
  p: GreetingPolicy,
  mediaType: MediaType,
  frame: FrameKind,
  watermarkedPreview = false,
): void {
  if (!p.enabledForBusiness) throw new AppError('FORBIDDEN', GREETING_TEXTS.productPostsOff);
  const feature = mediaType === 'IMAGE' ? p.images : p.videos;
  if (!feature.included && !watermarkedPreview)
    throw new AppError(
      'LIMIT_REACHED',
      mediaType === 'IMAGE' ? GREETING_TEXTS.imagesNotInPlan : GREETING_TEXTS.videosNotInPlan,
    );
  if (p.hidden[frame]) throw new AppError('LIMIT_REACHED', GREETING_TEXTS.frameHidden);
}

/**
 * Counts one branded post for today, atomically per business (an advisory lock serialises two
 * downloads racing for the last slot). The same post again today is free: it was already counted.
 */
export async function spendDailyUse(
  db: Db,
  agencyId: string,
  businessId: string,
  imageId: string,
  mediaType: MediaType,
  p: GreetingPolicy,
): Promise<void> {
  const limit = mediaType === 'IMAGE' ? p.images.limit : p.videos.limit;
  const day = todayInIndia();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`greeting:${businessId}`}))`);
    const used = await usedToday(tx, businessId, mediaType, day);
    if (used.imageIds.has(imageId)) return;
    if (!isWithinLimit(limit, used.n))
      throw new AppError(
        'LIMIT_REACHED',
        mediaType === 'IMAGE' ? GREETING_TEXTS.imageLimit : GREETING_TEXTS.videoLimit,
      );
    await tx
      .insert(greetingUsage)
      .values({ agencyId, businessId, day, mediaType, imageId })
      .onConflictDoNothing();
  });
}
