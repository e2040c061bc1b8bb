import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMediaTools } from '../src/integrations/media-tools.ts';
import { renderFrameOverlay } from '../src/integrations/renderers/greeting-frame.ts';
import { renderGreetingVideo, VIDEO_SIZES } from '../src/integrations/renderers/greeting-video.ts';
import { DEMO_LIBRARY_DIR } from '../src/seed/greetings.ts';
import { runTool } from './tools.ts';

/** The video overlay: an MP4 WhatsApp accepts (H.264 + AAC, faststart) in the post's ratio. */
const silentLog = { info: () => undefined, error: () => undefined };
const tools = createMediaTools(process.env, silentLog);
const dir = mkdtempSync(join(tmpdir(), 'greeting-video-test-'));

interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string }[];
  format: { duration: string };
}
const ffprobe = async (file: string): Promise<Probe> =>
  JSON.parse(
    await runTool('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]),
  ) as Probe;

async function render(source: string, ratio: '9*16' | '16*9', out: string) {
  const size = VIDEO_SIZES[ratio];
  const { png, layout } = await renderFrameOverlay({
    ...size,
    kind: 'political',
    details: { name: 'शर्मा ट्रेडर्स', phone: '98765 43210' },
    party: { partyName: 'Indian National Congress', abbreviation: 'INC' },
  });
  const overlay = join(dir, `${out}.png`);
  writeFileSync(overlay, png);
  const progress: number[] = [];
  const outputFile = join(dir, out);
  await renderGreetingVideo({
    tools,
    inputFile: join(DEMO_LIBRARY_DIR, source),
    overlayFile: overlay,
    outputFile,
    ...size,
    content: layout.content,
    background: '#1f2937',
    onProgress: (p) => progress.push(p),
  });
  return { outputFile, progress };
}

describe('greeting video overlay', () => {
  for (const [source, ratio] of [
    ['good-morning-story.mp4', '9*16'],
    ['new-year-square.mp4', '16*9'],
  ] as const) {
    it(`makes an H.264/AAC faststart MP4 in ${ratio}`, { timeout: 120_000 }, async () => {
      const { outputFile, progress } = await render(source, ratio, `${ratio.replace('*', 'x')}.mp4`);
      const probe = await ffprobe(outputFile);
      const video = probe.streams.find((s) => s.codec_type === 'video');
      const audio = probe.streams.find((s) => s.codec_type === 'audio');
      expect(video?.codec_name).toBe('h264');
      expect(video?.pix_fmt).toBe('yuv420p');
      expect([video?.width, video?.height]).toEqual([VIDEO_SIZES[ratio].width, VIDEO_SIZES[ratio].height]);
      expect(audio?.codec_name).toBe('aac');
      // The demo clips are 4 s; the overlay keeps the length.
      expect(Number(probe.format.duration)).toBeGreaterThan(3.8);
      expect(Number(probe.format.duration)).toBeLessThan(4.3);
      // faststart: the index (moov) comes before the media data (mdat), so playback starts at once.
      const bytes = readFileSync(outputFile);
      expect(bytes.indexOf('moov')).toBeGreaterThan(0);
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      expect(progress.at(-1)).toBe(100);
    });
  }

  // Also with the npm packages' ffmpeg (a 2018 build) and ffprobe, as on a machine without Debian's.
  for (const [name, t] of [
    ['system', tools],
    ['npm', createMediaTools({}, silentLog, '')],
  ] as const) {
    it(
      `adds a silent AAC track when the post has no audio (${name} tools)`,
      { timeout: 120_000 },
      async () => {
        expect(t.ffmpeg.source).toBe(name === 'npm' ? 'npm' : tools.ffmpeg.source);
        const silent = join(dir, `silent-${name}.mp4`);
        await runTool(t.ffmpeg.path, [
          '-hide_banner',
          '-loglevel',
          'error',
          '-y',
          '-f',
          'lavfi',
          '-i',
          'testsrc=size=640x360:rate=25:duration=2',
          '-pix_fmt',
          'yuv420p',
          silent,
        ]);
        const size = VIDEO_SIZES['16*9'];
        const { png, layout } = await renderFrameOverlay({
          ...size,
          kind: 'regular',
          details: { name: 'Sharma Traders' },
        });
        writeFileSync(join(dir, 'silent.png'), png);
        const out = join(dir, `silent-out-${name}.mp4`);
        await renderGreetingVideo({
          tools: t,
          inputFile: silent,
          overlayFile: join(dir, 'silent.png'),
          outputFile: out,
          ...size,
          content: layout.content,
          background: '#1f2937',
        });
        const probe = await ffprobe(out);
        expect(probe.streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
        expect(Number(probe.format.duration)).toBeLessThan(2.3);
      },
    );
  }
});
