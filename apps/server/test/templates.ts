import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import { createBoss } from '../src/integrations/jobs/queue.ts';
import { localDiskStorage } from '../src/integrations/storage/local-disk.ts';
import { ensureCatalogues, ensureDemoCardMedia } from '../src/seed/cards.ts';
import { seedDemo, seedDemoCore, type DemoIds } from '../src/seed/demo.ts';

/**
 * Seeded templates for the integration tests: databases, and the demo card's pictures in storage.
 * Making a database from nothing (PGlite's initdb, the migrations, the seed, the catalogues,
 * pg-boss's schema) and drawing the pictures cost seconds per test file; copying finished ones costs
 * a fraction of that. Each template is built once, under a lock, and named by a hash of everything
 * that goes into it, so runs from several worktrees on one machine share identical templates and
 * never see one another's half-built or different ones.
 *
 * - PostgreSQL: `CREATE DATABASE … TEMPLATE`. The template is built under another name, then renamed
 *   and closed to connections, so a copy never meets a connected session.
 * - PGlite: the data directory dumped with `dumpDataDir()` to a file, loaded by each test file.
 *
 * Seeded rows carry the build's timestamps, so the build date is part of the name: a template is
 * never used after the day after it was built, and older ones are removed when a new one is built.
 */
export type SeedKind = 'core' | 'full';

/**
 * Test apps and templates hash passwords at the least memory config allows (PASSWORD_HASH_MEMORY_KIB):
 * the suite signs up and in about 1,200 times, ~25 ms of CPU each at the default cost.
 */
export const TEST_PASSWORD_COST = { PASSWORD_HASH_MEMORY_KIB: 1024 };

/** The demo world's host names every test app serves; fixed, so they are part of the template. */
export const TEST_HOSTS = ['localhost', '127.0.0.1'];

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverRoot, '../..');
const TEMPLATE_DIR = path.join(tmpdir(), 'panel-test-templates');
const PG_PREFIX = 'panel_tpl_';

/** What a template is made of: the seed's entry points and everything they import. */
const ENTRY_FILES = ['src/seed/demo.ts', 'src/integrations/jobs/queue.ts', 'test/templates.ts'].map((f) =>
  path.join(serverRoot, f),
);
const PACKAGES = ['@electric-sql/pglite', 'pg-boss', 'drizzle-orm'];

let cachedHash: string | undefined;

/** A hash of the migrations, the seed code with its local imports, and the database libraries. */
function templateHash(): string {
  if (cachedHash) return cachedHash;
  const hash = createHash('sha256');
  const migrations = path.join(serverRoot, 'drizzle');
  for (const file of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrations, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  for (const file of [...localImportClosure(ENTRY_FILES)].sort())
    hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
  for (const name of PACKAGES) {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'));
    hash.update(`${name}@${(pkg as { version: string }).version}`);
  }
  cachedHash = hash.digest('hex').slice(0, 12);
  return cachedHash;
}

/** The project's own files reachable by static imports (relative and `@panel/shared/`) from `entries`. */
function localImportClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  const sharedRoot = path.join(repoRoot, 'packages/shared/src/');
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, spec] of source.matchAll(/(?:from|import)\s*['"]([^'"]+\.ts)['"]/g)) {
      if (!spec) continue;
      if (spec.startsWith('.')) queue.push(path.resolve(path.dirname(file), spec));
      else if (spec.startsWith('@panel/shared/'))
        queue.push(path.join(sharedRoot, spec.slice('@panel/shared/'.length)));
    }
  }
  return seen;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10).replaceAll('-', '');
const today = () => isoDay(new Date());
const yesterday = () => isoDay(new Date(Date.now() - 86_400_000));

/**
 * Migrates and seeds an open database, then does what every app start would: the catalogues (in the
 * order a test app made them, after the seed) and pg-boss's schema.
 */
