import { badRequest } from '@panel/shared/errors.ts';
import { uploadRefSchema, variantKey } from '@panel/shared/schemas/document.ts';
import { DEMO_MEDIA_PREFIX, MUSIC_LIBRARY, type TemplateDescription } from '@panel/shared/schemas/video.ts';
import type { Storage } from '../../integrations/storage/storage.ts';

/**
 * Files a template names: backgrounds uploaded through uploadDoc (hierarchy1 "video", kept as the
 * upload's fileName) or the generated demo files under DEMO_MEDIA_PREFIX; music from the library.
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

/** Refuses a template whose backgrounds or music do not exist (before it is saved and rendered). */
export async function assertTemplateFiles(storage: Storage, d: TemplateDescription): Promise<void> {
  for (const scene of d.scenes) {
    if (scene.background.type !== 'image') continue;
    const file = scene.background.file;
    if (!file.startsWith('video/') && !file.startsWith(DEMO_MEDIA_PREFIX))
      throw badRequest(BACKGROUND_GONE, { description: BACKGROUND_GONE });
    await loadTemplateFile(storage, file).catch(() => {
      throw badRequest(BACKGROUND_GONE, { description: BACKGROUND_GONE });
    });
  }
  if (d.music.file && !MUSIC_LIBRARY.some((m) => m.file === d.music.file))
    throw badRequest('Pick music from the list.', { description: 'Pick music from the list.' });
}

/** URLs of a template's background pictures for the editor: an upload's 960 px variant, or the file. */
export function backgroundUrls(d: TemplateDescription, storage: Storage): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const scene of d.scenes)
    if (scene.background.type === 'image') {
      const file = scene.background.file;
      urls[file] = storage.url(uploadRefSchema.safeParse(file).success ? variantKey(file, 960) : file);
    }
  return urls;
}
