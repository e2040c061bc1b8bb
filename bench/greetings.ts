/**
 * Branded greeting render time, SQUARE and STORY: the renderer alone (cold), the whole API call cold
 * (new variant: render + store) and cached (same variant again), each next to a bare sharp composite
 * of the same size in the same run (post + a ready-made overlay PNG → JPEG), printed as a ratio.
 * Then greeting video render time per second of video. In-process on PGlite.
 * Run: npm run bench greetings (or npx tsx bench/greetings.ts). BENCH_RENDERS (default 15).
 */
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { businesses } from '../apps/server/src/db/schema/index.ts';
import {
  OUTPUT_SIZES,
  renderFrameOverlay,
  renderGreetingImage,
} from '../apps/server/src/integrations/renderers/greeting-frame.ts';
import {
  renderGreetingVideo,
  VIDEO_SIZES,
} from '../apps/server/src/integrations/renderers/greeting-video.ts';
import { DEMO_PASSWORD, seedDemoCore } from '../apps/server/src/seed/demo.ts';
import { DEMO_LIBRARY_DIR, seedGreetings } from '../apps/server/src/seed/greetings.ts';
import { printTable } from './support/server.ts';

const N = Number(process.env.BENCH_RENDERS ?? 15);
const shapes = ['SQUARE', 'STORY'] as const;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};
async function time(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    out.push(performance.now() - t0);
  }
  return out;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-greetings-'));
const config = loadConfig({ APP_MODE: 'demo', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
const database = await openDatabase({});
await migrateDatabase(database);
const ids = await seedDemoCore(database.db, ['localhost'], config);
const app = await buildApp({ config, database, logger: false });
await app.ready();
await seedGreetings(database.db, app.storage, { demoAgencyId: ids.demoAgencyId });
await database.db
  .update(businesses)
  .set({
    activePlanId: 'bench',
    activePlanName: 'Bench',
    planValidFrom: '2026-01-01',
    expiryDateForCustomer: '2099-12-31',
    planLimits: {
      digitalCardIncluded: true,
      digitalCardLimit: 1,
      greetingImagesIncluded: true,
      greetingImagesLimit: -1,
      greetingVideosIncluded: true,
      greetingVideosLimit: -1,
      pdfCardIncluded: false,
      pdfCardLimit: 0,
      promotionalVideoIncluded: false,
      promotionalVideoLimit: 0,
    },
    planFrameVisibility: { hideRegularFrame: false, hideProductFrame: false, hidePoliticalFrame: false },
  })
  .where(eq(businesses.id, ids.businessId));
const login = await app.inject({
  method: 'POST',
  url: '/api/v1/login',
  headers: { host: 'localhost' },
  payload: { phoneNumber: '9000000010', password: DEMO_PASSWORD },
});
const cookie = (login.cookies as { name: string; value: string }[])
  .map((c) => `${c.name}=${c.value}`)
  .join('; ');
const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { host: 'localhost', cookie } }).then((r) => {
    if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
    return r.json().data;
  });

const DETAIL_SETS = [
  ['name'],
  ['phone'],
  ['name', 'phone'],
  ['email'],
  ['name', 'email'],
  ['website'],
  ['name', 'website'],
  ['address'],
  ['name', 'address'],
  ['phone', 'email'],
  ['phone', 'website'],
  ['phone', 'address'],
  ['email', 'website'],
  ['email', 'address'],
  ['website', 'address'],
  ['name', 'phone', 'email'],
  ['name', 'phone', 'website'],
  ['name', 'phone', 'address'],
];

const rows: Record<string, string | number>[] = [];
for (const shape of shapes) {
  const size = OUTPUT_SIZES[shape];
  const post = await api('GET', `/api/v1/image-post?mediaType=IMAGE&frameShape=${shape}&limit=1`).then(
    (d) => d.list[0],
  );
  const original = readFileSync(
    path.join(DEMO_LIBRARY_DIR, shape === 'SQUARE' ? 'holi-square.jpg' : 'holi-story.jpg'),
  );
  const details = {
    name: 'शर्मा ट्रेडर्स, पुणे',
    phone: '98765 43210',
    whatsapp: '98765 43210',
    email: 'hello@sharmatraders.in',
    address: '12, MG Road, Pune 411001',
  };
  const { png: overlay } = await renderFrameOverlay({ ...size, kind: 'regular', details });

  const bare = await time(N, () =>
    sharp(original)
      .resize(size.width, size.height)
      .composite([{ input: overlay }])
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
  const renderer = await time(N, (i) =>
    renderGreetingImage(original, {
      ...size,
      kind: 'regular',
      details: { ...details, name: `${details.name} ${i}` },
    }),
  );
  const apiCold = await time(Math.min(N, DETAIL_SETS.length), (i) =>
    api('POST', '/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId: ids.businessId,
      frame: 'regular',
      details: DETAIL_SETS[i],
    }),
  );
  const apiCached = await time(N, () =>
    api('POST', '/api/v1/image-post/render', {
      imageId: post.imageId,
      businessId: ids.businessId,
      frame: 'regular',
      details: DETAIL_SETS[0],
    }),
  );

  const b50 = pct(bare, 50);
  for (const [name, xs] of [
    ['bare sharp composite', bare],
    ['renderer (cold)', renderer],
    ['API render (cold)', apiCold],
    ['API render (cached)', apiCached],
  ] as const) {
    rows.push({
      shape,
      case: name,
      n: xs.length,
      'p50 ms': Math.round(pct(xs, 50)),
      'p95 ms': Math.round(pct(xs, 95)),
      'p50 / bare p50': (pct(xs, 50) / b50).toFixed(2),
    });
  }
}
printTable(`Greeting images (${N} runs each)`, rows);

const videoRows: Record<string, string | number>[] = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'bench-video-'));
for (const [file, ratio] of [
  ['good-morning-story.mp4', '9*16'],
  ['new-year-square.mp4', '16*9'],
] as const) {
  const size = VIDEO_SIZES[ratio];
  const { png, layout } = await renderFrameOverlay({
    ...size,
    kind: 'regular',
    details: { name: 'Sharma Traders', phone: '98765 43210' },
  });
  const overlayFile = path.join(tmp, 'frame.png');
  writeFileSync(overlayFile, png);
  let seconds = 0;
  const runs = await time(3, async () => {
    const probe = await renderGreetingVideo({
      tools: app.mediaTools,
      inputFile: path.join(DEMO_LIBRARY_DIR, file),
      overlayFile,
      outputFile: path.join(tmp, 'out.mp4'),
      ...size,
      content: layout.content,
      background: '#1f2937',
    });
    seconds = probe.durationSeconds;
  });
  videoRows.push({
    ratio,
    size: `${size.width}×${size.height}`,
    'video s': seconds,
    'p50 ms': Math.round(pct(runs, 50)),
    'ms per video second': Math.round(pct(runs, 50) / seconds),
  });
}
printTable('Greeting videos (3 runs each, ffmpeg libx264 veryfast)', videoRows);

await app.close();
await database.close();
