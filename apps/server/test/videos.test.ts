import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanLimits } from '@panel/shared/schemas/plan.ts';
import {
  CLIP_FILE_RE,
  clipPosterKey,
  type SaveVideoTemplateBody,
  type UploadedClip,
  type UserVideo,
  type VideoTemplate,
} from '@panel/shared/schemas/video.ts';
import { buildApp } from '../src/app.ts';
import { businesses, userVideos, users } from '../src/db/schema/index.ts';
import { DEMO_VIDEO_PLAN, seedDemoVideoPlans } from '../src/seed/plans.ts';
import { buildTestApp, loginStaff, signUpCustomer, SOLO_HOST, type Client, type TestApp } from './helpers.ts';
import { runTool } from './tools.ts';

/**
 * Spec section 7 "Video": every call, who may make it, tenancy (404 for others' ids), the plan's
 * promotionalVideoLimit counted atomically, the single purchase starting a waiting video, and the
 * render job (retried once after a failure; a restart while queued or running still gives one video).
 */

// ffmpeg behind two switches: while `fail-next` exists the next run fails once (a transient
// failure); while `hang-next` exists the next run never ends by itself (a render cut off by a restart).
const dir = mkdtempSync(join(tmpdir(), 'videos-test-'));
const failMarker = join(dir, 'fail-next');
const hangMarker = join(dir, 'hang-next');
const flakyFfmpeg = join(dir, 'ffmpeg');
writeFileSync(
  flakyFfmpeg,
  [
    '#!/bin/sh',
    `if [ -f "${failMarker}" ]; then rm -f "${failMarker}"; echo "simulated crash" >&2; exit 1; fi`,
    `if [ -f "${hangMarker}" ]; then rm -f "${hangMarker}"; exec sleep 300; fi`,
    `exec ${process.env.FFMPEG_PATH ?? 'ffmpeg'} "$@"`,
    '',
  ].join('\n'),
);
chmodSync(flakyFfmpeg, 0o755);

let t: TestApp;
let superadmin: Client;
let admin: Client;
let franchisee: Client;

const T = '/api/v1/video/template';
const V = '/api/v1/video/user-video';

const PLAN: PlanLimits = {
  digitalCardIncluded: true,
  digitalCardLimit: 1,
  greetingImagesIncluded: false,
  greetingImagesLimit: 0,
  greetingVideosIncluded: false,
  greetingVideosLimit: 0,
  pdfCardIncluded: false,
  pdfCardLimit: 0,
  promotionalVideoIncluded: true,
  promotionalVideoLimit: 1,
};

/** A one-second template: cheap to render, still every part of the pipeline. */
const shortTemplate = (over: Partial<SaveVideoTemplateBody> = {}): SaveVideoTemplateBody => ({
  name: `Quick sale ${Math.random().toString(36).slice(2, 6)}`,
  category: 'sale-offer',
  status: 'published',
  popularity: 5,
  description: {
    ratios: ['9*16', '16*9'],
    music: { file: null, volume: 0.8 },
    scenes: [
      {
        duration: 1,
        background: { type: 'color', color: '#7c2d12' },
        slots: [
          {
            kind: 'businessName',
            box: { x: 0.1, y: 0.4, w: 0.8, h: 0.15 },
            start: 0,
            end: 1,
            animation: 'fade',
          },
        ],
      },
    ],
  },
  ...over,
});

beforeAll(async () => {
  // A short grace: the restart test stops the server in the middle of a render that never ends.
  t = await buildTestApp({ env: { FFMPEG_PATH: flakyFfmpeg, JOB_STOP_GRACE_SECONDS: '2' } });
  await seedDemoVideoPlans(t.app.db, t.ids.demoAgencyId);
  [superadmin, admin, franchisee] = await Promise.all([
    loginStaff(t.app, '9000000001'),
    loginStaff(t.app, '9000000002'),
    loginStaff(t.app, '9000000004'),
  ]);
  // A fresh database, the demo world and three sign-ins: slow on a busy shared machine.
}, 180_000);