async function fill(database: Database, seed: SeedKind): Promise<DemoIds> {
  await migrateDatabase(database);
  const ids =
    seed === 'full'
      ? await seedDemo(database.db, TEST_HOSTS, TEST_PASSWORD_COST)
      : await seedDemoCore(database.db, TEST_HOSTS, TEST_PASSWORD_COST);
  await ensureCatalogues(database.db);
  const boss = createBoss(database);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  return ids;
}

/** The seeded ids, stored beside each template (they are the same in every copy). */
type Built = { ids: DemoIds };
/** A PGlite template: its ids and its dumped data directory. */
type PgliteTemplate = Built & { dump: Blob };

// ---------------------------------------------------------------- demo pictures

/**
 * Puts the demo card's pictures (which a demo app draws at start when its storage lacks them) into
 * `uploadsDir`, copied from pictures drawn once.
 */
export async function copyDemoMedia(uploadsDir: string): Promise<void> {
  const drawn = path.join(TEMPLATE_DIR, `media-${today()}-${templateHash()}`);
  if (!statSync(drawn, { throwIfNoEntry: false }))
    await withFileLock(`${drawn}.lock`, async () => {
      if (statSync(drawn, { throwIfNoEntry: false })) return;
      const tmp = `${drawn}.${randomBytes(4).toString('hex')}.tmp`;
      await ensureDemoCardMedia(localDiskStorage(tmp));
      renameSync(tmp, drawn);
    });
  cpSync(drawn, uploadsDir, { recursive: true });
}

// ---------------------------------------------------------------- PGlite

/**
 * The templates this worker has read: the test files of a worker share its modules (vitest.config.ts,
 * `isolate: false`), so each dump (~29 MB) is read from disk once per worker, not once per file.
 */
const readTemplates = new Map<string, PgliteTemplate>();

/** A new in-memory PGlite holding a copy of the seeded template. */
export async function pgliteFromTemplate(seed: SeedKind): Promise<{ database: Database; ids: DemoIds }> {
  const base = path.join(TEMPLATE_DIR, `pglite-${seed}-${today()}-${templateHash()}`);
  let template = readTemplates.get(base);
  if (!template) {
    const built = await readPgliteTemplate(base);
    template = built ?? (await withFileLock(`${base}.lock`, () => buildPgliteTemplate(base, seed)));
    readTemplates.set(base, template);
  }
  return { database: await openDatabase({ dump: template.dump }), ids: template.ids };
}

async function readPgliteTemplate(base: string): Promise<PgliteTemplate | undefined> {
  try {
    const { ids } = JSON.parse(await readFile(`${base}.json`, 'utf8')) as Built;
    return { ids, dump: new Blob([await readFile(`${base}.tar`)]) };
  } catch {
    return undefined;
  }
}

