import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

export interface RunningServer {
  url: string;
  db: 'pglite' | 'postgres';
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database for one bench run, or null when none is reachable. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'panel_bench_'}${Date.now()}`;
  try {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`create database ${name}`);
    await c.end();
  } catch {
    return null;
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Starts the real server (demo mode, fresh data) on a free port and waits for /api/health. */
export async function startServer(db: 'pglite' | 'postgres', port: number): Promise<RunningServer | null> {
  const postgres = db === 'postgres' ? await freshPostgres() : null;
  if (db === 'postgres' && !postgres) return null;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'panel-bench-')),
    // The bench signs in far more often than a person; the limits are measured elsewhere.
    AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
    AUTH_IDENTITY_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: '' }),
  };
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  // Up to 10 minutes: the first start draws the demo media, which takes minutes on a busy machine.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    db,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await postgres?.drop();
    },
  };
}

export function printTable(title: string, rows: Record<string, string | number>[]) {
  console.log(`\n${title}`);
  console.table(rows);
}

/** Runs `fn` against a fresh server on PGlite, then on PostgreSQL when one is reachable. */
export async function onEachDatabase(
  basePort: number,
  fn: (server: RunningServer, db: RunningServer['db']) => Promise<void>,
): Promise<void> {
  for (const [i, db] of (['pglite', 'postgres'] as const).entries()) {
    const server = await startServer(db, basePort + i);
    if (!server) {
      console.log(`(skipping ${db}: no PostgreSQL reachable)`);
      continue;
    }
    try {
      await fn(server, db);
    } finally {
      await server.stop();
    }
  }
}
