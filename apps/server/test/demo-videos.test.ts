import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROMO_VIDEO_SIZES } from '@panel/shared/schemas/video.ts';
import { businesses } from '../src/db/schema/index.ts';
import type { JobQueue } from '../src/integrations/jobs/queue.ts';
import type { PromoJobData } from '../src/modules/videos/render-job.ts';
import { seedVideos } from '../src/seed/videos.ts';
import { buildTestApp, loginDemoCustomer, loginStaff, type Client, type TestApp } from './helpers.ts';
import { runTool } from './tools.ts';

/**
 * The demo's promotional-video library ships rendered (seed/videos-library/): a fresh start has
 * every template's preview and Demo Traders' video ready at once, with no render queued; what differs
 * from what the library was made from is rendered by the worker instead.
 */
function recordingQueue(): JobQueue & { sent: PromoJobData[] } {
  const sent: PromoJobData[] = [];
  return {
    sent,
    work: async () => undefined,
    send: async <T extends object>(_name: string, data: T) => {
      sent.push(data as PromoJobData);
      return String(sent.length);
    },
  };
}

async function seedWithQueue(t: TestApp) {
  const jobs = recordingQueue();
  await seedVideos(t.app.db, { storage: t.app.storage, jobs }, t.ids);
  return jobs.sent;
}

/** Width, height and length of an MP4 served at `url`, read by ffprobe. */
async function probeServed(client: Client, url: string) {
  const res = await client.get(new URL(url, 'http://localhost').pathname);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('video/mp4');
  const file = join(tmpdir(), `demo-video-${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(file, res.rawPayload);
  const out = await runTool('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:format=duration'],
    ...['-of', 'json', file],
  ]);
  const probed = JSON.parse(out) as {
    streams: { width: number; height: number }[];
    format: { duration: string };
  };
  return { ...probed.streams[0], duration: Number(probed.format.duration) };
}

describe('a fresh demo', () => {
  it(
    'has every template preview and Demo Traders’ video ready, with nothing queued',
    { timeout: 60_000 },
    async () => {
      const t = await buildTestApp({ seed: 'full' });
      expect(await seedWithQueue(t)).toEqual([]);

      const superadmin = await loginStaff(t.app, '9000000001');
      const list = await superadmin.get('/api/v1/video/template?limit=50');
      const templates = list.json().data.list as {
        name: string;
        videoRatio: keyof typeof PROMO_VIDEO_SIZES;
        previewStatus: string;
        previewUrl: string | null;
        posterUrl: string | null;
      }[];
      expect(templates).toHaveLength(6);
      for (const tpl of templates) {
        expect(tpl, tpl.name).toMatchObject({ previewStatus: 'ready', previewUrl: expect.any(String) });
        const probed = await probeServed(superadmin, tpl.previewUrl ?? '');
        // Previews are a third of the full size, as the worker makes them.
        expect(probed.width).toBe(Math.round(PROMO_VIDEO_SIZES[tpl.videoRatio].width / 3));
        expect(probed.duration).toBeGreaterThan(5);
      }

      const customer = await loginDemoCustomer(t.app);
      const mine = await customer.get(
        `/api/v1/video/user-video/getUserVideosByBusiness?businessId=${t.ids.businessId}`,
      );
      const [video] = mine.json().data.list as {
        renderStatus: string;
        url: string | null;
        videoRatio: string;
      }[];
      expect(video).toMatchObject({ renderStatus: 'ready', url: expect.any(String) });
      const probed = await probeServed(customer, video?.url ?? '');
      expect(probed).toMatchObject(PROMO_VIDEO_SIZES[video?.videoRatio as keyof typeof PROMO_VIDEO_SIZES]);
    },
  );

  it(
    'renders Demo Traders’ video when its values differ from the shipped one',
    { timeout: 60_000 },
    async () => {
      const t = await buildTestApp({ seed: 'full' });
      // Renamed before the first start: the shipped video would show the old name.
      await t.app.db
        .update(businesses)
        .set({ businessName: 'Demo Traders & Sons' })
        .where(eq(businesses.id, t.ids.businessId));
      const sent = await seedWithQueue(t);
      expect(sent).toEqual([{ kind: 'video', videoId: expect.any(String), attempt: 1 }]);

      const customer = await loginDemoCustomer(t.app);
      const mine = await customer.get(
        `/api/v1/video/user-video/getUserVideosByBusiness?businessId=${t.ids.businessId}`,
      );
      expect(mine.json().data.list[0]).toMatchObject({ renderStatus: 'queued', url: null });
    },
  );
});
