import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import stableStringify from 'safe-stable-stringify';
import {
  PROMO_VIDEO_SIZES,
  slotValuesSchema,
  type SlotValues,
  type TemplateDescription,
  type VideoRatio,
} from '@panel/shared/schemas/video.ts';
import type { Db } from '../../db/client.ts';
import { userVideos, videoTemplates } from '../../db/schema/index.ts';
import type { MediaTools } from '../../integrations/media-tools.ts';
import type { JobAttempt, JobQueue, QueueSettings } from '../../integrations/jobs/queue.ts';
import { renderPromoVideo, type PromoPictures } from '../../integrations/renderers/promo-video.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { loadImage } from '../image-posts/brand.ts';
import { withTempDir } from '../image-posts/media.ts';
import { loadTemplateFile } from './media.ts';

/**
 * The promotional video job: one queue for customers' videos and templates' previews. The row (user
 * video or template) is the truth the screens poll: status and progress are written as ffmpeg
 * advances. A job carries the attempt (or template revision) it was queued for; a newer request
 * makes older jobs do nothing, and a finished one is never redone, so a job delivered twice (after a
 * crash or a restart) still makes one video — the file name is fixed per attempt.
 */
export interface VideoDeps {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  tools: MediaTools;
  timeoutMs: number;
}

export const PROMO_QUEUE = 'promotional-video';
/**
 * Two retries for transient failures (a killed process, a full disk); a heartbeat so a job whose
 * worker died is taken up again within half a minute instead of at expiry; a hard expiry.
 */
export const PROMO_QUEUE_SETTINGS: QueueSettings = {
  retryLimit: 2,
  retryDelay: 1,
  expireInSeconds: 20 * 60,
  heartbeatSeconds: 10,
};

/** A customer waiting for their video first, then an editor's preview, then seeded work. */
export const PROMO_PRIORITY = { customer: 10, editor: 5, seed: 0 } as const;

export type PromoJobData =
  | { kind: 'video'; videoId: string; attempt: number }
  | { kind: 'preview'; templateId: string; revision: number };

/** What a preview shows: a believable shop, in English and Hindi. */
export const DEMO_SLOT_VALUES: SlotValues = slotValuesSchema.parse({
  businessName: 'Sharma Traders',
  tagline: 'शुद्धता और भरोसा · Since 1998',
  offerText: 'Flat 30% OFF this week',
  phone: '+91 98765 43210',
  address: '12, MG Road, Ahmedabad',
  website: 'sharmatraders.in',
});

/** Where a render's files go (`.mp4` and its `.jpg` poster): fixed per template revision or video attempt. */
export const previewBase = (t: { id: string; revision: number }) =>
  `video-templates/previews/${t.id}-${t.revision}`;
export const videoBase = (v: { videoNo: number; attempt: number }) =>
  `promo-videos/${v.videoNo}-${v.attempt}`;

/** A template row whose preview's files are at `base`: what the worker writes, and seeding for a shipped one. */
export const previewReady = (base: string) =>
  ({
    previewStatus: 'ready',
    previewProgress: 100,
    previewKey: `${base}.mp4`,
    posterKey: `${base}.jpg`,
  }) as const;
/** A customer video row whose files are at `base`. */
export const videoReady = (base: string, durationSeconds: number) =>
  ({
    renderStatus: 'ready',
    progress: 100,
    outputKey: `${base}.mp4`,
    posterKey: `${base}.jpg`,
    durationSeconds,
    renderedAt: new Date(),
    error: null,
  }) as const;

/**
 * What a render is made from, as a digest: the same inputs make the same video, so the demo library
 * ships its renders under it (seed/videos.ts) and a start needs no ffmpeg for them. Keys are sorted:
 * a description read back from jsonb has its keys in another order than the one written.
 */
export const renderDigest = (inputs: {
  kind: PromoJobData['kind'];
  description: TemplateDescription;
  ratio: VideoRatio;
  values: SlotValues;
  cardUrl: string | null;
}) =>
  createHash('sha256')
    .update(stableStringify(inputs) ?? '')
    .digest('hex')
    .slice(0, 24);

/** Writes progress in steps of 5 %, in order, never after the job finished. */
function progressWriter(write: (pct: number) => Promise<unknown>) {
  let last = 0;
  let pending: Promise<unknown> = Promise.resolve();
  return {
    report(pct: number) {
      if (pct >= 100 || pct - last < 5) return;
      last = pct;
      pending = pending.then(() => write(pct)).catch(() => undefined);
    },
    flush: () => pending,
  };
}

async function pictures(
  storage: Storage,
  values: SlotValues,
  cardUrl: string | null,
): Promise<PromoPictures> {
  const [logo, ...products] = await Promise.all([
    loadImage(storage, values.logo),
    ...values.productImages.map((ref) => loadImage(storage, ref)),
  ]);
  const cardQr = cardUrl
    ? await QRCode.toBuffer(cardUrl, { type: 'png', width: 600, margin: 2, errorCorrectionLevel: 'M' })
    : undefined;
  return { logo, products, cardQr };
}

async function render(
  deps: VideoDeps,
  description: TemplateDescription,
  size: { width: number; height: number },
  values: SlotValues,
  pics: PromoPictures,
  opts: { mute: boolean; onProgress: (pct: number) => void; signal: AbortSignal },
) {
  return withTempDir(async (dir) => {
    const outputFile = join(dir, 'out.mp4');
    const posterFile = join(dir, 'poster.jpg');
    const { durationSeconds } = await renderPromoVideo({
      tools: deps.tools,
      description,
      ...size,
      values,
      pictures: pics,
      loadFile: (file) => loadTemplateFile(deps.storage, file),
      workDir: dir,
      outputFile,
      posterFile,
      mute: opts.mute,
      onProgress: opts.onProgress,
      timeoutMs: deps.timeoutMs,
      signal: opts.signal,
    });
    return { mp4: await readFile(outputFile), poster: await readFile(posterFile), durationSeconds };
  });
}

