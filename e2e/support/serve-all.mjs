// Starts the e2e servers side by side (playwright.config.ts `servers`: E2E_SERVERS, each server's
// environment and health URL) and prints "e2e servers ready" once each answers. A server that ends
// stops the others and ends this process with it; at the run's end Playwright stops this process's
// group, the servers included.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');

const children = servers.map(({ env }) =>
  spawn(process.execPath, ['support/serve.mjs'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  }).on('exit', (code, signal) => {
    console.error(`the e2e server on port ${env.PORT} ended (${signal ?? `exit code ${code}`})`);
    // Else the others outlive this process: Playwright does not stop the group of a web server that
    // ended before it was ready (tried: one server's port taken left the other running).
    for (const child of children) child.kill('SIGTERM');
    process.exit(code || 1);
  }),
);

async function answers(url) {
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
}

await Promise.all(servers.map(({ health }) => answers(health)));
console.log('e2e servers ready');
