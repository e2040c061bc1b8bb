import { createHash, randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AppError, badRequest, notFound } from '@panel/shared/errors.ts';
import {
  GREETING_TEXTS,
  type RecentRender,
  type RenderBody,
  type RenderResult,
  type VideoJob,
} from '@panel/shared/schemas/image-post.ts';
import type { Db } from '../../db/client.ts';
import { businesses, greetingRenders, imagePosts } from '../../db/schema/index.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import type { JobQueue } from '../../integrations/jobs/queue.ts';
import type { MediaTools } from '../../integrations/media-tools.ts';
import {
  OUTPUT_SIZES,
  renderFrameOverlay,
  renderGreetingImage,
  DEFAULT_FRAME_COLOR,
  watermarkImage,
} from '../../integrations/renderers/greeting-frame.ts';
import { renderGreetingVideo, VIDEO_SIZES } from '../../integrations/renderers/greeting-video.ts';
import { businessFor, visibleBusinesses, type Scope } from '../businesses/access.ts';
import { resolveBrand, variantOf } from './brand.ts';
import { assertMayBrand, greetingPolicy, spendDailyUse } from './entitlements.ts';
import { visiblePost } from './posts.ts';
import { withTempDir } from './media.ts';
import type { LibraryCaller } from './library-scope.ts';

/**
 * Branded greetings. Images render synchronously (well under a second) and are cached; videos are
 * queued as jobs whose row in greeting_renders carries status and progress for the customer.
 */
export interface RenderDeps {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  tools: MediaTools;
}

export const VIDEO_QUEUE = 'greeting-video';

type RenderRow = typeof greetingRenders.$inferSelect;

const jobOut = (r: RenderRow, storage: Storage): VideoJob => ({
  jobId: r.id,
  status: r.status,
  progress: r.progress,
  url: r.status === 'completed' && r.outputKey ? storage.url(r.outputKey) : null,
  error: r.status === 'failed' ? 'The video could not be made. Please try again.' : null,
  width: r.width,
  height: r.height,
});

async function findRender(db: Db, businessId: string, variant: string) {
  const [row] = await db
    .select()
    .from(greetingRenders)
    .where(and(eq(greetingRenders.businessId, businessId), eq(greetingRenders.variant, variant)));
  return row ?? null;
}

