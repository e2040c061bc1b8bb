import { spawn } from 'node:child_process';
import type { VideoRatio } from '@panel/shared/schemas/image-post.ts';
import type { Box } from './greeting-frame.ts';

/**
 * Greeting videos: ffmpeg fits the post's video into the frame's content box and overlays the frame,
 * which sharp rendered as a transparent PNG (ffmpeg's drawtext cannot shape Indic scripts). The output
 * is what WhatsApp accepts: H.264 (yuv420p) + AAC in an MP4 with the index up front (faststart).
 * ffmpeg comes from the OS (`apt-get install ffmpeg`); its path is FFMPEG_PATH.
 */

/** 720p keeps renders quick and files small enough to share; WhatsApp re-encodes larger ones anyway. */
export const VIDEO_SIZES: Record<VideoRatio, { width: number; height: number }> = {
  '9*16': { width: 720, height: 1280 },
  '16*9': { width: 1280, height: 720 },
};

export interface ProbeResult {
  durationSeconds: number;
  hasAudio: boolean;
  width: number;
  height: number;
}

/** Runs ffmpeg; `timeoutMs` kills a run that hangs (the caller's job then fails and is retried). */
export function run(
  bin: string,
  args: string[],
  onStdout?: (chunk: string) => void,
  timeoutMs?: number,
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' as const } : {}),
    });
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => onStdout?.(c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => {
      // Keep the tail only: ffmpeg can be chatty on long inputs.
      stderr = (stderr + c).slice(-8000);
    });
    child.on('error', (e) =>
      reject(
        new Error(
          `Cannot run ${bin}: ${e.message}. Install ffmpeg (apt-get install ffmpeg) or set FFMPEG_PATH.`,
        ),
      ),
    );
    child.on('close', (code) => resolve({ code: code ?? -1, stderr }));
  });
}

/** Reads duration, size and audio presence from ffmpeg's own banner, so ffprobe is not needed. */
export async function probeVideo(ffmpegPath: string, file: string): Promise<ProbeResult> {
  const { stderr } = await run(ffmpegPath, ['-hide_banner', '-i', file]);
  const d = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(stderr);
  const v = /Stream #[^\n]*Video:[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(stderr);
  if (!d || !v) throw new Error('Not a readable video.');
  return {
    durationSeconds: Number(d[1]) * 3600 + Number(d[2]) * 60 + Number(d[3]),
    hasAudio: /Stream #[^\n]*Audio:/.test(stderr),
    width: Number(v[1]),
    height: Number(v[2]),
  };
}

export interface VideoOverlayInput {
  ffmpegPath: string;
  inputFile: string;
  overlayFile: string;
  outputFile: string;
  width: number;
  height: number;
  content: Box;
  background: string;
  /** Called with 0–100 as ffmpeg encodes. */
  onProgress?: (percent: number) => void;
}

export async function renderGreetingVideo(input: VideoOverlayInput): Promise<ProbeResult> {
  const probe = await probeVideo(input.ffmpegPath, input.inputFile);
  const { width, height, content } = input;
  const even = (n: number) => n - (n % 2);
  const fit = `scale=${even(content.width)}:${even(content.height)}:force_original_aspect_ratio=decrease:force_divisible_by=2`;
  const pad = `pad=${width}:${height}:${content.left}+(${content.width}-iw)/2:${content.top}+(${content.height}-ih)/2:color=${input.background}`;
  const args = [
    '-hide_banner',
    '-y',
    '-i',
    input.inputFile,
    '-i',
    input.overlayFile,
    // A silent track when the post has none: WhatsApp and some players expect H.264 + AAC.
    ...(probe.hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100']),
    '-filter_complex',
    `[0:v]${fit},${pad},setsar=1[bg];[bg][1:v]overlay=0:0,format=yuv420p[v]`,
    '-map',
    '[v]',
    '-map',
    probe.hasAudio ? '0:a:0' : '2:a:0',
    '-t',
    probe.durationSeconds.toFixed(3),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-profile:v',
    'high',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    '-progress',
    'pipe:1',
    '-nostats',
    input.outputFile,
  ];
  let buffered = '';
  const { code, stderr } = await run(input.ffmpegPath, args, (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const m = /^out_time_us=(\d+)/.exec(line);
      if (m && probe.durationSeconds > 0) {
        input.onProgress?.(Math.min(99, Math.floor(Number(m[1]) / 1e4 / probe.durationSeconds)));
      }
    }
  });
  if (code !== 0) throw new Error(`ffmpeg failed (${code}): ${stderr.split('\n').slice(-4).join(' ')}`);
  input.onProgress?.(100);
  return probe;
}
