/**
 * nginx (Debian package) as a child process whose every file is in one temporary folder: the proxy of
 * the cluster test (cluster.ts) and the static-file yardstick of bench/public-card.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

/**
 * A whole nginx.conf around the given `http` block body: in the foreground, one worker, every path it
 * writes in `dir`, no access log. `userRoot` keeps the workers root when started as root (else they
 * run as nobody and need the folder readable).
 */
export function nginxConfig(
  dir: string,
  opts: { http: string; workerConnections: number; errorLevel: 'warn' | 'error'; userRoot?: boolean },
): string {
  const user = opts.userRoot && process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log ${opts.errorLevel};
events { worker_connections ${opts.workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  keepalive_requests 100000;
${opts.http}
}
`;
}

/**
 * Starts nginx on `config` in `dir` and waits for `waitUntilUp` (given whether nginx still runs).
 * stop() shuts it down gracefully (SIGQUIT, workers included) and removes `dir`; if it never came up,
 * `dir` is kept for its error.log.
 */
export async function startNginx(
  dir: string,
  config: string,
  waitUntilUp: (alive: () => boolean) => Promise<void>,
) {
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const quit = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    await exited;
  };
  try {
    await waitUntilUp(() => child.exitCode === null);
  } catch (error) {
    await quit();
    throw new Error(`nginx did not start (see ${dir}/error.log)`, { cause: error });
  }
  return {
    async stop() {
      await quit();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
