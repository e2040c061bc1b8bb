/**
 * Makes the demo greeting library (apps/server/src/seed/greetings-library/) from DEMO_LIBRARY:
 * gradient posters with the greeting in English and one Indic script, and two short videos. Nothing
 * third-party: every pixel is drawn here. Then, for every file, the browsing preview (previews/) and
 * its size and length (library.json), so seeding needs no ffmpeg. Commit all outputs.
 * Run: npx tsx scripts/generate-demo-library.ts            (everything)
 *      npx tsx scripts/generate-demo-library.ts --stills   (previews and library.json only, from the
 *                                                          committed pictures and videos)
 * ffmpeg and ffprobe as the server finds them (integrations/media-tools.ts).
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createMediaTools } from '../apps/server/src/integrations/media-tools.ts';
import { configureFonts, FONT_FAMILY } from '../apps/server/src/integrations/renderers/fonts.ts';
import { OUTPUT_SIZES } from '../apps/server/src/integrations/renderers/greeting-frame.ts';
import { probeVideo, VIDEO_SIZES } from '../apps/server/src/integrations/renderers/greeting-video.ts';
import { makePreview, withTempDir } from '../apps/server/src/modules/image-posts/media.ts';
import {
  DEMO_LIBRARY,
  DEMO_LIBRARY_DIR,
  DEMO_MANIFEST_FILE,
  DEMO_PREVIEW_DIR,
  demoFileName,
  demoPostFiles,
  demoPreviewName,
  demoVideoShape,
  type DemoManifest,
  type DemoSubcategory,
} from '../apps/server/src/seed/greetings.ts';

configureFonts();
const tools = createMediaTools(process.env, {
  info: (o, m) => console.log(m, JSON.stringify(o)),
  error: (o, m) => console.error(m, JSON.stringify(o)),
});

const PALETTES = [
  ['#f97316', '#be123c'],
  ['#0ea5e9', '#4338ca'],
  ['#22c55e', '#0f766e'],
  ['#eab308', '#c2410c'],
  ['#a855f7', '#be185d'],
  ['#14b8a6', '#1e3a8a'],
] as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function poster(sub: DemoSubcategory, index: number, width: number, height: number): Buffer {
  const [from, to] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const u = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const circles = [0.9, 0.65, 0.42]
    .map(
      (r, i) =>
        `<circle cx="${cx}" cy="${cy}" r="${u * r * 0.5}" fill="none" stroke="#ffffff" stroke-opacity="${0.12 + i * 0.06}" stroke-width="${u * 0.012}"/>`,
    )
    .join('');
  const dots = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * Math.PI * 2;
    return `<circle cx="${cx + Math.cos(a) * u * 0.44}" cy="${cy + Math.sin(a) * u * 0.44}" r="${u * 0.012}" fill="#fde68a" fill-opacity="0.8"/>`;
  }).join('');
  const titleSize = Math.round(u * (sub.title.length > 20 ? 0.065 : 0.085));
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${dots}
  <g font-family="${FONT_FAMILY}" text-anchor="middle" fill="#ffffff">
    <text x="${cx}" y="${cy - u * 0.02}" font-size="${titleSize}" font-weight="bold">${esc(sub.title)}</text>
    <text x="${cx}" y="${cy + u * 0.09}" font-size="${Math.round(u * 0.05)}">${esc(sub.local)}</text>
    ${sub.date ? `<text x="${cx}" y="${cy + u * 0.19}" font-size="${Math.round(u * 0.032)}" fill-opacity="0.85">${new Date(`${sub.date}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</text>` : ''}
  </g></svg>`);
}

async function ffmpeg(args: string[]): Promise<void> {
  const { code, stderr } = await tools.run('ffmpeg', args);
  if (code !== 0) throw new Error(`ffmpeg exited ${code}: ${stderr}`);
}

/** A 4-second clip: the poster slowly zooming in, fading in and out, over a soft two-tone chime. */
async function video(sub: DemoSubcategory, index: number, file: string): Promise<void> {
  if (!sub.video) return;
  const { width, height } = VIDEO_SIZES[sub.video];
  const still = `${file}.png`;
  await sharp(poster(sub, index, width * 2, height * 2))
    .png()
    .toFile(still);
  const seconds = 4;
  const fps = 25;
  await ffmpeg([
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-loop',
    '1',
    '-i',
    still,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=523:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=659:duration=${seconds}`,
    '-filter_complex',
    `[0:v]zoompan=z='1+0.0015*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${seconds * fps}:s=${width}x${height}:fps=${fps},fade=in:0:12,fade=out:${seconds * fps - 12}:12,format=yuv420p[v];` +
      `[1:a][2:a]amix=inputs=2,volume=0.25,afade=in:d=0.5,afade=out:st=${seconds - 0.8}:d=0.8[a]`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-crf',
    '30',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-movflags',
    '+faststart',
    file,
  ]);
  await rm(still);
}

async function drawMedia(): Promise<number> {
  await rm(DEMO_LIBRARY_DIR, { recursive: true, force: true });
  await mkdir(DEMO_LIBRARY_DIR, { recursive: true });
  let index = 0;
  let count = 0;
  for (const category of DEMO_LIBRARY) {
    for (const sub of category.subcategories) {
      for (const shape of sub.shapes) {
        const { width, height } = OUTPUT_SIZES[shape];
        const jpg = await sharp(poster(sub, index, width, height))
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer();
        await writeFile(join(DEMO_LIBRARY_DIR, demoFileName(sub.slug, shape)), jpg);
        count++;
      }
      if (sub.video) {
        await video(
          sub,
          index,
          join(DEMO_LIBRARY_DIR, demoFileName(sub.slug, demoVideoShape(sub.video), true)),
        );
        count++;
      }
      index++;
    }
  }
  return count;
}

/**
 * What an upload's inspection would make of each file: size, length and the watermarked preview. A
 * video's preview is its frame at 1.5 s (the clips fade in from black).
 */
async function writeStills(): Promise<number> {
  await rm(DEMO_PREVIEW_DIR, { recursive: true, force: true });
  await mkdir(DEMO_PREVIEW_DIR, { recursive: true });
  const manifest: DemoManifest = {};
  const files = DEMO_LIBRARY.flatMap((c) => c.subcategories.flatMap(demoPostFiles));
  for (const { file, ratio } of files) {
    const path = join(DEMO_LIBRARY_DIR, file);
    let still: Buffer;
    if (ratio) {
      const probe = await probeVideo(tools, path);
      manifest[file] = {
        width: probe.width,
        height: probe.height,
        durationSeconds: Math.round(probe.durationSeconds * 100) / 100,
      };
      still = await withTempDir(async (dir) => {
        const out = join(dir, 'still.png');
        await ffmpeg([
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-ss',
          '1.5',
          '-i',
          path,
          '-frames:v',
          '1',
          out,
        ]);
        return readFile(out);
      });
    } else {
      still = await readFile(path);
      const meta = await sharp(still).metadata();
      manifest[file] = { width: meta.width ?? 0, height: meta.height ?? 0, durationSeconds: null };
    }
    await writeFile(join(DEMO_PREVIEW_DIR, demoPreviewName(file)), await makePreview(still));
  }
  await writeFile(DEMO_MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  return files.length;
}

const drawn = process.argv.includes('--stills') ? 0 : await drawMedia();
const stills = await writeStills();
console.log(`Wrote ${drawn} pictures and videos, ${stills} previews and library.json in ${DEMO_LIBRARY_DIR}`);
