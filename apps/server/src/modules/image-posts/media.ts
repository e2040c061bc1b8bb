import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '@panel/shared/errors.ts';
import { GREETING_TEXTS, type MediaType } from '@panel/shared/schemas/image-post.ts';
import type { MediaTools } from '../../integrations/media-tools.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { probeVideo } from '../../integrations/renderers/greeting-video.ts';

/** What an uploaded post file turned out to be, judged by its bytes (never by its name or header). */
export interface InspectedMedia {
  mediaType: MediaType;
  ext: 'jpg' | 'png' | 'webp' | 'mp4';
  contentType: string;
  width: number;
  height: number;
  durationSeconds: number | null;
  /** The uploaded bytes, stored as the original. */
  body: Buffer;
  /** A still to make the preview from (the image itself, or a video's first frame). */
  still: Buffer;
}

const IMAGE_TYPES: Record<string, 'jpg' | 'png' | 'webp'> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const VIDEO_TYPES = new Set(['video/mp4', 'video/quicktime']);
/** A poster 40× bigger than a phone screen is a decompression bomb, not a greeting. */
const MAX_PIXELS = 40_000_000;
export const MAX_VIDEO_SECONDS = 60;

const bad = (message: string = GREETING_TEXTS.badUpload) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

export async function withTempDir<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'greeting-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The first frame as a PNG, or false when ffmpeg cannot decode the file. */
async function firstFrame(tools: MediaTools, file: string, out: string): Promise<boolean> {
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-frames:v', '1', out];
  return (await tools.run('ffmpeg', args)).code === 0;
}

/**
 * Judges an upload by its bytes. A file the media tools refuse is a bad upload only when the tool
 * itself works (assertWorks); a missing or broken tool is a 503 naming it.
 */
export async function inspectUpload(body: Buffer, tools: MediaTools): Promise<InspectedMedia> {
  const type = await fileTypeFromBuffer(body);
  if (!type) throw bad();
  const imageExt = IMAGE_TYPES[type.mime];
  if (imageExt) {
    const meta = await sharp(body, { limitInputPixels: MAX_PIXELS })
      .metadata()
      .catch(() => {
        throw bad();
      });
    if (!meta.width || !meta.height) throw bad();
    return {
      mediaType: 'IMAGE',
      ext: imageExt,
      contentType: type.mime,
      width: meta.width,
      height: meta.height,
      durationSeconds: null,
      body,
      still: body,
    };
  }
  if (!VIDEO_TYPES.has(type.mime)) throw bad();
  return withTempDir(async (dir) => {
    const file = join(dir, 'in.mp4');
    await writeFile(file, body);
    const probe = await probeVideo(tools, file).catch(async (err: unknown) => {
      if (err instanceof AppError) throw err;
      await tools.assertWorks('ffprobe');
      throw bad();
    });
    if (probe.durationSeconds <= 0 || probe.durationSeconds > MAX_VIDEO_SECONDS)
      throw bad(`A greeting video must be at most ${MAX_VIDEO_SECONDS} seconds long.`);
    const still = join(dir, 'still.png');
    if (!(await firstFrame(tools, file, still))) {
      await tools.assertWorks('ffmpeg');
      throw bad();
    }
    return {
      mediaType: 'VIDEO',
      ext: 'mp4',
      contentType: 'video/mp4',
      width: probe.width,
      height: probe.height,
      durationSeconds: Math.round(probe.durationSeconds * 100) / 100,
      body,
      still: await readFile(still),
    };
  });
}

const PREVIEW_WIDTH = 360;

/**
 * The browsing preview: small, soft JPEG with a tiled "PREVIEW" watermark, so the library cannot be
 * scraped at full quality; the clean original only leaves the server inside a branded render.
 */
export async function makePreview(still: Buffer): Promise<Buffer> {
  const small = await sharp(still)
    .resize({ width: PREVIEW_WIDTH, withoutEnlargement: false })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = small.info;
  const marks: string[] = [];
  for (let y = 40; y < height + 60; y += 90)
    for (let x = -40; x < width; x += 170)
      marks.push(
        `<text x="${x + ((y / 90) % 2) * 85}" y="${y}" transform="rotate(-25 ${x} ${y})">PREVIEW</text>`,
      );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g font-family="Noto Sans" font-weight="bold" font-size="26" fill="#ffffff" fill-opacity="0.45" stroke="#000000" stroke-opacity="0.25" stroke-width="1">${marks.join('')}</g></svg>`;
  return sharp(small.data)
    .composite([{ input: Buffer.from(svg), left: 0, top: 0 }])
    .jpeg({ quality: 45 })
    .toBuffer();
}

/** Stores a post's original and its preview under fresh server-made keys. */
export async function storePostFiles(
  storage: Storage,
  media: InspectedMedia,
): Promise<{ originalKey: string; previewKey: string }> {
  const id = randomUUID();
  const originalKey = `greetings/posts/${id}.${media.ext}`;
  const previewKey = `greetings/previews/${id}.jpg`;
  await storage.put(originalKey, media.body, media.contentType);
  await storage.put(previewKey, await makePreview(media.still), 'image/jpeg');
  return { originalKey, previewKey };
}