async function createTemplate(over: Partial<SaveVideoTemplateBody> = {}): Promise<VideoTemplate> {
  const res = await superadmin.post(T, shortTemplate(over));
  if (res.statusCode !== 200) throw new Error(`template save failed: ${res.body}`);
  return res.json().data as VideoTemplate;
}

async function customerWithBusiness(
  opts: { limits?: Partial<PlanLimits>; plan?: boolean; host?: string } = {},
) {
  const { client, user } = await signUpCustomer(t.app, { host: opts.host });
  const [agency] = await t.app.db.select({ id: users.agencyId }).from(users).where(eq(users.id, user.userId));
  const [b] = await t.app.db
    .insert(businesses)
    .values({
      agencyId: agency?.id ?? '',
      ownerUserId: user.userId,
      businessName: 'Sharma Traders',
      phoneNumbers: ['9876543210'],
      ...(opts.plan === false
        ? {}
        : {
            activePlanId: 'test-plan',
            activePlanName: 'Test plan',
            planLimits: { ...PLAN, ...opts.limits },
            planFrameVisibility: {
              hideRegularFrame: false,
              hideProductFrame: false,
              hidePoliticalFrame: false,
            },
            planValidFrom: '2026-01-01',
            expiryDateForCustomer: '2099-12-31',
          }),
    })
    .returning({ id: businesses.id });
  return { client, businessId: b?.id ?? '', userId: user.userId };
}

const values = { businessName: 'Sharma Traders', phone: '98765 43210' };

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 90_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function uploadClip(client: Client, body: Buffer) {
  const boundary = 'clipupload';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.raw('POST', `${T}/background-clip`, payload, `multipart/form-data; boundary=${boundary}`);
}

const videoOf = async (client: Client, videoNo: number) =>
  (await client.get(`${V}/${videoNo}`)).json().data as UserVideo;
const finished = (v: UserVideo) => v.renderStatus === 'ready' || v.renderStatus === 'failed';

