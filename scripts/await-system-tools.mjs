// Runs before `npm run test:unit`. In CI (.ci/run) the system packages the tests use (Chromium, ffmpeg,
// tesseract, poppler, nginx...) install in the background while npm ci and the checks run, and
// PANEL_SYSTEM_TOOLS names the directory where that install leaves its log and exit status: wait
// for it here, and stop with its log if it failed. Anywhere else this does nothing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const dir = process.env.PANEL_SYSTEM_TOOLS;
if (dir) {
  const status = path.join(dir, 'status');
  const started = Date.now();
  while (!existsSync(status)) await sleep(500);
  const waited = ((Date.now() - started) / 1000).toFixed(1);
  if (readFileSync(status, 'utf8').trim() !== '0') {
    const log = path.join(dir, 'log');
    console.error(
      `Installing the system packages failed:\n${existsSync(log) ? readFileSync(log, 'utf8') : ''}`,
    );
    process.exit(1);
  }
  console.log(`System packages ready (waited ${waited} s).`);
}