async function buildPgliteTemplate(base: string, seed: SeedKind): Promise<PgliteTemplate> {
  const ready = await readPgliteTemplate(base);
  if (ready) return ready;
  for (const file of readdirSync(TEMPLATE_DIR)) {
    const day = /^(?:pglite-\w+|media)-(\d{8})-/.exec(file)?.[1];
    if (day && day < yesterday()) rmSync(path.join(TEMPLATE_DIR, file), { recursive: true, force: true });
  }
  const database = await openDatabase({});
  try {
    const ids = await fill(database, seed);
    const pglite = database.pglite as NonNullable<Database['pglite']>;
    // PGlite serves the `postgres` database; its template databases are a third of the dump that
    // every test file would load (each statement alone: DROP DATABASE refuses a transaction).
    await pglite.exec(`update pg_database set datistemplate = false where datname like 'template_'`);
    for (const name of ['template0', 'template1']) await pglite.exec(`drop database ${name}`);
    // Every copy starts with 16 MB of shared buffers instead of PostgreSQL's 128: a test file's
    // database holds a few hundred kilobytes, and setting up the larger pool was most of a copy's
    // start (0.7-1.2 s → 0.3-0.5 s). Written to postgresql.auto.conf, which is in the dump.
    await pglite.exec(`alter system set shared_buffers = '16MB'`);
    const dump = await pglite.dumpDataDir('none');
    // Written under temporary names and renamed: a reader sees a whole template or none.
    const tmp = `.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(`${base}.tar${tmp}`, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(`${base}.json${tmp}`, JSON.stringify({ ids } satisfies Built));
    renameSync(`${base}.tar${tmp}`, `${base}.tar`);
    renameSync(`${base}.json${tmp}`, `${base}.json`);
    return { ids, dump };
  } finally {
    await database.close();
  }
}

/**
 * Runs `fn` holding a lock directory (mkdir is atomic); waits while another process holds it. The
 * holder touches the lock every few seconds, so one untouched for a minute is left over from a
 * killed run and is taken over.
 */
async function withFileLock<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) rmSync(lock, { recursive: true, force: true });
      else await sleep(100);
    }
  }
  const heartbeat = setInterval(() => {
    const now = new Date();
    utimesSync(lock, now, now);
  }, 5_000);
  try {
    return await fn();
  } finally {
    clearInterval(heartbeat);
    rmSync(lock, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- PostgreSQL

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** A new PostgreSQL database copied from the seeded template; `drop` removes it. */
export async function postgresFromTemplate(
  url: string,
  seed: SeedKind,
): Promise<{ database: Database; ids: DemoIds; drop: () => Promise<void> }> {
  const template = `${PG_PREFIX}${seed}_${today()}_${templateHash()}`;
  const name = `panel_test_${randomBytes(6).toString('hex')}`;
  const ids = await withAdmin(url, async (admin) => {
    const ids =
      (await templateIds(admin, template)) ?? (await buildPostgresTemplate(admin, url, template, seed));
    await admin.query(`create database ${quote(name)} template ${quote(template)}`);
    // A commit returns without waiting for its WAL to reach the disk (the copy is thrown away after
    // the file; what other sessions see is unchanged): the PostgreSQL project 114-124 s → 104-114 s.
    await admin.query(`alter database ${quote(name)} set synchronous_commit = off`);
    return ids;
  });
  const database = await openDatabase({ url: withDatabase(url, name) });
  return {
    database,
    ids,
    drop: async () => {
      await withAdmin(url, (admin) => admin.query(`drop database if exists ${quote(name)} with (force)`));
    },
  };
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** The ids stored in a finished template's comment, or undefined when there is none yet. */
async function templateIds(admin: pg.Client, template: string): Promise<DemoIds | undefined> {
  const { rows } = await admin.query<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database
     where datname = $1 and datistemplate and not datallowconn`,
    [template],
  );
  const comment = rows[0]?.comment;
  return comment ? (JSON.parse(comment) as Built).ids : undefined;
}

async function buildPostgresTemplate(
  admin: pg.Client,
  url: string,
  template: string,
  seed: SeedKind,
): Promise<DemoIds> {
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const ready = await templateIds(admin, template);
    if (ready) return ready;
    await dropStaleTemplates(admin);
    // Built under another name: until the rename, no run can find it and copy it half-made.
    const building = `${template}_build`;
    await admin.query(`drop database if exists ${quote(building)} with (force)`);
    await admin.query(`create database ${quote(building)}`);
    const database = await openDatabase({ url: withDatabase(url, building) });
    let ids: DemoIds;
    try {
      ids = await fill(database, seed);
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${quote(building)} rename to ${quote(template)}`);
    const comment = JSON.stringify({ ids } satisfies Built).replaceAll("'", "''");
    await admin.query(`comment on database ${quote(template)} is '${comment}'`);
    // Closed to connections, so a copy never finds a session in it (CREATE DATABASE would fail).
    await admin.query(`alter database ${quote(template)} with is_template true allow_connections false`);
    return ids;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}

/** Templates built before yesterday: no run still uses them. */
async function dropStaleTemplates(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1`,
    [`${PG_PREFIX}%`],
  );
  for (const { datname } of rows) {
    const day = /_(\d{8})_/.exec(datname)?.[1];
    if (!day || day >= yesterday()) continue;
    await admin.query(`alter database ${quote(datname)} with is_template false`);
    await admin.query(`drop database if exists ${quote(datname)} with (force)`);
  }
}