describe('video templates', () => {
  it(
    'a superadmin who is also admin creates, previews, lists, ranks and deletes a template',
    { timeout: 120_000 },
    async () => {
      const created = await createTemplate({ status: 'draft' });
      expect(created).toMatchObject({ status: 'draft', videoRatio: '9*16', durationSeconds: 1 });
      expect(created.previewStatus).toBe('queued');

      const previewed = await waitFor(
        async () => (await superadmin.get(`${T}/${created.templateId}`)).json().data as VideoTemplate,
        (x) => x.previewStatus === 'ready' || x.previewStatus === 'failed',
      );
      expect(previewed.previewStatus).toBe('ready');
      expect(previewed.previewUrl).toMatch(/\.mp4$/);
      expect(previewed.posterUrl).toMatch(/\.jpg$/);

      // A draft is the editors' only.
      const { client } = await customerWithBusiness();
      expect((await client.get(`${T}/${created.templateId}`)).statusCode).toBe(404);
      const published = await superadmin.post(T, {
        ...shortTemplate({ status: 'published', name: previewed.name }),
        templateId: created.templateId,
      });
      expect(published.statusCode).toBe(200);
      const seen = await client.get(`${T}?category=sale-offer&videoRatio=16*9&limit=100`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data.list.map((x: VideoTemplate) => x.templateId)).toContain(created.templateId);
      expect((await client.get(`${T}?category=shop-opening`)).json().data.list).toEqual([]);

      // Picking adds one; only editors set the number.
      const picked = await client.put(`${T}/popularity`, { templateId: created.templateId });
      expect(picked.json().data).toEqual({ templateId: created.templateId, popularity: 6 });
      expect(
        (await client.put(`${T}/popularity`, { templateId: created.templateId, popularity: 99 })).statusCode,
      ).toBe(403);
      const set = await superadmin.put(`${T}/popularity`, { templateId: created.templateId, popularity: 99 });
      expect(set.json().data.popularity).toBe(99);

      const gone = await superadmin.delete(T, { templateId: created.templateId });
      expect(gone.json().data).toEqual({ templateId: created.templateId, deleted: true });
      expect((await superadmin.get(`${T}/${created.templateId}`)).statusCode).toBe(404);
      expect((await superadmin.delete(T, { templateId: created.templateId })).statusCode).toBe(404);
    },
  );

  it('only a superadmin who is also admin or franchisee-with-all-card-access manages templates', async () => {
    const body = shortTemplate();
    for (const c of [admin, franchisee, (await customerWithBusiness()).client]) {
      expect((await c.post(T, body)).statusCode).toBe(403);
      expect((await c.delete(T, { templateId: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
        403,
      );
    }
  });

  it('refuses bad templates with 400 and field messages, never a 5xx', async () => {
    const bad = [
      { ...shortTemplate(), category: 'cooking' },
      { ...shortTemplate(), name: '' },
      shortTemplate({
        description: {
          ratios: ['9*16'],
          music: { file: null, volume: 1 },
          scenes: [{ duration: 1, background: { type: 'color', color: 'red' }, slots: [] }],
        },
      }),
      shortTemplate({
        description: {
          ratios: ['9*16'],
          music: { file: null, volume: 1 },
          scenes: [
            {
              duration: 2,
              background: { type: 'color', color: '#000000' },
              slots: [{ kind: 'phone', box: { x: 0.5, y: 0.5, w: 0.8, h: 0.1 }, start: 1, end: 0.5 }],
            },
          ],
        },
      }),
      shortTemplate({
        description: {
          ratios: ['9*16'],
          music: { file: 'video-templates/music/none.wav', volume: 1 },
          scenes: [
            {
              duration: 1,
              background: { type: 'image', file: 'video/image/00000000-0000-4000-8000-000000000000' },
              slots: [],
            },
          ],
        },
      }),
      { ...shortTemplate(), templateId: 'nope' },
    ];
    for (const body of bad) {
      const res = await superadmin.post(T, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().data.message).toBeTruthy();
    }
    expect(
      (await superadmin.post(T, { ...shortTemplate(), templateId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await superadmin.get(`${T}/not-a-uuid`)).statusCode).toBe(404);
    expect((await superadmin.put(`${T}/popularity`, { templateId: 5 })).statusCode).toBe(400);
    expect((await superadmin.delete(T, {})).statusCode).toBe(400);
  });

  it(
    'a background clip is uploaded (ffprobe-checked), used by a scene and previewed',
    { timeout: 120_000 },
    async () => {
      const clip = join(dir, 'clip.mp4');
      await runTool(t.app.mediaTools.ffmpeg.path, [
        ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=480x270:rate=25:duration=1.5'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
      ]);
      const res = await uploadClip(superadmin, readFileSync(clip));
      expect(res.statusCode, res.body).toBe(201);
      const uploaded = res.json().data as UploadedClip;
      expect(uploaded).toMatchObject({ width: 480, height: 270 });
      expect(Math.abs(uploaded.durationSeconds - 1.5)).toBeLessThan(0.1);
      expect(uploaded.file).toMatch(CLIP_FILE_RE);
      expect(uploaded.posterUrl).toMatch(/\.jpg$/);
      expect((await t.app.storage.get(clipPosterKey(uploaded.file)))?.body.subarray(0, 2)).toEqual(
        Buffer.from([0xff, 0xd8]),
      );

      const description = (file: string): SaveVideoTemplateBody['description'] => ({
        ratios: ['16*9'],
        music: { file: null, volume: 1 },
        scenes: [{ duration: 2, background: { type: 'video', file }, slots: [] }],
      });
      const missing = await superadmin.post(
        T,
        shortTemplate({
          description: description(uploaded.file.replace(/^.{30}/, 'video-templates/clips/00000000')),
        }),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().data.message).toBe('A background clip is missing. Upload it again.');
      // A picture's name is not a clip.
      expect(
        (await superadmin.post(T, shortTemplate({ description: description('video/image/x.mp4') })))
          .statusCode,
      ).toBe(400);

      const saved = await createTemplate({ description: description(uploaded.file) });
      expect(saved.backgroundUrls[uploaded.file]).toBe(uploaded.posterUrl);
      const previewed = await waitFor(
        async () => (await superadmin.get(`${T}/${saved.templateId}`)).json().data as VideoTemplate,
        (x) => x.previewStatus === 'ready' || x.previewStatus === 'failed',
      );
      expect(previewed.previewStatus).toBe('ready');

      // Not a clip, nothing, or not a template manager.
      const png = await uploadClip(
        superadmin,
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
      );
      expect(png.statusCode).toBe(415);
      expect(png.json().data.message).toBe('Only MP4, MOV or WebM video clips can be uploaded here.');
      const broken = await uploadClip(
        superadmin,
        Buffer.concat([readFileSync(clip).subarray(0, 64), Buffer.alloc(64)]),
      );
      expect(broken.statusCode).toBe(415);
      expect((await uploadClip(superadmin, Buffer.alloc(0))).statusCode).toBe(400);
      expect((await uploadClip(admin, readFileSync(clip))).statusCode).toBe(403);
    },
  );

  it('customers of an agency without video get 403 on every video call', async () => {
    const { client, businessId } = await customerWithBusiness({ host: SOLO_HOST });
    const template = await createTemplate();
    for (const res of [
      await client.get(T),
      await client.get(`${T}/${template.templateId}`),
      await client.put(`${T}/popularity`, { templateId: template.templateId }),
      await client.get(V),
      await client.get(`${V}/slot-values?businessId=${businessId}`),
      await client.post(V, { businessId, templateId: template.templateId, slotValues: values }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().data.message).toBe('Promotional videos are not offered by this agency.');
    }
  });
});

describe('customers’ videos', () => {
  let template: VideoTemplate;
  beforeAll(async () => {
    template = await createTemplate();
  }, 60_000);

  it(
    'renders within the plan, then waits for a purchase; the purchase starts it',
    { timeout: 180_000 },
    async () => {
      const { client, businessId } = await customerWithBusiness();
      const first = await client.post(V, { businessId, templateId: template.templateId, slotValues: values });
      expect(first.statusCode).toBe(201);
      const made = first.json().data as UserVideo;
      expect(made).toMatchObject({
        renderStatus: 'queued',
        charge: 'plan',
        width: 1080,
        height: 1920,
        videoRatio: '9*16',
      });

      const ready = await waitFor(() => videoOf(client, made.videoNo), finished);
      expect(ready).toMatchObject({ renderStatus: 'ready', progress: 100, error: null });
      expect(ready.url).toMatch(/\.mp4$/);

      // Over the plan's limit of 1: kept, waiting for the single purchase.
      const second = await client.post(V, {
        businessId,
        templateId: template.templateId,
        videoRatio: '16*9',
        slotValues: values,
      });
      expect(second.statusCode).toBe(201);
      const waiting = second.json().data as UserVideo;
      expect(waiting).toMatchObject({
        renderStatus: 'payment_required',
        charge: null,
        width: 1920,
        height: 1080,
      });
      expect(waiting.error).toBe(
        'Your plan has no promotional videos left. Buy this video or upgrade your plan.',
      );

      const paid = await admin.post('/api/v1/video/user-video-payment', {
        videoNo: waiting.videoNo,
        planId: DEMO_VIDEO_PLAN.id,
        businessId,
        isManualUpdate: true,
      });
      expect(paid.statusCode).toBe(200);
      const bought = await waitFor(() => videoOf(client, waiting.videoNo), finished);
      expect(bought).toMatchObject({ renderStatus: 'ready', charge: 'purchase' });

      // Lists: the owner's, by business, and the staff's All Projects.
      const mine = (await client.get(`${V}?businessId=${businessId}`)).json().data;
      expect(mine.total).toBe(2);
      const byBusiness = (await client.get(`${V}/getUserVideosByBusiness?businessId=${businessId}`)).json()
        .data;
      expect(byBusiness.list.map((x: UserVideo) => x.videoNo).sort()).toEqual(
        [made.videoNo, waiting.videoNo].sort(),
      );
      const staff = (await admin.get(`${V}?projectType=promotional_video&search=${made.videoNo}`)).json()
        .data;
      expect(staff.list).toHaveLength(1);
      expect(staff.list[0]).toMatchObject({
        videoNo: made.videoNo,
        businessName: 'Sharma Traders',
        templateName: template.name,
      });
      // Export CSV: the same filtered rows as report.csv.
      const csv = await admin.get(`${V}?projectType=promotional_video&search=${made.videoNo}&format=csv`);
      expect(csv.headers['content-disposition']).toContain('filename="report.csv"');
      expect(parseCsv(csv.body, { bom: true, columns: true })).toEqual([
        expect.objectContaining({
          'Video no': String(made.videoNo),
          'Business name': 'Sharma Traders',
          Template: template.name,
          Status: 'Active',
        }),
      ]);
      // A plain franchisee sees only what they made: not this customer's.
      expect((await franchisee.get(`${V}/${made.videoNo}`)).statusCode).toBe(404);
      expect((await franchisee.get(`${V}?projectType=promotional_video`)).json().data.total).toBe(0);
    },
  );

  it('two renders at once cannot pass the plan limit', { timeout: 60_000 }, async () => {
    const { client, businessId } = await customerWithBusiness({ limits: { promotionalVideoLimit: 2 } });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post(V, { businessId, templateId: template.templateId, slotValues: values }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const charges = results.map((r) => (r.json().data as UserVideo).charge);
    expect(charges.filter((c) => c === 'plan')).toHaveLength(2);
    expect(charges.filter((c) => c === null)).toHaveLength(3);
    // Drop them so the renders do not hold up later tests.
    for (const r of results) await client.delete(V, { videoNo: r.json().data.videoNo });
  });

  it('without a plan including videos every video waits for a purchase; once bought, any read starts it', async () => {
    const { client, businessId } = await customerWithBusiness({ plan: false });
    const res = await client.post(V, { businessId, templateId: template.templateId, slotValues: values });
    const waiting = res.json().data as UserVideo;
    expect(waiting).toMatchObject({ renderStatus: 'payment_required', charge: null });
    const paid = await admin.post('/api/v1/video/user-video-payment', {
      videoNo: waiting.videoNo,
      planId: DEMO_VIDEO_PLAN.id,
      businessId,
      isManualUpdate: true,
    });
    expect(paid.statusCode).toBe(200);
    // My Projects' list, not the video's own page.
    const listed = (await client.get(`${V}?businessId=${businessId}`)).json().data.list as UserVideo[];
    expect(listed.find((v) => v.videoNo === waiting.videoNo)).toMatchObject({ charge: 'purchase' });
    expect(listed.find((v) => v.videoNo === waiting.videoNo)?.renderStatus).not.toBe('payment_required');
    await client.delete(V, { videoNo: waiting.videoNo });
  });

  it('answers 400 for bad input and 404 for others’ businesses, videos and templates', async () => {
    const a = await customerWithBusiness({ plan: false });
    const b = await customerWithBusiness({ plan: false });
    const own = (
      await a.client.post(V, {
        businessId: a.businessId,
        templateId: template.templateId,
        slotValues: values,
      })
    ).json().data as UserVideo;

    for (const body of [
      {},
      { businessId: a.businessId, templateId: 'x', slotValues: values },
      {
        businessId: a.businessId,
        templateId: template.templateId,
        slotValues: { businessName: 'x'.repeat(81) },
      },
      { businessId: a.businessId, templateId: template.templateId, slotValues: { logo: '../etc/passwd' } },
      { businessId: a.businessId, templateId: template.templateId, videoRatio: '4*3', slotValues: values },
    ])
      expect((await a.client.post(V, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await a.client.get(`${V}/abc`)).statusCode).toBe(400);
    expect((await a.client.delete(V, { videoNo: 'x' })).statusCode).toBe(400);
    expect(
      (await admin.post(`${V}/updateUserVideoStatus`, { videoNo: own.videoNo, status: 'gone' })).statusCode,
    ).toBe(400);
    expect((await a.client.get(`${V}?projectType=digital_card`)).statusCode).toBe(400);

    // Someone else's business, video or an unknown template: 404 as if they did not exist.
    expect(
      (
        await b.client.post(V, {
          businessId: a.businessId,
          templateId: template.templateId,
          slotValues: values,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await a.client.post(V, {
          businessId: a.businessId,
          templateId: '00000000-0000-4000-8000-000000000000',
          slotValues: values,
        })
      ).statusCode,
    ).toBe(404);
    expect((await b.client.get(`${V}/${own.videoNo}`)).statusCode).toBe(404);
    expect((await b.client.delete(V, { videoNo: own.videoNo })).statusCode).toBe(404);
    expect((await b.client.get(`${V}/getUserVideosByBusiness?businessId=${a.businessId}`)).statusCode).toBe(
      404,
    );
    expect((await b.client.get(`${V}/slot-values?businessId=${a.businessId}`)).statusCode).toBe(404);
    expect(
      (
        await b.client.post(V, {
          businessId: b.businessId,
          templateId: template.templateId,
          slotValues: values,
          videoNo: own.videoNo,
        })
      ).statusCode,
    ).toBe(404);
    const solo = await loginStaff(t.app, '9000000006', SOLO_HOST);
    expect(
      (await solo.post(`${V}/updateUserVideoStatus`, { videoNo: own.videoNo, status: 'inactive' }))
        .statusCode,
    ).toBe(404);

    // Staff only for status; customers are refused.
    expect(
      (await a.client.post(`${V}/updateUserVideoStatus`, { videoNo: own.videoNo, status: 'inactive' }))
        .statusCode,
    ).toBe(403);
    const off = await admin.post(`${V}/updateUserVideoStatus`, { videoNo: own.videoNo, status: 'inactive' });
    expect(off.json().data).toMatchObject({ videoNo: own.videoNo, status: 'inactive', url: null });

    const prefilled = (await a.client.get(`${V}/slot-values?businessId=${a.businessId}`)).json().data;
    expect(prefilled.slotValues).toMatchObject({ businessName: 'Sharma Traders', phone: '9876543210' });

    const deleted = await a.client.delete(V, { videoNo: own.videoNo });
    expect(deleted.json().data).toEqual({ videoNo: own.videoNo, deleted: true });
    expect((await a.client.get(`${V}/${own.videoNo}`)).statusCode).toBe(404);
  });

  it('a plain franchisee sees the videos of businesses they made and no others; switching off and deleting are an admin’s', async () => {
    const made = await customerWithBusiness({ plan: false });
    const other = await customerWithBusiness({ plan: false });
    const [me] = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phoneNumber, '9000000004'));
    await t.app.db
      .update(businesses)
      .set({ madeByUserId: me?.id, businessMadeBy: '9000000004' })
      .where(eq(businesses.id, made.businessId));
    const mine = (
      await made.client.post(V, {
        businessId: made.businessId,
        templateId: template.templateId,
        slotValues: values,
      })
    ).json().data as UserVideo;
    const theirs = (
      await other.client.post(V, {
        businessId: other.businessId,
        templateId: template.templateId,
        slotValues: values,
      })
    ).json().data as UserVideo;

    const list = (await franchisee.get(`${V}?projectType=promotional_video&limit=100`)).json().data;
    const seen = list.list.map((v: UserVideo) => v.videoNo);
    expect(seen).toContain(mine.videoNo);
    expect(seen).not.toContain(theirs.videoNo);
    expect((await franchisee.get(`${V}/${mine.videoNo}`)).statusCode).toBe(200);
    expect((await franchisee.get(`${V}/${theirs.videoNo}`)).statusCode).toBe(404);
    // Issue 13: a video's status and deleting it are an admin's (a customer deletes their own).
    for (const videoNo of [mine.videoNo, theirs.videoNo]) {
      expect(
        (await franchisee.post(`${V}/updateUserVideoStatus`, { videoNo, status: 'inactive' })).statusCode,
      ).toBe(403);
      expect((await franchisee.delete(V, { videoNo })).statusCode).toBe(403);
    }
    const off = await admin.post(`${V}/updateUserVideoStatus`, { videoNo: mine.videoNo, status: 'inactive' });
    expect(off.json().data).toMatchObject({ videoNo: mine.videoNo, status: 'inactive', url: null });
    expect((await franchisee.get(`${V}/${mine.videoNo}`)).json().data.status).toBe('inactive');
    expect((await admin.delete(V, { videoNo: theirs.videoNo })).json().data).toEqual({
      videoNo: theirs.videoNo,
      deleted: true,
    });
    expect((await made.client.delete(V, { videoNo: mine.videoNo })).statusCode).toBe(200);
  });

  it('a render that fails once is retried and comes out', { timeout: 120_000 }, async () => {
    const { client, businessId } = await customerWithBusiness();
    writeFileSync(failMarker, '1');
    const made = (
      await client.post(V, { businessId, templateId: template.templateId, slotValues: values })
    ).json().data as UserVideo;
    const ready = await waitFor(() => videoOf(client, made.videoNo), finished);
    expect(existsSync(failMarker)).toBe(false);
    expect(ready.renderStatus).toBe('ready');
  });
});

// Last in the file: they close the shared app, as a server restart would.
describe('restarts', () => {
  it(
    'a video queued or being made when the server stops comes out once from the next server',
    { timeout: 180_000 },
    async () => {
      const template = await createTemplate();
      // Its preview first, so the hanging run below is the video's.
      await waitFor(
        async () => (await superadmin.get(`${T}/${template.templateId}`)).json().data as VideoTemplate,
        (x) => x.previewStatus === 'ready' || x.previewStatus === 'failed',
      );
      const queued = await customerWithBusiness();
      const running = await customerWithBusiness();
      // The first render hangs: the server stops in the middle of it (after its 2 s of grace).
      writeFileSync(hangMarker, '1');
      const a = (
        await running.client.post(V, {
          businessId: running.businessId,
          templateId: template.templateId,
          slotValues: values,
        })
      ).json().data as UserVideo;
      // ffmpeg has started (and hangs) once the marker is gone.
      await waitFor(
        async () => existsSync(hangMarker),
        (present) => !present,
        60_000,
      );
      expect((await videoOf(running.client, a.videoNo)).renderStatus).toBe('rendering');
      const b = (
        await queued.client.post(V, {
          businessId: queued.businessId,
          templateId: template.templateId,
          slotValues: values,
        })
      ).json().data as UserVideo;
      await t.app.close();
      const stopped = await t.database.db.select().from(userVideos).where(eq(userVideos.videoNo, a.videoNo));
      expect(stopped[0]).toMatchObject({ renderStatus: 'rendering', outputKey: null });

      const next = await buildApp({ config: t.config, database: t.database, logger: false });
      await next.ready();
      try {
        for (const videoNo of [a.videoNo, b.videoNo]) {
          const row = await waitFor(
            async () =>
              (await t.database.db.select().from(userVideos).where(eq(userVideos.videoNo, videoNo)))[0],
            (r) => r?.renderStatus === 'ready' || r?.renderStatus === 'failed',
          );
          expect(row).toMatchObject({ renderStatus: 'ready', progress: 100, attempt: 1 });
          expect(await next.storage.get(row?.outputKey ?? '')).not.toBeNull();
        }
      } finally {
        await next.close();
      }
    },
  );
});
