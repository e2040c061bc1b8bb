import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveMediaTool } from '../src/integrations/media-tools.ts';
import { DEMO_LIBRARY, demoPostFiles } from '../src/seed/greetings.ts';
import { DEMO_PASSWORD } from './helpers.ts';
import { runTool } from './tools.ts';

/**
 * A first run on a machine with Node alone: the real server process, started with a PATH that has
 * everything of this machine's except ffmpeg, ffprobe, Chromium, tesseract and poppler, and no
 * FFMPEG_PATH. The first start is killed (SIGKILL) while it seeds the greeting library; the next
 * start must still end with the complete demo, and render a greeting video with the npm packages'
 * ffmpeg and ffprobe.
 */
const HIDDEN = new Set([
  'ffmpeg',
  'ffprobe',
  'chromium',
  'chromium-browser',
  'chromium-headless-shell',
  'tesseract',
  'pdftoppm',
]);
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(path.join(tmpdir(), 'first-run-'));

/** A bin directory of symlinks to every command on this PATH but the hidden ones. */
function barePath(): string {
  const bin = path.join(work, 'bin');
  mkdirSync(bin);
  const seen = new Set<string>();
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (HIDDEN.has(name) || seen.has(name)) continue;
      seen.add(name);
      symlinkSync(path.join(dir, name), path.join(bin, name));
    }
  }
  return bin;
}

let databaseUrl: string | undefined;
let dropDatabase = async () => undefined as void;

