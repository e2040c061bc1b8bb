import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the real server and the built web app in Debian's Chromium. Every run starts one server
 * per worker, each on fresh data of its own (demo data, dev outbox, payment sandbox), so specs that run
 * at the same time never see each other's changes to the demo accounts. The data is an embedded PGlite
 * directory, or with E2E_DATABASE_URL (or TEST_DATABASE_URL, as CI sets it) a PostgreSQL database per
 * server named after it, dropped and made again at the start.
 * Workers re-read this file; they inherit E2E_DATA_DIR from the runner, so the directory is made once.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** Set to run against a server you started yourself (then no server is started here, and one worker runs). */
const externalServer = process.env.E2E_EXTERNAL_SERVER;
const dataDir = externalServer
  ? ''
  : (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'panel-e2e-')));
const databaseUrl = process.env.E2E_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/**
 * Debian's Chromium (same source package and version) as its headless shell when installed: what
 * Playwright itself runs for headless tests. It draws the same pages without the full browser's UI
 * process, and the suite took 3.0 min on it against 4.0 with /usr/bin/chromium (docs/operations.md,
 * "Test loop"). E2E_CHROMIUM picks another binary.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** Worker n (TEST_PARALLEL_INDEX, stable when a worker is replaced after a failure) talks to server n. */
const serverUrl = (slot: number) => `http://localhost:${PORT + slot}`;
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** What server n runs with, beside this process's environment. */
function serverEnv(n: number): Record<string, string> {
  const port = PORT + n;
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: join(dataDir, String(n)),
    APP_MODE: 'demo',
    // Its info lines (one per request) are not read here: stdout is ignored.
    LOG_LEVEL: 'warn',
    // The specs sign the same demo staff in from one address many times a minute (the default allows 10);
    // the limit itself is proved by the server tests (rate-limit-store.test.ts, cluster.test.ts).
    AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE: '1000',
    // Every test signs someone in, many sign someone up: hashed at the least memory config allows,
    // not OWASP's 19 MiB that production keeps (config.ts).
    PASSWORD_HASH_MEMORY_KIB: '1024',
  };
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    url.pathname = `/panel_e2e_${port}`;
    env.DATABASE_URL = url.href;
  } else env.DATABASE_URL = ''; // PGlite, even if the shell names a database
  return env;
}

/**
 * The servers, one per worker, started side by side by support/serve-all.mjs: Playwright starts the
 * entries of a webServer list one after another, and each start (migrations, the demo seed) takes
 * seconds of one core.
 */
const servers = {
  command: 'node support/serve-all.mjs',
  cwd: import.meta.dirname,
  env: {
    E2E_SERVERS: JSON.stringify(
      Array.from({ length: WORKERS }, (_, n) => ({
        env: serverEnv(n),
        health: `${serverUrl(n)}/api/health`,
      })),
    ),
  },
  // Printed once every server answers its health check.
  wait: { stdout: /e2e servers ready/ },
  reuseExistingServer: false,
  // The first start draws the demo greeting library; on a busy shared machine that is slow.
  timeout: 600_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: './tests',
  // Separate output dirs let two runs (on different E2E_PORTs) proceed side by side.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/test-results',
  workers: externalServer ? 1 : WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: externalServer ?? serverUrl(slot),
    screenshot: 'only-on-failure',
    // The system setting for less motion, which the panel honours (app/theme.ts): no fades, slides,
    // ripples or spinning frames to draw and wait out. Chromium's CPU for the suite fell by a tenth
    // (docs/operations.md, "Test loop"); cards.spec.ts keeps the motion, where a fading menu once
    // swallowed clicks.
    reducedMotion: 'reduce',
    // Tracing records DOM snapshots around every action of every test, passed or not: about a tenth
    // of the suite's time. With E2E_TRACE=1 a failed test keeps its trace (without the screencast,
    // which cost a quarter of the browser side's CPU); the failure's screenshot is always taken.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        // V8's interpreter alone: a test's page lives seconds, too short for the compiling tiers
        // (Sparkplug, Maglev, TurboFan) to pay back their work on the renderer's threads. Three
        // alternated pairs of runs: the suite's CPU fell 7-21 %, the renderers' worker threads
        // 135 -> 52 s (docs/operations.md, "Test loop").
        '--js-flags=--no-opt --no-maglev --no-sparkplug',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalServer ? undefined : servers,
});
