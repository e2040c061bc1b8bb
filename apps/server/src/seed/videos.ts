import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, eq, isNull } from 'drizzle-orm';
import {
  DEMO_MEDIA_PREFIX,
  PROMO_VIDEO_SIZES,
  slotValuesSchema,
  templateDescriptionSchema,
  templateDuration,
  type SaveVideoTemplateBody,
  type VideoRatio,
} from '@panel/shared/schemas/video.ts';
import type { Db } from '../db/client.ts';
import { businesses, userVideos, videoTemplates } from '../db/schema/index.ts';
import type { JobQueue } from '../integrations/jobs/queue.ts';
import type { Storage } from '../integrations/storage/storage.ts';
import {
  DEMO_SLOT_VALUES,
  PROMO_PRIORITY,
  PROMO_QUEUE,
  PROMO_QUEUE_SETTINGS,
  previewBase,
  previewReady,
  renderDigest,
  videoBase,
  videoReady,
  type PromoJobData,
} from '../modules/videos/render-job.ts';
import { backgroundPicture, musicWav, type BackgroundStyle, type MusicStyle } from './video-media.ts';

/**
 * The demo promotional-video library: six templates (three per ratio) in four categories, over
 * generated backgrounds and music, and one video for Demo Traders. Their renders ship in
 * videos-library/ (made by scripts/generate-demo-videos.ts), found by the digest of what they were
 * made from: a start copies them instead of spending two minutes of ffmpeg on every fresh database.
 * A template or value changed since the library was made is queued and rendered by the worker.
 */
type Slot = NonNullable<SaveVideoTemplateBody['description']['scenes'][number]['slots']>[number];

const bgFile = (style: BackgroundStyle, ratio: VideoRatio) =>
  `${DEMO_MEDIA_PREFIX}backgrounds/${style}-${ratio === '9*16' ? 'story' : 'wide'}.jpg`;
const musicFile = (style: MusicStyle) => `${DEMO_MEDIA_PREFIX}music/${style}.wav`;

const text = (
  words: string,
  y: number,
  h: number,
  start: number,
  end: number,
  extra: Partial<Slot> = {},
): Slot => ({
  kind: 'text',
  text: words,
  box: { x: 0.06, y, w: 0.88, h },
  start,
  end,
  animation: 'zoom',
  style: { color: '#fde047', fontSize: 0.12, bold: true, align: 'center', background: null },
  ...extra,
});
const slot = (
  kind: Slot['kind'],
  y: number,
  h: number,
  start: number,
  end: number,
  extra: Partial<Slot> = {},
): Slot => ({
  kind,
  box: { x: 0.08, y, w: 0.84, h },
  start,
  end,
  animation: 'fade',
  style: { color: '#ffffff', fontSize: 0.07, bold: true, align: 'center', background: null },
  ...extra,
});
const panel = (color: string, fontSize = 0.06) => ({
  color: '#ffffff',
  fontSize,
  bold: true,
  align: 'center' as const,
  background: color,
});

/** The closing scene every demo template shares: who, where, how to reach them. */
const contactScene = (style: BackgroundStyle, ratio: VideoRatio, d: number, accent: string) => ({
  duration: d,
  background: { type: 'image' as const, file: bgFile(style, ratio) },
  slots: [
    slot('logo', 0.08, 0.14, 0, d, { animation: 'zoom' }),
    slot('businessName', 0.25, 0.12, 0.2, d, { animation: 'zoom', style: panel('#111827', 0.08) }),
    slot('phone', 0.42, 0.08, 0.6, d, { animation: 'slide', style: panel(accent, 0.06) }),
    slot('address', 0.53, 0.08, 1, d, {
      style: { color: '#ffffff', fontSize: 0.04, bold: false, align: 'center', background: null },
    }),
    slot('website', 0.62, 0.06, 1.3, d, {
      style: { color: '#ffffff', fontSize: 0.04, bold: true, align: 'center', background: null },
    }),
    slot('cardQr', 0.7, 0.2, 1.6, d, { animation: 'zoom' }),
  ],
});