async function freshPostgres(): Promise<void> {
  const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) return;
  const name = `panel_first_run_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
}

interface Started {
  child: ChildProcess;
  lines: string[];
  /** Resolves with the line that matched, or rejects when the process ends first. */
  waitFor(text: string): Promise<string>;
  exited: Promise<void>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: { text: string; resolve: (l: string) => void; reject: (e: Error) => void }[] = [];
  let buffered = '';
  const onData = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of waiters.filter((w) => line.includes(w.text))) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  void exited.then(() => {
    for (const w of waiters.splice(0))
      w.reject(new Error(`server ended before "${w.text}":\n${lines.slice(-20).join('\n')}`));
  });
  return {
    child,
    lines,
    exited,
    waitFor: (text) => {
      const seen = lines.find((l) => l.includes(text));
      if (seen) return Promise.resolve(seen);
      if (child.exitCode !== null || child.signalCode !== null)
        return Promise.reject(new Error(`server already ended:\n${lines.slice(-20).join('\n')}`));
      return new Promise((resolve, reject) => waiters.push({ text, resolve, reject }));
    },
  };
}

/** A browser-like client of the spawned server: JSON bodies, the session cookie, its own origin. */
function httpClient(base: string) {
  let cookie = '';
  return async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await fetch(base + url, {
      method,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    if (set.length) cookie = [...new Set([...cookie.split('; ').filter(Boolean), ...set])].join('; ');
    return res;
  };
}

const dataOf = async <T>(res: Response): Promise<T> => ((await res.json()) as { data: T }).data;

let env: Record<string, string>;
let running: Started | undefined;

beforeAll(async () => {
  await freshPostgres();
  env = {
    PATH: barePath(),
    HOME: work,
    DATA_DIR: path.join(work, 'data'),
    APP_MODE: 'demo',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
});

afterAll(async () => {
  if (running && running.child.exitCode === null) {
    running.child.kill('SIGTERM');
    await running.exited;
  }
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

describe('first run on a bare machine', () => {
  it('hides the media tools, Chromium, tesseract and poppler from the server', () => {
    for (const tool of HIDDEN) expect(readdirSync(env.PATH ?? '')).not.toContain(tool);
    expect(resolveMediaTool('ffmpeg', {}, env.PATH).source).toBe('npm');
    expect(resolveMediaTool('ffprobe', {}, env.PATH).source).toBe('npm');
  });

  it(
    'completes the demo after a start killed while seeding, and renders a greeting video',
    { timeout: 600_000 },
    async () => {
      // 1. Killed while it stores the greeting library's files: no library rows are committed.
      const first = startServer(env);
      await first.waitFor('demo seed: storing the greeting library');
      first.child.kill('SIGKILL');
      await first.exited;
      expect(first.lines.some((l) => l.includes('demo seed: complete'))).toBe(false);

      // 2. The next start finishes the demo, with the npm packages' ffmpeg and ffprobe.
      running = startServer(env);
      const listening = await running.waitFor('Server listening at');
      expect(running.lines.some((l) => l.includes('demo seed: greeting library added'))).toBe(true);
      const tools = JSON.parse(running.lines.find((l) => l.includes('"msg":"media tools"')) ?? '{}');
      expect(tools.ffmpeg?.source).toBe('npm');
      expect(tools.ffprobe?.source).toBe('npm');
      const port = /:(\d+)/.exec((JSON.parse(listening) as { msg: string }).msg.split('//')[1] ?? '')?.[1];
      const base = `http://127.0.0.1:${port}`;

      // 3. The whole library is there, with every post's files in storage.
      const admin = httpClient(base);
      const login = await admin('POST', '/api/v1/franchisee/login', {
        phoneNumber: '9000000002',
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      const expected = DEMO_LIBRARY.flatMap((c) => c.subcategories.flatMap(demoPostFiles));
      const listed = await admin('GET', '/api/v1/image-post?scope=global&limit=100');
      expect(listed.status).toBe(200);
      const { list: posts } = await dataOf<{
        list: {
          imageId: string;
          mediaType: string;
          videoRatio: string | null;
          previewUrl: string;
          originalUrl: string;
          durationSeconds: number | null;
        }[];
      }>(listed);
      expect(posts).toHaveLength(expected.length);
      const categories = await dataOf<{ list: unknown[] }>(
        await admin('GET', '/api/v1/image-post/image-category?limit=100'),
      );
      expect(categories.list).toHaveLength(DEMO_LIBRARY.length);
      for (const p of posts) {
        for (const url of [p.previewUrl, p.originalUrl]) {
          const file = await fetch(base + url);
          expect(file.status, url).toBe(200);
        }
      }
      const videos = posts.filter((p) => p.mediaType === 'VIDEO');
      expect(videos.map((v) => v.videoRatio).sort()).toEqual(['16*9', '9*16']);
      expect(videos.every((v) => (v.durationSeconds ?? 0) > 3.5)).toBe(true);

      // 4. A greeting video renders: Demo Traders on the Premium plan (a manual payment record).
      const businesses = await dataOf<{ list: { businessId: string; businessName: string }[] }>(
        await admin('GET', '/api/v1/business?search=Demo%20Traders'),
      );
      const business = businesses.list.find((b) => b.businessName === 'Demo Traders');
      const plans = await dataOf<{ subscriptionPlanId: string; name: string }[]>(
        await admin('GET', '/api/v1/business/subscription-plan'),
      );
      const premium = plans.find((p) => p.name === 'Premium Monthly');
      const paid = await admin('POST', '/api/v1/card-payment', {
        businessId: business?.businessId,
        subscriptionPlanId: premium?.subscriptionPlanId,
      });
      expect(paid.status).toBe(200);
      const story = videos.find((v) => v.videoRatio === '9*16');
      const queued = await admin('POST', '/api/v1/image-post/render-video', {
        imageId: story?.imageId,
        businessId: business?.businessId,
        frame: 'regular',
        details: ['name', 'phone'],
      });
      expect(queued.status).toBe(202);
      type Job = { jobId: string; status: string; url: string | null };
      let job = await dataOf<Job>(queued);
      for (let i = 0; i < 600 && job.status !== 'completed' && job.status !== 'failed'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        job = await dataOf<Job>(await admin('GET', `/api/v1/image-post/render-video/${job.jobId}`));
      }
      expect(job.status).toBe('completed');
      const mp4 = await fetch(base + (job.url ?? ''));
      expect(mp4.status).toBe(200);
      const out = path.join(work, 'greeting.mp4');
      writeFileSync(out, Buffer.from(await mp4.arrayBuffer()));

      // 5. Read back with the npm ffprobe: H.264 + AAC, 720×1280, the clip's 4 seconds.
      const probe = JSON.parse(
        await runTool(resolveMediaTool('ffprobe', {}, env.PATH).path, [
          '-v',
          'error',
          '-show_streams',
          '-show_format',
          '-of',
          'json',
          out,
        ]),
      ) as {
        streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
        format: { duration: string };
      };
      const video = probe.streams.find((s) => s.codec_type === 'video');
      expect(video).toMatchObject({ codec_name: 'h264', width: 720, height: 1280 });
      expect(probe.streams.find((s) => s.codec_type === 'audio')?.codec_name).toBe('aac');
      expect(Number(probe.format.duration)).toBeGreaterThan(3.8);
      expect(Number(probe.format.duration)).toBeLessThan(4.3);
    },
  );
});
