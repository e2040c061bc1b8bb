import { writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import {
  IMAGE_SLOT_KINDS,
  PROMO_VIDEO_FPS,
  slotText,
  templateDuration,
  type SlotValues,
  type TemplateDescription,
  type TemplateSlot,
} from '@panel/shared/schemas/video.ts';
import { fitText } from './greeting-frame.ts';
import type { MediaTools } from '../media-tools.ts';

/**
 * Promotional videos: a template (scenes, timed slots, music) and the customer's values become ONE
 * ffmpeg run. Backgrounds are a colour, a picture (scaled/cropped and panned) or a video clip (looped
 * or cut to its scene, scaled/cropped to cover the frame); scenes dip through black (fade, no xfade:
 * the npm-shipped 2018 ffmpeg lacks it), every text slot is a PNG drawn by sharp/Pango (so Hindi and
 * Gujarati shape correctly; drawtext would not) and overlaid with its timing and animation, music is
 * trimmed and faded. Output: H.264 High (yuv420p) + AAC in MP4 with faststart, 30 fps — what WhatsApp,
 * iOS and Android play — plus a JPEG poster frame from the same run.
 */

export interface PromoPictures {
  logo?: Buffer;
  products: (Buffer | undefined)[];
  cardQr?: Buffer;
}

export interface PromoRenderInput {
  tools: MediaTools;
  description: TemplateDescription;
  width: number;
  height: number;
  values: SlotValues;
  pictures: PromoPictures;
  /** Reads a background picture or music file named in the template. */
  loadFile(file: string): Promise<Buffer>;
  /** A scratch directory the caller owns and removes. */
  workDir: string;
  outputFile: string;
  posterFile: string;
  /** Silent output (template previews that play on hover). */
  mute?: boolean;
  onProgress?: (percent: number) => void;
  timeoutMs?: number;
  /** Aborted when the job is given up (shutdown, or its claim taken by another worker): ffmpeg is killed. */
  signal?: AbortSignal;
}

const FADE_IN = 0.5;
const FADE_OUT = 0.35;
const SCENE_DIP = 0.3;
const MOTION = 0.6;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
const num = (n: number) => Number(n.toFixed(3)).toString();

interface PlacedSlot {
  slot: TemplateSlot;
  png: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Seconds on the whole video's clock. */
  from: number;
  to: number;
}

/** The pixels of a slot's box on this frame. */
function boxPixels(slot: TemplateSlot, width: number, height: number) {
  return {
    left: Math.round(slot.box.x * width),
    top: Math.round(slot.box.y * height),
    width: Math.max(2, Math.round(slot.box.w * width)),
    height: Math.max(2, Math.round(slot.box.h * height)),
  };
}

function panel(width: number, height: number, color: string): Buffer {
  const r = Math.round(Math.min(width, height) * 0.18);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${r}" fill="${color}" fill-opacity="0.88"/></svg>`,
  );
}

