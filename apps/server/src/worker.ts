import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';

/**
 * `npm run worker`: renders promotional videos (and greeting videos) from the shared job queue
 * without serving HTTP. Run it beside servers started with PROMO_VIDEO_WORKER=off so rendering has
 * its own CPU; it needs the same DATABASE_URL (or DATA_DIR), storage and FFMPEG_PATH as the servers.
 * With embedded PGlite only one process can open the data directory, so keep the worker inline there.
 */
const config = { ...loadConfig(), PROMO_VIDEO_WORKER: 'inline' as const };
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.resolve(config.DATA_DIR, 'pglite'),
});
await migrateDatabase(database);
const app = await buildApp({ config, database });
await app.ready();
app.log.info(`Video worker ready (${database.kind}); waiting for jobs`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'worker stopping: finishing the running job');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