function storyTemplates(): SaveVideoTemplateBody[] {
  const r = '9*16' as const;
  return [
    {
      name: 'Mega Sale',
      category: 'sale-offer',
      popularity: 90,
      status: 'published',
      description: {
        ratios: [r, '16*9'],
        music: { file: musicFile('bright-pop'), volume: 0.8 },
        scenes: [
          {
            duration: 5,
            background: { type: 'image', file: bgFile('sale', r) },
            slots: [
              text('MEGA SALE', 0.12, 0.14, 0, 5),
              slot('businessName', 0.32, 0.1, 0.4, 5, { style: panel('#111827', 0.07) }),
              slot('offerText', 0.48, 0.14, 0.9, 5, {
                animation: 'slide',
                style: { color: '#fef08a', fontSize: 0.1, bold: true, align: 'center', background: null },
              }),
              slot('tagline', 0.66, 0.08, 1.4, 5, {
                style: { color: '#ffffff', fontSize: 0.05, bold: false, align: 'center', background: null },
              }),
            ],
          },
          {
            duration: 5,
            background: { type: 'image', file: bgFile('offer-wave', r) },
            slots: [
              text('Shop now', 0.08, 0.1, 0, 5, {
                style: { color: '#ffffff', fontSize: 0.09, bold: true, align: 'center', background: null },
              }),
              {
                ...slot('productImage', 0.22, 0.3, 0.3, 5, { animation: 'slide', productIndex: 0 }),
                box: { x: 0.06, y: 0.22, w: 0.42, h: 0.3 },
              },
              {
                ...slot('productImage', 0.22, 0.3, 0.7, 5, { animation: 'slide', productIndex: 1 }),
                box: { x: 0.52, y: 0.22, w: 0.42, h: 0.3 },
              },
              slot('offerText', 0.58, 0.12, 1, 5, { animation: 'zoom', style: panel('#be123c', 0.07) }),
            ],
          },
          contactScene('sale', r, 5, '#ea580c'),
        ],
      },
    },
    {
      name: 'New Arrivals',
      category: 'new-arrival',
      popularity: 70,
      status: 'published',
      description: {
        ratios: [r],
        music: { file: musicFile('calm-keys'), volume: 0.8 },
        scenes: [
          {
            duration: 5,
            background: { type: 'image', file: bgFile('arrival', r) },
            slots: [
              text('NEW ARRIVALS', 0.14, 0.12, 0, 5, {
                style: { color: '#ecfeff', fontSize: 0.11, bold: true, align: 'center', background: null },
              }),
              slot('businessName', 0.3, 0.1, 0.5, 5, { style: panel('#064e3b', 0.07) }),
              slot('tagline', 0.45, 0.1, 1, 5, { animation: 'slide' }),
            ],
          },
          {
            duration: 5,
            background: { type: 'image', file: bgFile('arrival', r) },
            slots: [
              {
                ...slot('productImage', 0.1, 0.36, 0.2, 5, { animation: 'zoom', productIndex: 0 }),
                box: { x: 0.1, y: 0.1, w: 0.8, h: 0.36 },
              },
              {
                ...slot('productImage', 0.5, 0.36, 1.2, 5, { animation: 'slide', productIndex: 1 }),
                box: { x: 0.1, y: 0.5, w: 0.8, h: 0.36 },
              },
              slot('offerText', 0.88, 0.08, 0.6, 5, { style: panel('#0f766e', 0.05) }),
            ],
          },
          contactScene('arrival', r, 5, '#0d9488'),
        ],
      },
    },
    {
      name: 'Diwali Greetings',
      category: 'festival-greeting',
      popularity: 80,
      status: 'published',
      description: {
        ratios: [r],
        music: { file: musicFile('festive-pluck'), volume: 0.85 },
        scenes: [
          {
            duration: 5,
            background: { type: 'image', file: bgFile('festival', r) },
            slots: [
              text('शुभ दीपावली', 0.16, 0.14, 0, 5, { animation: 'fade' }),
              text('Happy Diwali', 0.32, 0.1, 0.6, 5, {
                animation: 'slide',
                style: { color: '#ffffff', fontSize: 0.09, bold: true, align: 'center', background: null },
              }),
              slot('businessName', 0.5, 0.1, 1.2, 5, { style: panel('#7c2d12', 0.065) }),
            ],
          },
          {
            duration: 5,
            background: { type: 'image', file: bgFile('festive-night', r) },
            slots: [
              text('May your home shine with light and joy', 0.2, 0.2, 0.2, 5, {
                animation: 'fade',
                style: { color: '#fef3c7', fontSize: 0.075, bold: true, align: 'center', background: null },
              }),
              slot('offerText', 0.48, 0.12, 1, 5, { animation: 'zoom', style: panel('#b45309', 0.065) }),
            ],
          },
          contactScene('festival', r, 5, '#b45309'),
        ],
      },
    },
  ];
}

