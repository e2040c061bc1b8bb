import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PROMO_VIDEO_SIZES,
  slotValuesSchema,
  templateDescriptionSchema,
  templateDuration,
  type VideoRatio,
} from '@panel/shared/schemas/video.ts';
import { createMediaTools } from '../src/integrations/media-tools.ts';
import { renderPromoVideo } from '../src/integrations/renderers/promo-video.ts';
import { backgroundPicture, musicWav } from '../src/seed/video-media.ts';
import { runTool } from './tools.ts';

/**
 * The promotional video renderer read back by ffprobe (container, codecs, pixel format, length, size)
 * and by OCR (tesseract eng + hin): the business name is really drawn, in English and in Hindi.
 */
const tools = createMediaTools(process.env, { info: () => undefined, error: () => undefined });
const ffmpegPath = tools.ffmpeg.path;
const dir = mkdtempSync(join(tmpdir(), 'promo-video-test-'));
const CLIP = 'video-templates/clips/00000000-0000-4000-8000-000000000000.mp4';
const hasTesseract = spawnSync('tesseract', ['--version']).status === 0;
if (process.env.CI && !hasTesseract) throw new Error('tesseract-ocr is required in CI for the OCR checks');

interface Probe {
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    width?: number;
    height?: number;
    pix_fmt?: string;
    r_frame_rate?: string;
    duration?: string;
  }[];
  format: { format_name: string; duration: string };
}
const ffprobe = async (file: string): Promise<Probe> =>
  JSON.parse(
    await runTool('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]),
  ) as Probe;

/** Two short scenes: a picture background with the name (plain, then zooming in), then a colour. */
const description = (ratio: VideoRatio) =>
  templateDescriptionSchema.parse({
    ratios: [ratio],
    music: { file: 'music', volume: 0.8 },
    scenes: [
      {
        duration: 1.5,
        background: { type: 'image', file: 'background' },
        slots: [
          {
            kind: 'businessName',
            box: { x: 0.05, y: 0.3, w: 0.9, h: 0.2 },
            start: 0,
            end: 1.5,
            animation: 'none',
            style: { color: '#111111', fontSize: 0.1, background: '#ffffff' },
          },
          {
            kind: 'phone',
            box: { x: 0.1, y: 0.6, w: 0.8, h: 0.1 },
            start: 0.3,
            end: 1.5,
            animation: 'slide',
          },
        ],
      },
      {
        duration: 1,
        background: { type: 'color', color: '#0f766e' },
        slots: [
          {
            kind: 'offerText',
            box: { x: 0.1, y: 0.4, w: 0.8, h: 0.15 },
            start: 0,
            end: 1,
            animation: 'zoom',
          },
        ],
      },
    ],
  });

async function render(ratio: VideoRatio, businessName: string) {
  const size = PROMO_VIDEO_SIZES[ratio];
  const background = await backgroundPicture('sale', size.width, size.height);
  const music = musicWav('bright-pop', 4);
  const name = ratio.replace('*', 'x');
  const outputFile = join(dir, `${name}.mp4`);
  const posterFile = join(dir, `${name}.jpg`);
  const progress: number[] = [];
  const d = description(ratio);
  await renderPromoVideo({
    tools,
    description: d,
    ...size,
    values: slotValuesSchema.parse({ businessName, phone: '98765 43210', offerText: 'Flat 30% OFF' }),
    pictures: { products: [] },
    loadFile: async (file) => (file === 'music' ? music : background),
    workDir: mkdtempSync(join(dir, 'work-')),
    outputFile,
    posterFile,
    onProgress: (p) => progress.push(p),
  });
  return { outputFile, posterFile, progress, duration: templateDuration(d), size };
}

/** OCR of the name slot's box (x 5–95 %, y 30–50 %) in the frame at `at` seconds. */
async function ocrFrame(file: string, at: number, lang: string): Promise<string> {
  const png = `${file}-${at}.png`;
  const crop = 'crop=iw*0.9:ih*0.2:iw*0.05:ih*0.3';
  await runTool(ffmpegPath, [
    '-v',
    'error',
    '-y',
    '-ss',
    String(at),
    '-i',
    file,
    '-vf',
    crop,
    '-frames:v',
    '1',
    png,
  ]);
  return runTool('tesseract', [png, 'stdout', '-l', lang, '--psm', '6']);
}

describe('promotional video renderer', () => {
  for (const [ratio, name, lang] of [
    ['9*16', 'SHARMA TRADERS', 'eng'],
    ['16*9', 'शर्मा ट्रेडर्स', 'hin+eng'],
  ] as const) {
    it(
      `${ratio}: H.264 High + AAC MP4, yuv420p, 30 fps, faststart, exact length, poster; the name reads back`,
      { timeout: 180_000 },
      async () => {
        const { outputFile, posterFile, progress, duration, size } = await render(ratio, name);
        const probe = await ffprobe(outputFile);
        const video = probe.streams.find((s) => s.codec_type === 'video');
        const audio = probe.streams.find((s) => s.codec_type === 'audio');
        expect(probe.format.format_name).toContain('mp4');
        expect(video).toMatchObject({
          codec_name: 'h264',
          profile: 'High',
          pix_fmt: 'yuv420p',
          r_frame_rate: '30/1',
        });
        expect([video?.width, video?.height]).toEqual([size.width, size.height]);
        expect(audio?.codec_name).toBe('aac');
        expect(Math.abs(Number(probe.format.duration) - duration)).toBeLessThan(0.1);
        expect(Math.abs(Number(video?.duration) - duration)).toBeLessThan(0.1);
        const bytes = readFileSync(outputFile);
        expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
        expect(progress.at(-1)).toBe(100);
        const poster = await ffprobe(posterFile);
        expect(poster.streams[0]).toMatchObject({
          codec_name: 'mjpeg',
          width: size.width,
          height: size.height,
        });

        if (!hasTesseract) return;
        const text = (await ocrFrame(outputFile, 0.7, lang)).replace(/\s+/g, ' ');
        for (const word of name.split(' ')) expect(text).toContain(word);
      },
    );
  }
});

/** A two-second 640×360 clip whose picture changes every frame (ffmpeg's test pattern with a counter). */
async function makeClip(): Promise<string> {
  const file = join(dir, 'clip.mp4');
  await runTool(ffmpegPath, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  return file;
}

/** The frame at `at` seconds as 90×160 grey bytes, to compare frames with each other. */
async function greyFrame(file: string, at: number): Promise<Buffer> {
  const out = join(dir, `frame-${at}.gray`);
  await runTool(ffmpegPath, [
    ...['-v', 'error', '-y', '-ss', String(at), '-i', file, '-frames:v', '1'],
    ...['-vf', 'scale=90:160,format=gray', '-f', 'rawvideo', out],
  ]);
  return readFileSync(out);
}
const meanDifference = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
  return sum / a.length;
};

describe('a video clip as a scene background', () => {
  it(
    'is looped when shorter than its scene, cut when longer, and covers a 1080×1920 frame',
    { timeout: 180_000 },
    async () => {
      const clip = await makeClip();
      // Scene 1 (3 s) loops the 2 s clip; scene 2 (1 s) cuts it.
      const d = templateDescriptionSchema.parse({
        ratios: ['9*16'],
        music: { file: null, volume: 1 },
        scenes: [
          { duration: 3, background: { type: 'video', file: CLIP }, slots: [] },
          { duration: 1, background: { type: 'video', file: CLIP }, slots: [] },
        ],
      });
      const size = PROMO_VIDEO_SIZES['9*16'];
      const outputFile = join(dir, 'clip-background.mp4');
      await renderPromoVideo({
        tools,
        description: d,
        ...size,
        values: slotValuesSchema.parse({}),
        pictures: { products: [] },
        loadFile: async (file) => {
          expect(file).toBe(CLIP);
          return readFileSync(clip);
        },
        workDir: mkdtempSync(join(dir, 'work-')),
        outputFile,
        posterFile: join(dir, 'clip-background.jpg'),
      });

      const probe = await ffprobe(outputFile);
      const video = probe.streams.find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p', width: 1080, height: 1920 });
      expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
      expect(Math.abs(Number(probe.format.duration) - 4)).toBeLessThan(0.1);

      // The clip moves (0.5 s vs 1 s differ) and starts again after its two seconds (0.5 s ≈ 2.5 s).
      const [a, b, again] = await Promise.all([0.5, 1, 2.5].map((at) => greyFrame(outputFile, at)));
      if (!a || !b || !again) throw new Error('frames missing');
      expect(meanDifference(a, b)).toBeGreaterThan(3);
      expect(meanDifference(a, again)).toBeLessThan(meanDifference(a, b) / 3);
    },
  );
});
