import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E against the real server and the built web app in Debian's Chromium. Every run starts the
 * server on a fresh data directory (embedded PGlite, demo data, dev outbox, payment sandbox).
 * Workers re-read this file; they inherit E2E_DATA_DIR from the runner, so the directory is made once.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Set to run against a server you started yourself (then no server is started here). */
const externalServer = process.env.E2E_EXTERNAL_SERVER;
const dataDir = externalServer
  ? ''
  : (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'panel-e2e-')));

export default defineConfig({
  testDir: './tests',
  // Separate output dirs let two runs (on different E2E_PORTs) proceed side by side.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './artifacts/test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: './artifacts/report', open: 'never' }]],
  use: {
    baseURL: externalServer ?? `http://localhost:${PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalServer
    ? undefined
    : {
        command: 'node ../scripts/start.mjs',
        cwd: import.meta.dirname,
        url: `http://localhost:${PORT}/api/health`,
        reuseExistingServer: false,
        // The first start draws the demo greeting library; on a busy shared machine that is slow.
        timeout: 600_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { PORT: String(PORT), DATA_DIR: dataDir, APP_MODE: 'demo' },
      },
});