function wideTemplates(): SaveVideoTemplateBody[] {
  const r = '16*9' as const;
  const side = (
    kind: Slot['kind'],
    x: number,
    y: number,
    w: number,
    h: number,
    start: number,
    end: number,
    extra: Partial<Slot> = {},
  ): Slot => ({
    ...slot(kind, y, h, start, end, extra),
    box: { x, y, w, h },
  });
  const wideContact = (style: BackgroundStyle, accent: string) => ({
    duration: 4,
    background: { type: 'image' as const, file: bgFile(style, r) },
    slots: [
      side('logo', 0.06, 0.12, 0.2, 0.3, 0, 4, { animation: 'zoom' }),
      side('businessName', 0.3, 0.12, 0.64, 0.16, 0.2, 4, {
        animation: 'slide',
        style: panel('#111827', 0.1),
      }),
      side('phone', 0.3, 0.36, 0.4, 0.12, 0.6, 4, { style: panel(accent, 0.07) }),
      side('address', 0.3, 0.54, 0.64, 0.1, 0.9, 4, {
        style: { color: '#ffffff', fontSize: 0.055, bold: false, align: 'left', background: null },
      }),
      side('website', 0.3, 0.66, 0.64, 0.08, 1.2, 4, {
        style: { color: '#ffffff', fontSize: 0.05, bold: true, align: 'left', background: null },
      }),
      side('cardQr', 0.06, 0.5, 0.2, 0.36, 1.5, 4, { animation: 'zoom' }),
    ],
  });
  return [
    {
      name: 'Weekend Offer',
      category: 'sale-offer',
      popularity: 60,
      status: 'published',
      description: {
        ratios: [r, '9*16'],
        music: { file: musicFile('bright-pop'), volume: 0.8 },
        scenes: [
          {
            duration: 4,
            background: { type: 'image', file: bgFile('offer-wave', r) },
            slots: [
              side('text', 0.05, 0.1, 0.9, 0.2, 0, 4, {
                text: 'WEEKEND OFFER',
                animation: 'zoom',
                style: { color: '#fde68a', fontSize: 0.16, bold: true, align: 'center', background: null },
              }),
              side('offerText', 0.1, 0.38, 0.8, 0.2, 0.5, 4, {
                animation: 'slide',
                style: panel('#be185d', 0.11),
              }),
              side('businessName', 0.1, 0.66, 0.8, 0.14, 1, 4, {
                style: { color: '#ffffff', fontSize: 0.09, bold: true, align: 'center', background: null },
              }),
            ],
          },
          {
            duration: 4,
            background: { type: 'image', file: bgFile('offer-wave', r) },
            slots: [
              side('productImage', 0.05, 0.15, 0.28, 0.6, 0.2, 4, { productIndex: 0, animation: 'slide' }),
              side('productImage', 0.36, 0.15, 0.28, 0.6, 0.5, 4, { productIndex: 1, animation: 'slide' }),
              side('productImage', 0.67, 0.15, 0.28, 0.6, 0.8, 4, { productIndex: 2, animation: 'slide' }),
              side('tagline', 0.1, 0.8, 0.8, 0.12, 1, 4),
            ],
          },
          wideContact('offer-wave', '#db2777'),
        ],
      },
    },
    {
      name: 'Festive Wishes',
      category: 'festival-greeting',
      popularity: 50,
      status: 'published',
      description: {
        ratios: [r],
        music: { file: musicFile('festive-pluck'), volume: 0.85 },
        scenes: [
          {
            duration: 4,
            background: { type: 'image', file: bgFile('festive-night', r) },
            slots: [
              side('text', 0.1, 0.14, 0.8, 0.2, 0, 4, {
                text: 'शुभकामनाएँ',
                animation: 'fade',
                style: { color: '#fcd34d', fontSize: 0.16, bold: true, align: 'center', background: null },
              }),
              side('text', 0.1, 0.4, 0.8, 0.14, 0.6, 4, {
                text: "Season's Greetings",
                animation: 'zoom',
                style: { color: '#ffffff', fontSize: 0.1, bold: true, align: 'center', background: null },
              }),
              side('businessName', 0.2, 0.64, 0.6, 0.14, 1.2, 4, { style: panel('#581c87', 0.08) }),
            ],
          },
          {
            duration: 4,
            background: { type: 'image', file: bgFile('festival', r) },
            slots: [
              side('tagline', 0.1, 0.3, 0.8, 0.14, 0.2, 4, { animation: 'slide' }),
              side('offerText', 0.2, 0.52, 0.6, 0.16, 0.8, 4, {
                animation: 'zoom',
                style: panel('#b45309', 0.08),
              }),
            ],
          },
          wideContact('festive-night', '#9333ea'),
        ],
      },
    },
    {
      name: 'Grand Opening',
      category: 'shop-opening',
      popularity: 40,
      status: 'published',
      description: {
        ratios: [r],
        music: { file: musicFile('bright-pop'), volume: 0.8 },
        scenes: [
          {
            duration: 4,
            background: { type: 'image', file: bgFile('opening', r) },
            slots: [
              side('text', 0.1, 0.12, 0.8, 0.2, 0, 4, {
                text: 'GRAND OPENING',
                animation: 'zoom',
                style: { color: '#fde047', fontSize: 0.16, bold: true, align: 'center', background: null },
              }),
              side('businessName', 0.15, 0.4, 0.7, 0.16, 0.6, 4, {
                animation: 'slide',
                style: panel('#312e81', 0.1),
              }),
              side('offerText', 0.15, 0.64, 0.7, 0.14, 1.2, 4, {
                style: { color: '#ffffff', fontSize: 0.08, bold: true, align: 'center', background: null },
              }),
            ],
          },
          {
            duration: 4,
            background: { type: 'image', file: bgFile('opening', r) },
            slots: [
              side('text', 0.1, 0.1, 0.8, 0.14, 0, 4, {
                text: 'You are invited',
                animation: 'fade',
                style: { color: '#ffffff', fontSize: 0.1, bold: true, align: 'center', background: null },
              }),
              side('address', 0.1, 0.34, 0.8, 0.16, 0.5, 4, {
                animation: 'slide',
                style: panel('#0e7490', 0.07),
              }),
              side('tagline', 0.1, 0.6, 0.8, 0.12, 1, 4),
            ],
          },
          wideContact('opening', '#0891b2'),
        ],
      },
    },
  ];
}

