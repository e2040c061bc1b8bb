/**
 * Promotional video render speed: seconds of video made per second of wall time for the demo
 * "Mega Sale" template (15 s, 1080×1920, 3 scenes, 13 text/picture slots with fades, slides and
 * zooms, music), next to ffmpeg encoding the bare background picture alone for 15 s with the same
 * encoder settings in the same run — the floor any template render stands on. Printed as a ratio.
 * A third row renders the same template with every scene's background a video clip (a 5 s 1280×720
 * clip made here, looped, scaled and cropped to the frame).
 * Run: npm run bench promo-videos (or npx tsx bench/promo-videos.ts). BENCH_RUNS (default 2).
 */
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  PROMO_VIDEO_SIZES,
  slotValuesSchema,
  templateDescriptionSchema,
  templateDuration,
} from '@panel/shared/schemas/video.ts';
import { createMediaTools } from '../apps/server/src/integrations/media-tools.ts';
import { renderPromoVideo } from '../apps/server/src/integrations/renderers/promo-video.ts';
import { DEMO_VIDEO_TEMPLATES } from '../apps/server/src/seed/videos.ts';
import {
  backgroundPicture,
  musicWav,
  type BackgroundStyle,
  type MusicStyle,
} from '../apps/server/src/seed/video-media.ts';
import { printTable } from './support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const tools = createMediaTools(process.env, { info: () => undefined, error: () => undefined });
const dir = mkdtempSync(path.join(tmpdir(), 'bench-promo-'));

const template = DEMO_VIDEO_TEMPLATES().find((t) => t.name === 'Mega Sale');
if (!template) throw new Error('demo template Mega Sale missing');
const description = templateDescriptionSchema.parse(template.description);
const duration = templateDuration(description);
const size = PROMO_VIDEO_SIZES['9*16'];

// The demo media, made as the seed makes it (file names end in "<style>-story.jpg" / "<style>.wav").
const media = new Map<string, Buffer>();
async function loadFile(file: string): Promise<Buffer> {
  const hit = media.get(file);
  if (hit) return hit;
  const name = path.basename(file);
  const made = name.endsWith('.wav')
    ? musicWav(name.replace('.wav', '') as MusicStyle)
    : await backgroundPicture(
        name.replace(/-(story|wide)\.jpg$/, '') as BackgroundStyle,
        size.width,
        size.height,
      );
  media.set(file, made);
  return made;
}
const values = slotValuesSchema.parse({
  businessName: 'Sharma Traders',
  tagline: 'शुद्धता और भरोसा · Since 1998',
  offerText: 'Flat 30% OFF this week',
  phone: '+91 98765 43210',
  address: '12, MG Road, Ahmedabad',
  website: 'sharmatraders.in',
});

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return (performance.now() - t0) / 1000;
}

// The clip row: the same scenes and slots, each background a looped 5 s 720p clip.
const CLIP = 'video-templates/clips/00000000-0000-4000-8000-000000000000.mp4';
const clipFile = path.join(dir, 'clip.mp4');
{
  const { code, stderr } = await tools.run('ffmpeg', [
    ...['-hide_banner', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30:duration=5'],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', clipFile],
  ]);
  if (code !== 0) throw new Error(stderr);
  media.set(CLIP, await readFile(clipFile));
}
const clipDescription = templateDescriptionSchema.parse({
  ...description,
  scenes: description.scenes.map((s) => ({ ...s, background: { type: 'video', file: CLIP } })),
});

const background = path.join(dir, 'background.jpg');
await writeFile(background, await loadFile('video-templates/backgrounds/sale-story.jpg'));

const render = (d: typeof description, name: string) =>
  timed(() =>
    renderPromoVideo({
      tools,
      description: d,
      ...size,
      values,
      pictures: { products: [] },
      loadFile,
      workDir: mkdtempSync(path.join(dir, 'work-')),
      outputFile: path.join(dir, `${name}.mp4`),
      posterFile: path.join(dir, `${name}.jpg`),
    }),
  );

const template_s: number[] = [];
const clip_s: number[] = [];
const bare_s: number[] = [];
for (let i = 0; i < RUNS; i++) {
  template_s.push(await render(description, `template-${i}`));
  clip_s.push(await render(clipDescription, `clip-${i}`));
  // The floor: the same picture, scaled to the frame, encoded alone with the same settings.
  bare_s.push(
    await timed(async () => {
      const { code, stderr } = await tools.run('ffmpeg', [
        '-hide_banner',
        '-y',
        '-loop',
        '1',
        '-framerate',
        '30',
        '-t',
        String(duration),
        '-i',
        background,
        '-vf',
        `scale=${size.width}:${size.height},format=yuv420p`,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-profile:v',
        'high',
        '-movflags',
        '+faststart',
        path.join(dir, `bare-${i}.mp4`),
      ]);
      if (code !== 0) throw new Error(stderr);
    }),
  );
}

const best = (xs: number[]) => Math.min(...xs);
const speed = (s: number) => (duration / s).toFixed(2);
printTable(`Promotional video render, ${duration} s at ${size.width}×${size.height}, best of ${RUNS}`, [
  {
    render: 'Mega Sale template (one ffmpeg run)',
    wall_s: best(template_s).toFixed(1),
    video_s_per_wall_s: speed(best(template_s)),
  },
  {
    render: 'Mega Sale over a video clip background',
    wall_s: best(clip_s).toFixed(1),
    video_s_per_wall_s: speed(best(clip_s)),
  },
  {
    render: 'bare background only',
    wall_s: best(bare_s).toFixed(1),
    video_s_per_wall_s: speed(best(bare_s)),
  },
  {
    render: 'ratio (template / bare)',
    wall_s: (best(template_s) / best(bare_s)).toFixed(2),
    video_s_per_wall_s: '',
  },
]);
