import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@panel/shared/errors.ts';
import { GREETING_TEXTS } from '@panel/shared/schemas/image-post.ts';
import { createMediaTools, resolveMediaTool } from '../src/integrations/media-tools.ts';
import { inspectUpload } from '../src/modules/image-posts/media.ts';
import { DEMO_LIBRARY_DIR, seedGreetings } from '../src/seed/greetings.ts';
import { buildTestApp, loginStaff, type TestApp } from './helpers.ts';

/** ffmpeg/ffprobe come from one place, and a missing or broken one is never the user's bad file. */
const video = readFileSync(`${DEMO_LIBRARY_DIR}new-year-square.mp4`);
/** An MP4 header over garbage: file-type calls it a video; no decoder can read it. */
const junkVideo = Buffer.concat([video.subarray(0, 32), Buffer.alloc(4096, 7)]);

function countingLog() {
  const errors: string[] = [];
  return { errors, log: { info: () => undefined, error: (_o: object, msg: string) => errors.push(msg) } };
}

describe('where ffmpeg and ffprobe come from', () => {
  it('FFMPEG_PATH/FFPROBE_PATH first, then the PATH, then the npm packages', () => {
    expect(resolveMediaTool('ffmpeg', { FFMPEG_PATH: '/opt/ff/ffmpeg' }, '/usr/bin')).toEqual({
      path: '/opt/ff/ffmpeg',
      source: 'env',
    });
    expect(resolveMediaTool('ffprobe', { FFPROBE_PATH: '/opt/ff/ffprobe' }, '')).toMatchObject({
      source: 'env',
    });
    expect(resolveMediaTool('ffmpeg', {}, '/usr/bin')).toEqual({ path: '/usr/bin/ffmpeg', source: 'system' });
    for (const tool of ['ffmpeg', 'ffprobe'] as const) {
      const npm = resolveMediaTool(tool, {}, '/nonexistent');
      expect(npm.source).toBe('npm');
      expect(npm.path).toContain(`node_modules/@${tool}-installer/`);
    }
  });
});

describe('a missing or broken tool is a 503 naming it, and one log line', () => {
  it('missing ffprobe', async () => {
    const { errors, log } = countingLog();
    const tools = createMediaTools({ FFPROBE_PATH: '/nonexistent/ffprobe' }, log);
    const err = await inspectUpload(video, tools).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 503, code: 'MEDIA_TOOL_UNAVAILABLE' });
    expect((err as Error).message).toContain('ffprobe');
    expect(errors).toEqual(['media tool unavailable: ffprobe (not found)']);
  });

  it('an ffprobe that fails on everything (here /bin/false)', async () => {
    const { errors, log } = countingLog();
    const tools = createMediaTools({ FFPROBE_PATH: '/bin/false' }, log);
    const err = await inspectUpload(video, tools).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: 'MEDIA_TOOL_UNAVAILABLE' });
    expect((err as Error).message).toContain('ffprobe');
    expect(errors).toHaveLength(1);
  });

  it('a broken ffmpeg while ffprobe works', async () => {
    const { errors, log } = countingLog();
    const tools = createMediaTools({ FFMPEG_PATH: '/bin/false' }, log);
    const err = await inspectUpload(video, tools).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: 'MEDIA_TOOL_UNAVAILABLE' });
    expect((err as Error).message).toContain('ffmpeg');
    expect(errors).toHaveLength(1);
  });

  it('while a file no tool can read, with working tools, is the user’s bad upload (415)', async () => {
    const { errors, log } = countingLog();
    const err = await inspectUpload(junkVideo, createMediaTools({}, log)).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 415, message: GREETING_TEXTS.badUpload });
    expect(errors).toEqual([]);
  });
});

describe('through the API, on a server whose tools are missing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { FFMPEG_PATH: '/nonexistent/ffmpeg', FFPROBE_PATH: '/nonexistent/ffprobe' },
    });
    // The demo library seeds without any media tool.
    await seedGreetings(t.database.db, t.app.storage, { demoAgencyId: t.ids.demoAgencyId });
  }, 120_000);

  it('answers 503 MEDIA_TOOL_UNAVAILABLE for a video, and still handles images', async () => {
    const superadmin = await loginStaff(t.app, '9000000001');
    const posts = (await superadmin.get('/api/v1/image-post?scope=global&limit=100')).json().data.list as {
      imageId: string;
      mediaType: string;
    }[];
    expect(posts.length).toBeGreaterThan(20);
    const videoPost = posts.find((p) => p.mediaType === 'VIDEO');
    const imagePost = posts.find((p) => p.mediaType === 'IMAGE');
    const res = await superadmin.post('/api/v1/image-post/generate-low-quality-image-post', {
      imageIds: [videoPost?.imageId],
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().data).toMatchObject({ code: 'MEDIA_TOOL_UNAVAILABLE' });
    expect(res.json().data.message).toContain('ffprobe');
    const image = await superadmin.post('/api/v1/image-post/generate-low-quality-image-post', {
      imageIds: [imagePost?.imageId],
    });
    expect(image.statusCode).toBe(200);
    expect(image.json().data).toEqual({ generated: 1 });
  });
});