export const DEMO_VIDEO_TEMPLATES = (): SaveVideoTemplateBody[] => [...storyTemplates(), ...wideTemplates()];

/** Stores the generated pictures and music once (they are the same every time). */
async function ensureMedia(storage: Storage): Promise<void> {
  const styles: BackgroundStyle[] = ['sale', 'offer-wave', 'festival', 'festive-night', 'arrival', 'opening'];
  for (const style of styles)
    for (const ratio of ['9*16', '16*9'] as const) {
      const key = bgFile(style, ratio);
      if (await storage.get(key)) continue;
      // Half size: soft gradients and bokeh upscale without visible loss, at a quarter of the seed time.
      const { width, height } = PROMO_VIDEO_SIZES[ratio];
      await storage.put(key, await backgroundPicture(style, width / 2, height / 2), 'image/jpeg');
    }
  for (const style of ['bright-pop', 'festive-pluck', 'calm-keys'] as const) {
    const key = musicFile(style);
    if (!(await storage.get(key))) await storage.put(key, musicWav(style), 'audio/wav');
  }
}

export const DEMO_VIDEO_LIBRARY_DIR = fileURLToPath(new URL('./videos-library/', import.meta.url));
export const DEMO_VIDEO_MANIFEST = 'library.json';
/** By render digest: the file name (without .mp4/.jpg) and the rendered length. */
export type DemoVideoManifest = Record<string, { file: string; durationSeconds: number }>;

let manifest: Promise<DemoVideoManifest> | undefined;
const readManifest = () =>
  (manifest ??= readFile(DEMO_VIDEO_LIBRARY_DIR + DEMO_VIDEO_MANIFEST, 'utf8').then(
    (text) => JSON.parse(text) as DemoVideoManifest,
  ));

