/**
 * The product's server on an existing database (DATABASE_URL, already seeded by the bench), plus one
 * Fastify hello-world route, GET /bench/hello, so a bench can measure an API call against the
 * cheapest possible answer of the same process in the same run. The hello route is outside /api: it
 * still passes the global hooks every request pays (tenant, memory caches), but no session, schema
 * or database. Started as a child process by bench/lists-at-scale.ts; ends on SIGTERM.
 */
import { buildApp } from '../../apps/server/src/app.ts';
import type { AppInstance } from '../../apps/server/src/app-types.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client.ts';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL });
await migrateDatabase(database);
const hello = async (app: AppInstance) => {
  app.get('/bench/hello', async () => ({ hello: 'world' }));
};
const app = await buildApp({ config, database, extraModules: [hello] });
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ port: config.PORT, host: config.HOST });
