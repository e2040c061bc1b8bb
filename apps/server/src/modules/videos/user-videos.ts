import { and, count, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '@panel/shared/errors.ts';
import { isWithinLimit } from '@panel/shared/plans/limits.ts';
import { uploadRefSchema, variantKey } from '@panel/shared/schemas/document.ts';
import {
  PROMO_VIDEO_SIZES,
  slotValuesSchema,
  templateDuration,
  VIDEO_TEXTS,
  type createUserVideoBodySchema,
  type PrefilledSlotValues,
  type UserVideo,
  type userVideoQuerySchema,
} from '@panel/shared/schemas/video.ts';
import type { Db, Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { businesses, cards, paymentRecords, userVideos, videoTemplates } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import {
  businessFor,
  UUID_RE,
  visibleBusinesses,
  type BusinessRow,
  type Scope,
} from '../businesses/access.ts';
import { getEntitlements } from '../payments/entitlements.ts';
import { assertVideoOn, templateRow } from './templates.ts';
import {
  PROMO_PRIORITY,
  PROMO_QUEUE,
  PROMO_QUEUE_SETTINGS,
  type PromoJobData,
  type VideoDeps,
} from './render-job.ts';

/**
 * Customers' promotional videos. A new video is paid by the plan while its promotionalVideoLimit
 * allows (counted under a lock on the business, so two renders at once cannot pass the limit), else
 * it waits as payment_required until the single purchase (/api/v1/video/user-video-payment) names its
 * videoNo; the next look at the video then starts it.
 */
type VideoRow = typeof userVideos.$inferSelect;
type Joined = { video: VideoRow; businessName: string; templateName: string };

export function toUserVideo(j: Joined, storage: Storage): UserVideo {
  const v = j.video;
  const playable = v.renderStatus === 'ready' && v.status === 'active' && v.outputKey;
  return {
    videoNo: v.videoNo,
    businessId: v.businessId,
    businessName: j.businessName,
    templateId: v.templateId,
    templateName: j.templateName,
    videoRatio: v.videoRatio,
    slotValues: v.slotValues,
    renderStatus: v.renderStatus,
    progress: v.progress,
    charge: v.charge,
    status: v.status,
    url: playable && v.outputKey ? storage.url(v.outputKey) : null,
    posterUrl: v.posterKey ? storage.url(v.posterKey) : null,
    error:
      v.renderStatus === 'failed'
        ? VIDEO_TEXTS.renderFailed
        : v.renderStatus === 'payment_required'
          ? VIDEO_TEXTS.paymentRequired
          : v.status === 'inactive'
            ? VIDEO_TEXTS.inactive
            : null,
    width: v.width,
    height: v.height,
    durationSeconds: v.durationSeconds,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
  };
}

const joinedSelect = {
  video: userVideos,
  businessName: businesses.businessName,
  templateName: videoTemplates.name,
};

/** Videos of businesses the caller may see (owner, staff who see the agency, or the maker). */
function visibleVideos(s: Scope, db: Db, where?: SQL) {
  return db
    .select(joinedSelect)
    .from(userVideos)
    .innerJoin(businesses, eq(businesses.id, userVideos.businessId))
    .innerJoin(videoTemplates, eq(videoTemplates.id, userVideos.templateId))
    .where(
      and(eq(userVideos.agencyId, s.agencyId), isNull(userVideos.deletedAt), visibleBusinesses(s), where),
    );
}

async function videoFor(db: Db, s: Scope, videoNo: number): Promise<Joined> {
  const [row] = await visibleVideos(s, db, eq(userVideos.videoNo, videoNo)).limit(1);
  if (!row) throw notFound('Video');
  return row;
}

/** Where the plan's promotional videos are counted from: its first day, midnight in India. */
const planStart = (validFrom: string | null) =>
  validFrom
    ? sql`(${validFrom}::date)::timestamp at time zone 'Asia/Kolkata'`
    : sql`'-infinity'::timestamptz`;

/**
 * Whether one more video fits the business's plan. Runs inside the caller's transaction after the
 * business row is locked, so concurrent requests count one after another.
 */
async function planAllowsOneMore(tx: Tx, s: Scope, business: BusinessRow): Promise<boolean> {
  const e = await getEntitlements(tx, s.agencyId, business.id, s.configuration);
  if (!e.isActive || !e.limits.promotionalVideoIncluded) return false;
  const [used] = await tx
    .select({ n: count() })
    .from(userVideos)
    .where(
      and(
        eq(userVideos.businessId, business.id),
        eq(userVideos.charge, 'plan'),
        gte(userVideos.createdAt, planStart(e.validFrom)),
      ),
    );
  return isWithinLimit(e.limits.promotionalVideoLimit, used?.n ?? 0);
}

async function hasPaidPurchase(db: Db, s: Scope, videoNo: number): Promise<boolean> {
  const [paid] = await db
    .select({ recordNo: paymentRecords.recordNo })
    .from(paymentRecords)
    .where(
      and(
        eq(paymentRecords.agencyId, s.agencyId),
        eq(paymentRecords.kind, 'video'),
        eq(paymentRecords.videoNo, videoNo),
        eq(paymentRecords.status, 1),
      ),
    )
    .limit(1);
  return Boolean(paid);
}

async function queueRender(deps: VideoDeps, row: VideoRow): Promise<void> {
  await deps.jobs.send<PromoJobData>(
    PROMO_QUEUE,
    { kind: 'video', videoId: row.id, attempt: row.attempt },
    { ...PROMO_QUEUE_SETTINGS, priority: PROMO_PRIORITY.customer },
  );
}

/** A payment_required video whose single purchase has been credited (by the browser or a webhook) starts. */
async function startIfPaid(deps: VideoDeps, s: Scope, j: Joined): Promise<Joined> {
  if (j.video.renderStatus !== 'payment_required' || !(await hasPaidPurchase(deps.db, s, j.video.videoNo)))
    return j;
  const [row] = await deps.db
    .update(userVideos)
    .set({ charge: 'purchase', renderStatus: 'queued', progress: 0, attempt: sql`${userVideos.attempt} + 1` })
    .where(and(eq(userVideos.id, j.video.id), eq(userVideos.renderStatus, 'payment_required')))
    .returning();
  if (!row) return videoFor(deps.db, s, j.video.videoNo);
  await queueRender(deps, row);
  return { ...j, video: row };
}

async function cardUrlOf(db: Db, s: Scope, businessId: string, origin: string): Promise<string | null> {
  const [card] = await db
    .select({ cardId: cards.cardId })
    .from(cards)
    .where(and(eq(cards.businessId, businessId), eq(cards.agencyId, s.agencyId), isNull(cards.deletedAt)))
    .limit(1);
  return card ? `${origin}/${card.cardId}` : null;
}

export async function createUserVideo(
  deps: VideoDeps,
  s: Scope,
  body: z.output<typeof createUserVideoBodySchema>,
  origin: string,
): Promise<{ video: UserVideo; created: boolean }> {
  assertVideoOn(s);
  if (!s.configuration.video.enableVideo) throw forbidden(VIDEO_TEXTS.videoOff);
  const business = await businessFor(deps.db, s, body.businessId);
  const template = await templateRow(deps.db, s, body.templateId);
  if (template.status !== 'published') throw notFound('Template');
  const ratio = body.videoRatio ?? template.videoRatio;
  if (!template.description.ratios.includes(ratio))
    throw badRequest(VIDEO_TEXTS.ratioNotAllowed, { videoRatio: VIDEO_TEXTS.ratioNotAllowed });
  const content = {
    templateId: template.id,
    videoRatio: ratio,
    slotValues: body.slotValues,
    cardUrl: await cardUrlOf(deps.db, s, business.id, origin),
    ...PROMO_VIDEO_SIZES[ratio],
    durationSeconds: templateDuration(template.description),
  };

  if (body.videoNo !== undefined) {
    // Changing a video already made (or waiting for payment): rendered again, not counted again.
    const existing = await videoFor(deps.db, s, body.videoNo);
    if (existing.video.businessId !== business.id) throw notFound('Video');
    if (existing.video.renderStatus === 'queued' || existing.video.renderStatus === 'rendering')
      throw conflict('This video is being made. Wait for it to finish, then change it.');
    const paid = existing.video.charge !== null;
    const [row] = await deps.db
      .update(userVideos)
      .set({
        ...content,
        renderStatus: paid ? 'queued' : 'payment_required',
        progress: 0,
        error: null,
        attempt: sql`${userVideos.attempt} + 1`,
      })
      .where(eq(userVideos.id, existing.video.id))
      .returning();
    if (!row) throw notFound('Video');
    if (paid) await queueRender(deps, row);
    const j = await startIfPaid(deps, s, { ...existing, video: row, templateName: template.name });
    return { video: toUserVideo(j, deps.storage), created: false };
  }

  const row = await deps.db.transaction(async (tx) => {
    // The lock that makes counting and inserting one step per business.
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.id, business.id))
      .for('update');
    const byPlan = await planAllowsOneMore(tx, s, business);
    const [inserted] = await tx
      .insert(userVideos)
      .values({
        ...content,
        agencyId: s.agencyId,
        businessId: business.id,
        createdBy: s.session.userId,
        charge: byPlan ? 'plan' : null,
        renderStatus: byPlan ? 'queued' : 'payment_required',
        attempt: 1,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('video insert returned nothing');
  if (row.charge) await queueRender(deps, row);
  return {
    video: toUserVideo(
      { video: row, businessName: business.businessName, templateName: template.name },
      deps.storage,
    ),
    created: true,
  };
}

export async function getUserVideo(deps: VideoDeps, s: Scope, videoNo: number): Promise<UserVideo> {
  const j = await startIfPaid(deps, s, await videoFor(deps.db, s, videoNo));
  return toUserVideo(j, deps.storage);
}

export async function listUserVideos(
  deps: VideoDeps,
  s: Scope,
  q: z.output<typeof userVideoQuerySchema>,
): Promise<{ list: UserVideo[]; total: number }> {
  if (s.session.kind === 'customer') assertVideoOn(s);
  const where: (SQL | undefined)[] = [];
  if (q.businessId) where.push(eq(userVideos.businessId, (await businessFor(deps.db, s, q.businessId)).id));
  if (q.renderStatus) where.push(eq(userVideos.renderStatus, q.renderStatus));
  if (q.status) where.push(eq(userVideos.status, q.status));
  if (q.search) {
    const p = containsPattern(q.search);
    const asNumber = /^\d{1,9}$/.test(q.search) ? eq(userVideos.videoNo, Number(q.search)) : undefined;
    where.push(or(ilike(businesses.businessName, p), ilike(videoTemplates.name, p), asNumber));
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    visibleVideos(s, deps.db, cond)
      .orderBy(desc(userVideos.createdAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    deps.db
      .select({ n: count() })
      .from(userVideos)
      .innerJoin(businesses, eq(businesses.id, userVideos.businessId))
      .innerJoin(videoTemplates, eq(videoTemplates.id, userVideos.templateId))
      .where(
        and(eq(userVideos.agencyId, s.agencyId), isNull(userVideos.deletedAt), visibleBusinesses(s), cond),
      ),
  ]);
  // A waiting video whose purchase was credited meanwhile (checkout, webhook, an admin) starts on
  // any read, the list included, as on its own page.
  const started = await Promise.all(
    rows.map((r) => (r.video.renderStatus === 'payment_required' ? startIfPaid(deps, s, r) : r)),
  );
  return { list: started.map((r) => toUserVideo(r, deps.storage)), total: total?.n ?? 0 };
}

export async function userVideosByBusiness(deps: VideoDeps, s: Scope, businessId: string) {
  return listUserVideos(deps, s, { businessId, page: 1, limit: 100 });
}

/** Staff only (the route says so): an inactive video is kept but not offered for download. */
export async function updateUserVideoStatus(
  deps: VideoDeps,
  s: Scope,
  body: { videoNo: number; status: 'active' | 'inactive' },
): Promise<UserVideo> {
  const j = await videoFor(deps.db, s, body.videoNo);
  const [row] = await deps.db
    .update(userVideos)
    .set({ status: body.status })
    .where(eq(userVideos.id, j.video.id))
    .returning();
  return toUserVideo({ ...j, video: row ?? j.video }, deps.storage);
}

/** Soft delete; the file goes. A plan video still counts against the limit (no re-spending). */
export async function deleteUserVideo(deps: VideoDeps, s: Scope, videoNo: number) {
  const j = await videoFor(deps.db, s, videoNo);
  await deps.db.update(userVideos).set({ deletedAt: new Date() }).where(eq(userVideos.id, j.video.id));
  for (const key of [j.video.outputKey, j.video.posterKey])
    if (key) await deps.storage.delete(key).catch(() => undefined);
  return { videoNo, deleted: true as const };
}

const asUploadRef = (ref: string | null | undefined) =>
  ref && uploadRefSchema.safeParse(ref).success ? ref : null;

/** The maker's fields, prefilled from the card's details where filled in, else the business. */
export async function prefilledSlotValues(
  deps: VideoDeps,
  s: Scope,
  businessId: string,
  origin: string,
): Promise<PrefilledSlotValues> {
  assertVideoOn(s);
  if (!UUID_RE.test(businessId)) throw notFound('Business');
  const business = await businessFor(deps.db, s, businessId);
  const [card] = await deps.db
    .select({ basic: cards.basicDetails, products: cards.products, cardId: cards.cardId })
    .from(cards)
    .where(and(eq(cards.businessId, business.id), eq(cards.agencyId, s.agencyId), isNull(cards.deletedAt)))
    .limit(1);
  const basic = card?.basic ?? null;
  const a = basic?.address ?? business.address;
  const address = a ? [a.line1, a.city].filter((x) => x && String(x).trim()).join(', ') : '';
  const productImages = (card?.products?.items ?? [])
    .map((p) => asUploadRef(p.image))
    .filter((r): r is string => r !== null)
    .slice(0, 4);
  const logo = asUploadRef(basic?.logo ?? business.logoKey);
  const slotValues = slotValuesSchema.parse({
    businessName: (basic?.companyName ?? business.businessName).slice(0, 80),
    tagline: (basic?.tagline ?? '').slice(0, 120),
    offerText: '',
    phone: (basic?.phoneNumbers[0] ?? business.phoneNumbers[0] ?? '').slice(0, 40),
    address: address.slice(0, 200),
    website: (basic?.website ?? business.website ?? '')
      .replace(/^https?:\/\//, '')
      .replace(/\/$/, '')
      .slice(0, 120),
    logo,
    productImages,
  });
  const variantUrl = (ref: string) => deps.storage.url(variantKey(ref, 480));
  return {
    slotValues,
    logoUrl: logo ? variantUrl(logo) : null,
    productImageUrls: productImages.map(variantUrl),
    cardUrl: card ? `${origin}/${card.cardId}` : null,
  };
}