/** One slot as a transparent PNG exactly the size of its box, or null when there is nothing to draw. */
export async function renderSlot(
  slot: TemplateSlot,
  box: { width: number; height: number },
  shortSide: number,
  values: SlotValues,
  pictures: PromoPictures,
): Promise<Buffer | null> {
  const { width, height } = box;
  const layers: OverlayOptions[] = [];
  const pad = slot.style.background ? Math.round(Math.min(width, height) * 0.12) : 0;
  if (slot.style.background)
    layers.push({ input: panel(width, height, slot.style.background), left: 0, top: 0 });
  const inner = { width: width - 2 * pad, height: height - 2 * pad };

  if (IMAGE_SLOT_KINDS.includes(slot.kind)) {
    const source =
      slot.kind === 'logo'
        ? pictures.logo
        : slot.kind === 'cardQr'
          ? pictures.cardQr
          : pictures.products[slot.productIndex ?? 0];
    if (!source) return null;
    const picture = await sharp(source)
      .resize(inner.width, inner.height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    layers.push({ input: picture, left: pad, top: pad });
  } else {
    const text = slotText(slot, values).trim();
    if (!text) return null;
    const t = await fitText(text, inner, slot.style.fontSize * shortSide, slot.style.bold, slot.style.color);
    const left =
      slot.style.align === 'left'
        ? pad
        : slot.style.align === 'right'
          ? width - pad - t.width
          : Math.round((width - t.width) / 2);
    layers.push({ input: t.input, left: Math.max(0, left), top: Math.round((height - t.height) / 2) });
  }
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite(layers)
    .png()
    .toBuffer();
}

/** The overlay filter chain of one slot: its fades, then its motion (slide) or growth (zoom). */
function slotFilter(p: PlacedSlot, input: number, label: string): { pre: string; x: string; y: string } {
  const { from, to } = p;
  const fadeOut = Math.max(from, to - FADE_OUT);
  const fades =
    p.slot.animation === 'none'
      ? ''
      : `,fade=t=in:st=${num(from)}:d=${num(FADE_IN)}:alpha=1,fade=t=out:st=${num(fadeOut)}:d=${num(FADE_OUT)}:alpha=1`;
  // Progress of the entrance motion, 1 → 0 over MOTION seconds from the slot's start.
  const rest = `pow(max(0\\,1-(t-${num(from)})/${num(MOTION)})\\,2)`;
  let x = String(p.left);
  const y = String(p.top);
  let pre = `[${input}:v]format=rgba${fades}`;
  if (p.slot.animation === 'slide') x = `${p.left}-${Math.round(p.width * 0.35)}*${rest}`;
  if (p.slot.animation === 'zoom') {
    // zoompan only magnifies, so the PNG is drawn at 1.5× inside a 2.25× canvas: the crop
    // tightens from the whole canvas (the slot at 2/3 size) to the slot itself over MOTION seconds.
    const start = Math.round(from * PROMO_VIDEO_FPS);
    const frames = Math.round(MOTION * PROMO_VIDEO_FPS);
    pre += `,zoompan=z='min(1.5\\,1+0.5*max(0\\,on-${start})/${frames})':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=1:s=${p.width}x${p.height}:fps=${PROMO_VIDEO_FPS},format=rgba`;
  }
  return { pre: `${pre}[${label}]`, x, y };
}

/** Renders a template to an MP4 and a poster; returns the duration in seconds. */
export async function renderPromoVideo(input: PromoRenderInput): Promise<{ durationSeconds: number }> {
  const { description, width, height, workDir } = input;
  const W = even(width);
  const H = even(height);
  const shortSide = Math.min(W, H);
  const duration = templateDuration(description);
  const args: string[] = ['-hide_banner', '-y', '-progress', 'pipe:1', '-nostats'];
  const filters: string[] = [];
  let inputs = 0;
  const addInput = (...a: string[]) => {
    args.push(...a);
    return inputs++;
  };

  // Scenes: backgrounds, each with a dip to and from black at its ends.
  const sceneLabels: string[] = [];
  const placed: PlacedSlot[] = [];
  let clock = 0;
  for (const [i, scene] of description.scenes.entries()) {
    const d = scene.duration;
    const bg = scene.background;
    let chain: string;
    if (bg.type === 'color') {
      const idx = addInput(
        '-f',
        'lavfi',
        '-i',
        `color=c=0x${bg.color.slice(1)}:s=${W}x${H}:r=${PROMO_VIDEO_FPS}:d=${num(d)}`,
      );
      chain = `[${idx}:v]setsar=1`;
    } else if (bg.type === 'video') {
      // A clip: looped from its start when shorter than the scene, cut when longer (-t on the
      // input), scaled to cover the frame and cropped to it from the centre. Its sound is not used.
      const file = join(workDir, `bg-${i}${extname(bg.file)}`);
      await writeFile(file, await input.loadFile(bg.file));
      const idx = addInput('-stream_loop', '-1', '-t', num(d), '-i', file);
      chain = `[${idx}:v]setpts=PTS-STARTPTS,scale=${W}:${H}:force_original_aspect_ratio=increase,crop=${W}:${H},setsar=1`;
    } else {
      // Cover the frame with 8% to spare (sharp, once), then ffmpeg pans across the spare slowly:
      // a cheap Ken Burns that scales nothing per frame.
      const file = join(workDir, `bg-${i}.png`);
      const cover = { width: even(W * 1.08), height: even(H * 1.08) };
      await sharp(await input.loadFile(bg.file))
        .resize(cover.width, cover.height, { fit: 'cover' })
        .removeAlpha()
        .png({ compressionLevel: 1 })
        .toFile(file);
      const idx = addInput('-loop', '1', '-framerate', String(PROMO_VIDEO_FPS), '-t', num(d), '-i', file);
      chain = `[${idx}:v]crop=${W}:${H}:x='(iw-ow)*t/${num(d)}':y='(ih-oh)/2',setsar=1`;
    }
    const dip = Math.min(SCENE_DIP, d / 4);
    filters.push(
      `${chain},fps=${PROMO_VIDEO_FPS},format=yuv420p,fade=t=in:st=0:d=${num(dip)},fade=t=out:st=${num(d - dip)}:d=${num(dip)}[scene${i}]`,
    );
    sceneLabels.push(`[scene${i}]`);

    const rendered = await Promise.all(
      scene.slots.map(async (slot) => {
        const box = boxPixels(slot, W, H);
        const zoom = slot.animation === 'zoom';
        // For zoom the slot is drawn 1.5× inside a transparent 2.25× canvas (see slotFilter).
        const drawn = zoom ? { width: even(box.width * 1.5), height: even(box.height * 1.5) } : box;
        let png = await renderSlot(slot, drawn, shortSide * (zoom ? 1.5 : 1), input.values, input.pictures);
        if (png && zoom)
          png = await sharp(png)
            .extend({
              top: Math.round(drawn.height / 4),
              bottom: Math.round(drawn.height / 4),
              left: Math.round(drawn.width / 4),
              right: Math.round(drawn.width / 4),
              background: { r: 0, g: 0, b: 0, alpha: 0 },
            })
            .png()
            .toBuffer();
        return png ? { slot, png, ...box, from: clock + slot.start, to: clock + slot.end } : null;
      }),
    );
    placed.push(...rendered.filter((r): r is PlacedSlot => r !== null));
    clock += d;
  }
  filters.push(`${sceneLabels.join('')}concat=n=${sceneLabels.length}:v=1:a=0[bg0]`);

  // Slots, stacked in template order.
  let last = 'bg0';
  for (const [i, p] of placed.entries()) {
    const file = join(workDir, `slot-${i}.png`);
    await writeFile(file, p.png);
    const idx = addInput('-loop', '1', '-framerate', String(PROMO_VIDEO_FPS), '-t', num(p.to), '-i', file);
    const f = slotFilter(p, idx, `s${i}`);
    filters.push(f.pre);
    const next = `bg${i + 1}`;
    filters.push(
      `[${last}][s${i}]overlay=x='${f.x}':y='${f.y}':enable='between(t\\,${num(p.from)}\\,${num(p.to)})':eof_action=pass[${next}]`,
    );
    last = next;
  }
  // The poster: the moment most slots are on screen within the first scene, from the same run.
  const first = description.scenes[0];
  const posterAt = first
    ? Math.min(first.duration - 0.1, Math.max(...first.slots.map((s) => s.start + 0.8), 0.5))
    : 0.5;
  filters.push(`[${last}]format=yuv420p,split=2[vout][vposter]`);
  filters.push(`[vposter]select='gte(t\\,${num(posterAt)})',scale=${W}:${H}[poster]`);

  // Music, looped to length, faded in and out; silence when there is none (players expect a track).
  const music = input.mute ? null : description.music.file;
  if (music) {
    const file = join(workDir, 'music');
    await writeFile(file, await input.loadFile(music));
    const idx = addInput('-stream_loop', '-1', '-i', file);
    const out = Math.min(1.5, duration / 3);
    filters.push(
      `[${idx}:a]atrim=0:${num(duration)},asetpts=PTS-STARTPTS,aresample=44100,volume=${num(description.music.volume)},` +
        `afade=t=in:st=0:d=${num(Math.min(0.8, duration / 4))},afade=t=out:st=${num(duration - out)}:d=${num(out)}[aout]`,
    );
  } else {
    const idx = addInput('-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100');
    filters.push(`[${idx}:a]atrim=0:${num(duration)}[aout]`);
  }

  const filterFile = join(workDir, 'filters.txt');
  await writeFile(filterFile, filters.join(';\n'));
  args.push(
    '-filter_complex_script',
    filterFile,
    '-map',
    '[vout]',
    '-map',
    '[aout]',
    '-t',
    num(duration),
    '-r',
    String(PROMO_VIDEO_FPS),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-profile:v',
    'high',
    '-level:v',
    '4.0',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    input.outputFile,
    '-map',
    '[poster]',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    input.posterFile,
  );

  let buffered = '';
  const { code, stderr } = await input.tools.run(
    'ffmpeg',
    args,
    (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (m && duration > 0) input.onProgress?.(Math.min(99, Math.floor(Number(m[1]) / 1e4 / duration)));
      }
    },
    input.timeoutMs,
    input.signal,
  );
  if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${stderr.split('\n').slice(-6).join(' ')}`);
  input.onProgress?.(100);
  return { durationSeconds: duration };
}
