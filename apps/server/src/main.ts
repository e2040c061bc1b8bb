import path from 'node:path';
import { buildApp } from './app.ts';
import { isDemo, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { ensureDefaultAgency } from './seed/agencies.ts';
import { seedDemo } from './seed/demo.ts';

const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.resolve(config.DATA_DIR, 'pglite'),
});
await migrateDatabase(database);
// Built before seeding so the demo greeting library can be copied into the app's storage.
const app = await buildApp({ config, database });

const hosts = config.DEFAULT_AGENCY_HOSTS.split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);
if (isDemo(config))
  await seedDemo(database.db, hosts, config, {
    storage: app.storage,
    log: app.log,
    jobs: app.jobs,
    history: true,
  });
else await ensureDefaultAgency(database.db, hosts, 'Default Agency');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  // Fastify stops accepting, finishes in-flight requests, then runs onClose hooks.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listenHttp(config.PORT, config.HOST);
if (config.HTTPS_PORT !== undefined) {
  const port = await app.listenHttps(config.HTTPS_PORT, config.HOST);
  app.log.info(
    `HTTPS on port ${port}, each agency host with its own certificate (Agency Management → Create SSL)`,
  );
}
app.log.info(
  `Panel ready at http://localhost:${config.PORT}/panel/login (${config.APP_MODE} mode, ${database.kind})`,
);
