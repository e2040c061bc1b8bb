import type { VideoRatio } from '@panel/shared/schemas/image-post.ts';
import type { MediaTools } from '../media-tools.ts';
import type { Box } from './greeting-frame.ts';

/**
 * Greeting videos: ffmpeg fits the post's video into the frame's content box and overlays the frame,
 * which sharp rendered as a transparent PNG (ffmpeg's drawtext cannot shape Indic scripts). The output
 * is what WhatsApp accepts: H.264 (yuv420p) + AAC in an MP4 with the index up front (faststart).
 * ffmpeg and ffprobe come from integrations/media-tools.ts.
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

interface FfprobeOutput {
  streams?: { codec_type?: string; width?: number; height?: number }[];
  format?: { duration?: string };
}

/** Duration, size and audio presence, read by ffprobe. Throws a plain Error for an unreadable file. */
export async function probeVideo(tools: MediaTools, file: string): Promise<ProbeResult> {
  const { code, stdout } = await tools.run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,width,height:format=duration',
    '-of',
    'json',
    file,
  ]);
  if (code !== 0) throw new Error('Not a readable video.');
  const out = JSON.parse(stdout) as FfprobeOutput;
  const video = out.streams?.find((s) => s.codec_type === 'video');
  const durationSeconds = Number(out.format?.duration);
  if (!video?.width || !video.height || !Number.isFinite(durationSeconds))
    throw new Error('Not a readable video.');
  return {
    durationSeconds,
    hasAudio: !!out.streams?.some((s) => s.codec_type === 'audio'),
    width: video.width,
    height: video.height,
  };
}

export interface VideoOverlayInput {
  tools: MediaTools;
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
  const probe = await probeVideo(input.tools, input.inputFile);
  const { width, height, content } = input;
  const even = (n: number) => n - (n % 2);
  // Fit, then round down to even sides (libx264 needs them); not scale's force_divisible_by, which
  // the npm ffmpeg (2018) predates. Filters see the video after autorotation, so phone clips fit too.
  const fit = `scale=${even(content.width)}:${even(content.height)}:force_original_aspect_ratio=decrease,scale=trunc(iw/2)*2:trunc(ih/2)*2`;
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
  const { code, stderr } = await input.tools.run('ffmpeg', args, (chunk) => {
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
  if (code !== 0) {
    // A stored post that ffprobe just read is not the problem; a broken ffmpeg is (and says so).
    await input.tools.assertWorks('ffmpeg');
    throw new Error(`ffmpeg failed (${code}): ${stderr.split('\n').slice(-4).join(' ')}`);
  }
  input.onProgress?.(100);
  return probe;
}
