import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { statementWatch } from './statement-watch.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle is used exactly like the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  /** The underlying driver, for libraries (the job queue) that need their own connection. */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** Called with the tables each statement sent through `db` writes, as it is sent. */
  onWrite(listener: (tables: readonly string[]) => void): void;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; when absent PGlite runs in memory. */
  dataDir?: string;
  /** A PGlite data directory dumped with `dumpDataDir()` to start from (the tests' seeded template). */
  dump?: Blob;
}

const genericTwins = new WeakMap<Db, Db>();

/**
 * On PostgreSQL, the same database through a few connections of their own whose named statements are
 * planned once, for any values (`plan_cache_mode = force_generic_plan`), instead of at every run; on
 * PGlite (one connection) and in a transaction, none. For statements whose best plan does not depend
 * on their values: planning a search's first page cost 2–4 times running it (businesses/prepared.ts).
 */
export const genericPlansOf = (db: Db): Db | undefined => genericTwins.get(db);

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    // A statement running longer than this is cancelled: the request fails instead of hanging.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, statement_timeout: 10_000 });
    const genericPool = new pg.Pool({
      connectionString: opts.url,
      max: 5,
      statement_timeout: 10_000,
      // `options` replaces PGOPTIONS, which the main pool's connections take from the environment.
      options: [process.env.PGOPTIONS, '-c plan_cache_mode=force_generic_plan'].filter(Boolean).join(' '),
    });
    // One place to hear of a lost idle connection (app.ts listens on the main pool).
    genericPool.on('error', (err, client) => pool.emit('error', err, client));
    const watch = statementWatch();
    const db = drizzlePg(pool, { schema, logger: watch }) as unknown as Db;
    genericTwins.set(db, drizzlePg(genericPool, { schema, logger: watch }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      pool,
      onWrite: watch.onWrite,
      close: async () => void (await Promise.all([pool.end(), genericPool.end()])),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    extensions: { pg_trgm },
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.dump ? { loadDataDir: opts.dump } : {}),
  });
  const watch = statementWatch();
  const db = drizzlePglite(client, { schema, logger: watch }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, onWrite: watch.onWrite, close: () => client.close() };
}

/**
 * Extensions the schema's indexes use, made before the migrations that need them (drizzle-kit does not
 * write CREATE EXTENSION). pg_trgm (trigram indexes for the search boxes' ILIKE '%…%') is a trusted
 * extension: the database's owner may create it without being a superuser.
 */
const EXTENSIONS_SQL = 'create extension if not exists pg_trgm';

/**
 * Applies the generated SQL migrations. Safe to run from several instances at once on PostgreSQL:
 * an advisory lock serialises them and drizzle skips what is already applied.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite' && database.pglite) {
    await database.pglite.exec(EXTENSIONS_SQL);
    await migratePglite(drizzlePglite(database.pglite), { migrationsFolder });
    return;
  }
  if (!database.pool) throw new Error('PostgreSQL database without a pool');
  const client = await database.pool.connect();
  try {
    // Waiting for another instance's migrations, or building an index, may take longer than a request.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock(724311)');
    await client.query(EXTENSIONS_SQL);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(724311)').catch(() => undefined);
    await client.query('reset statement_timeout').catch(() => undefined);
    client.release();
  }
}
