import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from '@panel/shared/errors.ts';
import { uploadRefSchema, variantKey } from '@panel/shared/schemas/document.ts';
import {
  CLIP_FILE_RE,
  CLIP_MAX_SECONDS,
  CLIP_PREFIX,
  CLIP_TEXTS,
  clipPosterKey,
  DEMO_MEDIA_PREFIX,
  MUSIC_LIBRARY,
  type TemplateDescription,
  type UploadedClip,
} from '@panel/shared/schemas/video.ts';
import type { MediaTools } from '../../integrations/media-tools.ts';
import { probeVideo } from '../../integrations/renderers/greeting-video.ts';
import type { Storage } from '../../integrations/storage/storage.ts';
import { withTempDir } from '../image-posts/media.ts';

/**
 * Files a template names: background pictures uploaded through uploadDoc (hierarchy1 "video", kept
 * as the upload's fileName), background clips (stored by POST …/template/background-clip under
 * CLIP_PREFIX) or the generated demo files under DEMO_MEDIA_PREFIX; music from the library.
 */

const ORIGINAL_EXTENSIONS = ['jpg', 'png', 'webp', 'avif', 'gif'] as const;

/** Reads a template file: an upload's original (full size, for 1080p backgrounds) or a stored key. */
export async function loadTemplateFile(storage: Storage, file: string): Promise<Buffer> {
  if (uploadRefSchema.safeParse(file).success) {
    for (const ext of ORIGINAL_EXTENSIONS) {
      const hit = await storage.get(`${file}.${ext}`);
      if (hit) return hit.body;
    }
  } else if (file.startsWith(DEMO_MEDIA_PREFIX)) {
    const hit = await storage.get(file);
    if (hit) return hit.body;
  }
  throw new Error(`template file missing: ${file}`);
}

const BACKGROUND_GONE = 'A background picture is missing. Upload it again.';
const CLIP_GONE = 'A background clip is missing. Upload it again.';

/** Refuses a template whose backgrounds or music do not exist (before it is saved and rendered). */
export async function assertTemplateFiles(storage: Storage, d: TemplateDescription): Promise<void> {
  for (const scene of d.scenes) {
    const bg = scene.background;
    if (bg.type === 'color') continue;
    const message = bg.type === 'video' ? CLIP_GONE : BACKGROUND_GONE;
    const gone = () => badRequest(message, { description: message });
    if (bg.type === 'video') {
      // The clip's still is stored with it: reading it proves the clip is there without loading it.
      if (!(await storage.get(clipPosterKey(bg.file)))) throw gone();
      continue;
    }
    // A picture is never a clip's file: the two are decoded differently.
    if (
      (!bg.file.startsWith('video/') && !bg.file.startsWith(DEMO_MEDIA_PREFIX)) ||
      CLIP_FILE_RE.test(bg.file)
    )
      throw gone();
    await loadTemplateFile(storage, bg.file).catch(() => {
      throw gone();
    });
  }
  if (d.music.file && !MUSIC_LIBRARY.some((m) => m.file === d.music.file))
    throw badRequest('Pick music from the list.', { description: 'Pick music from the list.' });
}

/**
 * What the editor shows behind the slots, per background file: a picture's 960 px variant (or the
 * demo file), a clip's first frame.
 */
export function backgroundUrls(d: TemplateDescription, storage: Storage): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const { background: bg } of d.scenes)
    if (bg.type === 'image')
      urls[bg.file] = storage.url(
        uploadRefSchema.safeParse(bg.file).success ? variantKey(bg.file, 960) : bg.file,
      );
    else if (bg.type === 'video') urls[bg.file] = storage.url(clipPosterKey(bg.file));
  return urls;
}

const CLIP_TYPES: Record<string, { ext: 'mp4' | 'mov' | 'webm'; contentType: string }> = {
  'video/mp4': { ext: 'mp4', contentType: 'video/mp4' },
  'video/quicktime': { ext: 'mov', contentType: 'video/quicktime' },
  'video/webm': { ext: 'webm', contentType: 'video/webm' },
};
const badClip = (message: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', message);

/**
 * A background clip for a template scene: its type judged by its bytes, then read by ffprobe (a
 * video stream, its size and length) and its first frame taken as the still the editor draws the
 * slots over. Stored as uploaded; the renderer scales, crops, loops and cuts it per scene.
 */
export async function storeBackgroundClip(
  storage: Storage,
  tools: MediaTools,
  body: Buffer,
): Promise<UploadedClip> {
  const type = CLIP_TYPES[(await fileTypeFromBuffer(body))?.mime ?? ''];
  if (!type) throw badClip(CLIP_TEXTS.notClip);
  return withTempDir(async (dir) => {
    const input = join(dir, `in.${type.ext}`);
    await writeFile(input, body);
    const probe = await probeVideo(tools, input).catch(async (err: unknown) => {
      if (err instanceof AppError) throw err;
      await tools.assertWorks('ffprobe');
      throw badClip(CLIP_TEXTS.unreadable);
    });
    if (probe.durationSeconds < 0.2) throw badClip(CLIP_TEXTS.unreadable);
    if (probe.durationSeconds > CLIP_MAX_SECONDS) throw badClip(CLIP_TEXTS.tooLong);
    const still = join(dir, 'still.jpg');
    const { code } = await tools.run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', input],
      ...['-frames:v', '1', '-vf', "scale='min(960,iw)':-2", '-q:v', '4', still],
    ]);
    if (code !== 0) {
      await tools.assertWorks('ffmpeg');
      throw badClip(CLIP_TEXTS.unreadable);
    }
    const file = `${CLIP_PREFIX}${randomUUID()}.${type.ext}`;
    await storage.put(file, body, type.contentType);
    await storage.put(clipPosterKey(file), await readFile(still), 'image/jpeg');
    return {
      file,
      url: storage.url(file),
      posterUrl: storage.url(clipPosterKey(file)),
      width: probe.width,
      height: probe.height,
      durationSeconds: Math.round(probe.durationSeconds * 100) / 100,
    };
  });
}