const shortError = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

async function runUserVideo(
  deps: VideoDeps,
  data: Extract<PromoJobData, { kind: 'video' }>,
  attempt: JobAttempt,
) {
  const { db, storage } = deps;
  const mine = and(
    eq(userVideos.id, data.videoId),
    eq(userVideos.attempt, data.attempt),
    isNull(userVideos.deletedAt),
  );
  // Claim: only a queued (or, after a crash, half-done) render of this very attempt.
  const [row] = await db
    .update(userVideos)
    .set({ renderStatus: 'rendering', progress: 0, error: null })
    .where(and(mine, inArray(userVideos.renderStatus, ['queued', 'rendering'])))
    .returning();
  if (!row) return;
  const [template] = await db.select().from(videoTemplates).where(eq(videoTemplates.id, row.templateId));
  if (!template) throw new Error('template gone');
  const progress = progressWriter((pct) =>
    db
      .update(userVideos)
      .set({ progress: pct })
      .where(and(mine, eq(userVideos.renderStatus, 'rendering'))),
  );
  try {
    const out = await render(
      deps,
      template.description,
      PROMO_VIDEO_SIZES[row.videoRatio],
      row.slotValues,
      await pictures(storage, row.slotValues, row.cardUrl),
      { mute: false, onProgress: progress.report, signal: attempt.signal },
    );
    await progress.flush();
    const base = videoBase(row);
    await storage.put(`${base}.mp4`, out.mp4, 'video/mp4');
    await storage.put(`${base}.jpg`, out.poster, 'image/jpeg');
    const [before] = await db.select().from(userVideos).where(eq(userVideos.id, row.id));
    const [done] = await db
      .update(userVideos)
      .set(videoReady(base, out.durationSeconds))
      .where(and(mine, eq(userVideos.renderStatus, 'rendering')))
      .returning();
    // The file of an earlier render of this video is replaced, not kept.
    if (done && before?.outputKey && before.outputKey !== done.outputKey) {
      await storage.delete(before.outputKey).catch(() => undefined);
      if (before.posterKey) await storage.delete(before.posterKey).catch(() => undefined);
    }
  } catch (err) {
    await progress.flush();
    // Given up (the server stopping, or another worker holding the job now): the row is theirs.
    if (attempt.signal.aborted) throw err;
    const final = attempt.retryCount >= (PROMO_QUEUE_SETTINGS.retryLimit ?? 0);
    // Before the last try the customer still sees "queued": pg-boss retries in a moment.
    await db
      .update(userVideos)
      .set({ renderStatus: final ? 'failed' : 'queued', progress: 0, error: shortError(err) })
      .where(mine);
    throw err;
  }
}

async function runPreview(
  deps: VideoDeps,
  data: Extract<PromoJobData, { kind: 'preview' }>,
  attempt: JobAttempt,
) {
  const { db, storage } = deps;
  const mine = and(
    eq(videoTemplates.id, data.templateId),
    eq(videoTemplates.revision, data.revision),
    isNull(videoTemplates.deletedAt),
  );
  const [row] = await db
    .update(videoTemplates)
    .set({ previewStatus: 'rendering', previewProgress: 0 })
    .where(and(mine, inArray(videoTemplates.previewStatus, ['queued', 'rendering'])))
    .returning();
  if (!row) return;
  const progress = progressWriter((pct) =>
    db
      .update(videoTemplates)
      .set({ previewProgress: pct })
      .where(and(mine, eq(videoTemplates.previewStatus, 'rendering'))),
  );
  try {
    // Previews are small: they play muted in lists and in the editor, many on one page.
    const full = PROMO_VIDEO_SIZES[row.videoRatio];
    const size = { width: Math.round(full.width / 3), height: Math.round(full.height / 3) };
    const out = await render(
      deps,
      row.description,
      size,
      DEMO_SLOT_VALUES,
      { products: [] },
      { mute: false, onProgress: progress.report, signal: attempt.signal },
    );
    await progress.flush();
    const base = previewBase(row);
    await storage.put(`${base}.mp4`, out.mp4, 'video/mp4');
    await storage.put(`${base}.jpg`, out.poster, 'image/jpeg');
    const [done] = await db
      .update(videoTemplates)
      .set(previewReady(base))
      .where(and(mine, eq(videoTemplates.previewStatus, 'rendering')))
      .returning();
    if (done && row.previewKey && row.previewKey !== done.previewKey) {
      await storage.delete(row.previewKey).catch(() => undefined);
      if (row.posterKey) await storage.delete(row.posterKey).catch(() => undefined);
    }
  } catch (err) {
    await progress.flush();
    if (attempt.signal.aborted) throw err;
    const final = attempt.retryCount >= (PROMO_QUEUE_SETTINGS.retryLimit ?? 0);
    await db
      .update(videoTemplates)
      .set({ previewStatus: final ? 'failed' : 'queued' })
      .where(mine);
    throw err;
  }
}

export function runPromoJob(deps: VideoDeps, data: PromoJobData, attempt: JobAttempt): Promise<void> {
  return data.kind === 'video' ? runUserVideo(deps, data, attempt) : runPreview(deps, data, attempt);
}

/** Registers the worker of this process (the server's, or `npm run worker`'s). */
export async function startPromoWorker(deps: VideoDeps): Promise<void> {
  await deps.jobs.work<PromoJobData>(
    PROMO_QUEUE,
    (data, _id, attempt) => runPromoJob(deps, data, attempt),
    PROMO_QUEUE_SETTINGS,
  );
}
