/**
 * Real server processes on one PostgreSQL behind nginx (Debian package), for the cluster test
 * (cluster.test.ts) and bench/two-instances.ts. Node built-ins only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig, startNginx } from './nginx.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** One HTTP request with the headers given (Host included); network errors reject. */
export function call(
  base: string,
  method: string,
  url: string,
  opts: { headers?: Record<string, string>; body?: unknown; agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload =
    opts.body === undefined
      ? undefined
      : typeof opts.body === 'string'
        ? opts.body
        : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${url}`,
      {
        method,
        agent: opts.agent ?? false,
        headers: {
          host: 'localhost',
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
        timeout: opts.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json: () => JSON.parse(body) });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** The cookie header a browser would send back after `answer`. */
export const cookieFrom = (answer: Answer): string =>
  ([] as string[])
    .concat(answer.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

/** Polls GET /api/health until it answers 200. */
export async function waitHealthy(base: string, timeoutMs: number, alive: () => boolean = () => true) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${base} exited before it was ready`);
    const ok = await call(base, 'GET', '/api/health', { timeoutMs: 2000 }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} not healthy after ${timeoutMs} ms`);
}

export interface Instance {
  port: number;
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * A server process: `script` (relative to apps/server) run by Node, on `port`, with `env` over this
 * process's environment.
 */
export function startInstance(
  port: number,
  env: Record<string, string>,
  script = 'test/cluster-instance.ts',
): Instance {
  const child = spawn(process.execPath, [script], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
    },
  };
}

/**
 * nginx round-robin over `upstreams`: an idempotent request that meets a dead or closing instance
 * (connection refused or reset, 502/503) is passed to the next one; a POST is not retried. An
 * instance that fails is left out for 5 s. Responses are buffered in memory only (no temp files).
 */
export function proxyConfig(dir: string, port: number, upstreams: number[]): string {
  return nginxConfig(dir, {
    userRoot: true,
    workerConnections: 4096,
    errorLevel: 'error',
    http: `  upstream panel {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    client_body_buffer_size 1m;
    location / {
      proxy_pass http://panel;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_buffer_size 16k;
      proxy_buffers 32 16k;
      proxy_max_temp_file_size 0;
    }
  }`,
  });
}

export async function startProxy(port: number, upstreams: number[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'panel-proxy-'));
  const url = `http://127.0.0.1:${port}`;
  const nginx = await startNginx(dir, proxyConfig(dir, port, upstreams), (alive) =>
    waitHealthy(url, 20_000, alive),
  );
  return { url, dir, stop: nginx.stop };
}
