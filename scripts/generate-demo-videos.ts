/**
 * Makes the demo promotional-video library (apps/server/src/seed/videos-library/): the previews of
 * the demo templates and Demo Traders' video, rendered exactly as the server's worker renders them.
 * It seeds a throwaway in-memory demo, runs every render the seed asks for through the real job
 * (runPromoJob), then keeps each output under the digest of what it was made from (library.json),
 * which is how seeding finds it. Run it after changing a demo template or the demo's video values,
 * and commit all outputs; until then a start renders what changed in its worker.
 * Run: npx tsx scripts/generate-demo-videos.ts (ffmpeg and ffprobe as the server finds them).
 */
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { templateDescriptionSchema } from '@panel/shared/schemas/video.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { userVideos, videoTemplates } from '../apps/server/src/db/schema/index.ts';
import { createMediaTools } from '../apps/server/src/integrations/media-tools.ts';
import type { JobQueue } from '../apps/server/src/integrations/jobs/queue.ts';
import { localDiskStorage } from '../apps/server/src/integrations/storage/local-disk.ts';
import {
  DEMO_SLOT_VALUES,
  renderDigest,
  runPromoJob,
  type PromoJobData,
} from '../apps/server/src/modules/videos/render-job.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import {
  DEMO_VIDEO_LIBRARY_DIR,
  DEMO_VIDEO_MANIFEST,
  type DemoVideoManifest,
} from '../apps/server/src/seed/videos.ts';

const work = await mkdtemp(path.join(tmpdir(), 'demo-videos-'));
const storage = localDiskStorage(work);
const database = await openDatabase({});
await migrateDatabase(database);
const { db } = database;

// Seed against an empty library, so every render is queued here instead of copied.
await rm(DEMO_VIDEO_LIBRARY_DIR, { recursive: true, force: true });
await mkdir(DEMO_VIDEO_LIBRARY_DIR, { recursive: true });
await writeFile(DEMO_VIDEO_LIBRARY_DIR + DEMO_VIDEO_MANIFEST, '{}\n');

const queued: PromoJobData[] = [];
const jobs: JobQueue = {
  work: async () => undefined,
  send: async <T extends object>(_name: string, data: T) => {
    queued.push(data as PromoJobData);
    return String(queued.length);
  },
};
await seedDemo(db, ['localhost'], loadConfig({}), { storage, jobs });

const tools = createMediaTools(process.env, {
  info: () => undefined,
  error: (o, m) => console.error(m, JSON.stringify(o)),
});
const deps = { db, storage, jobs, tools, timeoutMs: 20 * 60_000 };
for (const [i, job] of queued.entries()) {
  const t0 = performance.now();
  await runPromoJob(deps, job, { retryCount: 0, signal: new AbortController().signal });
  console.log(
    `render ${i + 1}/${queued.length} (${job.kind}): ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const library: DemoVideoManifest = {};
async function keep(name: string, digest: string, key: string | null, durationSeconds: number) {
  if (!key) throw new Error(`${name} was not rendered`);
  const base = key.replace(/\.mp4$/, '');
  for (const ext of ['mp4', 'jpg']) {
    const stored = await storage.get(`${base}.${ext}`);
    if (!stored) throw new Error(`${base}.${ext} missing`);
    await writeFile(`${DEMO_VIDEO_LIBRARY_DIR}${name}.${ext}`, stored.body);
  }
  library[digest] = { file: name, durationSeconds };
}

for (const t of await db.select().from(videoTemplates)) {
  const description = templateDescriptionSchema.parse(t.description);
  const digest = renderDigest({
    kind: 'preview',
    description,
    ratio: t.videoRatio,
    values: DEMO_SLOT_VALUES,
    cardUrl: null,
  });
  await keep(`preview-${slug(t.name)}`, digest, t.previewKey, t.durationSeconds);
}
for (const v of await db.select().from(userVideos)) {
  const [t] = await db.select().from(videoTemplates).where(eq(videoTemplates.id, v.templateId));
  if (!t) throw new Error('template of the demo video missing');
  const digest = renderDigest({
    kind: 'video',
    description: templateDescriptionSchema.parse(t.description),
    ratio: v.videoRatio,
    values: v.slotValues,
    cardUrl: v.cardUrl,
  });
  await keep('demo-traders', digest, v.outputKey, v.durationSeconds);
}
await writeFile(DEMO_VIDEO_LIBRARY_DIR + DEMO_VIDEO_MANIFEST, `${JSON.stringify(library, null, 2)}\n`);
await database.close();
await rm(work, { recursive: true, force: true });
console.log(`${Object.keys(library).length} renders in ${DEMO_VIDEO_LIBRARY_DIR}`);