/** Stores the shipped render of this digest at `base` (.mp4 and .jpg); undefined when none ships. */
async function storeShipped(storage: Storage, digest: string, base: string) {
  const shipped = (await readManifest())[digest];
  if (!shipped) return undefined;
  const file = DEMO_VIDEO_LIBRARY_DIR + shipped.file;
  await storage.put(`${base}.mp4`, await readFile(`${file}.mp4`), 'video/mp4');
  await storage.put(`${base}.jpg`, await readFile(`${file}.jpg`), 'image/jpeg');
  return shipped;
}

/** Idempotent: templates are matched by name; the Demo Traders video is made once. */
export async function seedVideos(
  db: Db,
  files: { storage: Storage; jobs: JobQueue },
  ids: { demoAgencyId: string; businessId: string; customerId: string },
): Promise<void> {
  await ensureMedia(files.storage);
  const queue = (data: PromoJobData) =>
    files.jobs.send<PromoJobData>(PROMO_QUEUE, data, {
      ...PROMO_QUEUE_SETTINGS,
      priority: PROMO_PRIORITY.seed,
    });
  let firstTemplate: typeof videoTemplates.$inferSelect | undefined;
  for (const t of DEMO_VIDEO_TEMPLATES()) {
    const description = templateDescriptionSchema.parse(t.description);
    const [existing] = await db
      .select()
      .from(videoTemplates)
      .where(
        and(
          eq(videoTemplates.name, t.name),
          isNull(videoTemplates.createdBy),
          isNull(videoTemplates.deletedAt),
        ),
      );
    let row = existing;
    if (!row) {
      [row] = await db
        .insert(videoTemplates)
        .values({
          name: t.name,
          category: t.category,
          popularity: t.popularity ?? 0,
          status: 'published',
          videoRatio: description.ratios[0] ?? '9*16',
          durationSeconds: templateDuration(description),
          description,
        })
        .returning();
      if (row) {
        const digest = renderDigest({
          kind: 'preview',
          description,
          ratio: row.videoRatio,
          values: DEMO_SLOT_VALUES,
          cardUrl: null,
        });
        const base = previewBase(row);
        if (await storeShipped(files.storage, digest, base))
          await db.update(videoTemplates).set(previewReady(base)).where(eq(videoTemplates.id, row.id));
        else await queue({ kind: 'preview', templateId: row.id, revision: row.revision });
      }
    }
    firstTemplate ??= row;
  }
  if (!firstTemplate) return;

  const [made] = await db
    .select({ id: userVideos.id })
    .from(userVideos)
    .where(eq(userVideos.businessId, ids.businessId))
    .limit(1);
  if (made) return;
  const [business] = await db.select().from(businesses).where(eq(businesses.id, ids.businessId));
  if (!business) return;
  const ratio = firstTemplate.videoRatio;
  const slotValues = slotValuesSchema.parse({
    businessName: business.businessName,
    tagline: 'आपका भरोसेमंद किराना · Since 1998',
    offerText: 'Flat 30% OFF this Diwali week',
    phone: business.phoneNumbers[0] ?? '',
    address: '12, MG Road, Ahmedabad',
    website: (business.website ?? '').replace(/^https?:\/\//, ''),
  });
  const [video] = await db
    .insert(userVideos)
    .values({
      agencyId: ids.demoAgencyId,
      businessId: ids.businessId,
      templateId: firstTemplate.id,
      createdBy: ids.customerId,
      videoRatio: ratio,
      slotValues,
      charge: 'plan',
      renderStatus: 'queued',
      attempt: 1,
      ...PROMO_VIDEO_SIZES[ratio],
      durationSeconds: firstTemplate.durationSeconds,
    })
    .returning();
  if (!video) return;
  const digest = renderDigest({
    kind: 'video',
    description: templateDescriptionSchema.parse(firstTemplate.description),
    ratio,
    values: slotValues,
    cardUrl: video.cardUrl,
  });
  const base = videoBase(video);
  const shipped = await storeShipped(files.storage, digest, base);
  if (shipped)
    await db
      .update(userVideos)
      .set(videoReady(base, shipped.durationSeconds))
      .where(eq(userVideos.id, video.id));
  else await queue({ kind: 'video', videoId: video.id, attempt: video.attempt });
}