/** Replaces (or creates) the business's render row for a variant, dropping the outdated file. */
async function putRender(
  deps: RenderDeps,
  values: typeof greetingRenders.$inferInsert,
  previous: RenderRow | null,
): Promise<RenderRow> {
  const [row] = await deps.db
    .insert(greetingRenders)
    .values(values)
    .onConflictDoUpdate({
      target: [greetingRenders.businessId, greetingRenders.variant],
      set: { ...values, id: previous?.id ?? values.id, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('render upsert returned nothing');
  if (previous?.outputKey && previous.outputKey !== row.outputKey)
    await deps.storage.delete(previous.outputKey).catch(() => undefined);
  return row;
}

async function prepare(
  deps: RenderDeps,
  scope: Scope,
  caller: LibraryCaller,
  body: RenderBody,
  mediaType: 'IMAGE' | 'VIDEO',
) {
  const business = await businessFor(deps.db, scope, body.businessId);
  const post = await visiblePost(deps.db, caller, body.imageId);
  if (post.mediaType !== mediaType)
    throw badRequest(mediaType === 'IMAGE' ? GREETING_TEXTS.videoNotImage : GREETING_TEXTS.imageNotVideo);
  const policy = await greetingPolicy(deps.db, scope.agencyId, business.id, scope.configuration);
  assertMayBrand(policy, mediaType, body.frame, mediaType === 'IMAGE' && body.preview === true);
  const { load, contentHash } = await resolveBrand(
    deps.db,
    deps.storage,
    scope.agencyId,
    business,
    body,
    DEFAULT_FRAME_COLOR,
  );
  return {
    business,
    post,
    policy,
    loadBrand: load,
    contentHash: `${contentHash}:${post.originalKey}`,
    variant: variantOf(post.id, body),
  };
}

export async function renderImage(
  deps: RenderDeps,
  scope: Scope,
  caller: LibraryCaller,
  body: RenderBody,
): Promise<RenderResult> {
  const p = await prepare(deps, scope, caller, body, 'IMAGE');
  const size = OUTPUT_SIZES[p.post.frameShape];
  if (!p.policy.images.included) return watermarkedPreview(deps, p, size);
  const previous = await findRender(deps.db, p.business.id, p.variant);
  await spendDailyUse(deps.db, scope.agencyId, p.business.id, p.post.id, 'IMAGE', p.policy);
  if (previous?.status === 'completed' && previous.contentHash === p.contentHash && previous.outputKey)
    return { url: deps.storage.url(previous.outputKey), ...size, cached: true, watermarked: false };

  const original = await deps.storage.get(p.post.originalKey);
  if (!original) throw notFound('Post');
  const jpeg = await renderGreetingImage(original.body, { ...(await p.loadBrand()), ...size });
  const outputKey = `greetings/renders/${randomUUID()}.jpg`;
  await deps.storage.put(outputKey, jpeg, 'image/jpeg');
  await putRender(
    deps,
    {
      id: randomUUID(),
      agencyId: scope.agencyId,
      businessId: p.business.id,
      imageId: p.post.id,
      mediaType: 'IMAGE',
      variant: p.variant,
      contentHash: p.contentHash,
      status: 'completed',
      progress: 100,
      outputKey,
      error: null,
      ...size,
    },
    previous,
  );
  return { url: deps.storage.url(outputKey), ...size, cached: false, watermarked: false };
}

/**
 * What a plan without greeting images gets (only when it asked for a preview: prepare() refused
 * anything else): its own branded post at half size under a PREVIEW watermark, counted nowhere. The
 * file is named by its content, so the same choices are rendered once.
 */
async function watermarkedPreview(
  deps: RenderDeps,
  p: Awaited<ReturnType<typeof prepare>>,
  full: { width: number; height: number },
): Promise<RenderResult> {
  const size = { width: full.width / 2, height: full.height / 2 };
  const key = `greetings/previews/${createHash('sha256').update(`${p.variant}|${p.contentHash}`).digest('hex')}.jpg`;
  if (!(await deps.storage.get(key))) {
    const original = await deps.storage.get(p.post.originalKey);
    if (!original) throw notFound('Post');
    const branded = await renderGreetingImage(original.body, { ...(await p.loadBrand()), ...size });
    await deps.storage.put(key, await watermarkImage(branded, 'PREVIEW'), 'image/jpeg');
  }
  return { url: deps.storage.url(key), ...size, cached: false, watermarked: true };
}

interface VideoJobData {
  renderId: string;
  body: RenderBody;
}

export async function requestVideo(
  deps: RenderDeps,
  scope: Scope,
  caller: LibraryCaller,
  body: RenderBody,
): Promise<{ job: VideoJob; created: boolean }> {
  if (!scope.configuration.imagePost.isVideoPostsIncluded)
    throw new AppError('FORBIDDEN', GREETING_TEXTS.videosOff);
  const p = await prepare(deps, scope, caller, body, 'VIDEO');
  const size = VIDEO_SIZES[p.post.videoRatio ?? (p.post.frameShape === 'STORY' ? '9*16' : '16*9')];
  const previous = await findRender(deps.db, p.business.id, p.variant);
  await spendDailyUse(deps.db, scope.agencyId, p.business.id, p.post.id, 'VIDEO', p.policy);
  // The same video for unchanged details: the finished file, or the job already under way.
  if (previous && previous.contentHash === p.contentHash && previous.status !== 'failed')
    return { job: jobOut(previous, deps.storage), created: false };

  const row = await putRender(
    deps,
    {
      id: randomUUID(),
      agencyId: scope.agencyId,
      businessId: p.business.id,
      imageId: p.post.id,
      mediaType: 'VIDEO',
      variant: p.variant,
      contentHash: p.contentHash,
      status: 'queued',
      progress: 0,
      outputKey: null,
      error: null,
      ...size,
    },
    previous,
  );
  await deps.jobs.send<VideoJobData>(VIDEO_QUEUE, { renderId: row.id, body });
  return { job: jobOut(row, deps.storage), created: true };
}

export async function videoJobStatus(deps: RenderDeps, scope: Scope, jobId: string): Promise<VideoJob> {
  if (!/^[0-9a-f-]{36}$/i.test(jobId)) throw notFound('Video');
  const [row] = await deps.db
    .select({ render: greetingRenders })
    .from(greetingRenders)
    .innerJoin(businesses, eq(businesses.id, greetingRenders.businessId))
    .where(
      and(eq(greetingRenders.id, jobId), eq(greetingRenders.mediaType, 'VIDEO'), visibleBusinesses(scope)),
    );
  if (!row) throw notFound('Video');
  return jobOut(row.render, deps.storage);
}

/** The worker: overlays the frame on the post's video and stores the MP4, reporting progress. */
export async function runVideoJob(deps: RenderDeps, data: VideoJobData): Promise<void> {
  const { db, storage } = deps;
  const [row] = await db.select().from(greetingRenders).where(eq(greetingRenders.id, data.renderId));
  // Replaced by a newer request, or already done before a restart: nothing to do.
  if (!row || row.status === 'completed') return;
  const setStatus = (values: Partial<typeof greetingRenders.$inferInsert>) =>
    db
      .update(greetingRenders)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(greetingRenders.id, row.id));
  try {
    await setStatus({ status: 'active', progress: 0, error: null });
    const [post] = await db.select().from(imagePosts).where(eq(imagePosts.id, row.imageId));
    const [business] = await db.select().from(businesses).where(eq(businesses.id, row.businessId));
    if (!post || !business) throw new Error('post or business gone');
    const original = await storage.get(post.originalKey);
    if (!original) throw new Error('post file missing');
    const brand = await (
      await resolveBrand(db, storage, row.agencyId, business, data.body, DEFAULT_FRAME_COLOR)
    ).load();
    const { png, layout } = await renderFrameOverlay({ ...brand, width: row.width, height: row.height });
    const mp4 = await withTempDir(async (dir) => {
      const [input, overlay, output] = ['in.mp4', 'frame.png', 'out.mp4'].map((f) => join(dir, f)) as [
        string,
        string,
        string,
      ];
      await writeFile(input, original.body);
      await writeFile(overlay, png);
      let last = 0;
      let pending: Promise<unknown> = Promise.resolve();
      await renderGreetingVideo({
        tools: deps.tools,
        inputFile: input,
        overlayFile: overlay,
        outputFile: output,
        width: row.width,
        height: row.height,
        content: layout.content,
        background: DEFAULT_FRAME_COLOR,
        onProgress: (pct) => {
          // Write progress in steps, not on every ffmpeg report.
          if (pct >= 100 || pct - last < 5) return;
          last = pct;
          pending = pending.then(() => setStatus({ progress: pct }));
        },
      });
      await pending;
      return readFile(output);
    });
    const outputKey = `greetings/renders/${randomUUID()}.mp4`;
    await storage.put(outputKey, mp4, 'video/mp4');
    await setStatus({ status: 'completed', progress: 100, outputKey });
  } catch (err) {
    await setStatus({
      status: 'failed',
      error: err instanceof Error ? err.message.slice(0, 500) : String(err),
    });
    throw err;
  }
}

/** Finished renders of a business the caller may see, newest first. */
export async function recentRenders(
  deps: RenderDeps,
  scope: Scope,
  q: { businessId: string; page: number; limit: number; mediaType?: 'IMAGE' | 'VIDEO' },
): Promise<{ list: RecentRender[]; total: number }> {
  const business = await businessFor(deps.db, scope, q.businessId);
  const where = and(
    eq(greetingRenders.businessId, business.id),
    eq(greetingRenders.status, 'completed'),
    q.mediaType ? eq(greetingRenders.mediaType, q.mediaType) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    deps.db
      .select()
      .from(greetingRenders)
      .where(where)
      .orderBy(desc(greetingRenders.updatedAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(greetingRenders)
      .where(where),
  ]);
  return {
    list: rows.flatMap((r) =>
      r.outputKey
        ? [
            {
              renderId: r.id,
              imageId: r.imageId,
              mediaType: r.mediaType,
              url: deps.storage.url(r.outputKey),
              width: r.width,
              height: r.height,
              createdAt: r.updatedAt.toISOString(),
            },
          ]
        : [],
    ),
    total: count?.n ?? 0,
  };
}
