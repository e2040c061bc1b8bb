/**
 * One real server process for the cluster test and bench (test/cluster.test.ts, bench/two-instances.ts):
 * the product's app on DATABASE_URL (already migrated and seeded by the caller), listening on PORT,
 * plus a probe queue: POST /__cluster/probe queues `count` pg-boss jobs from this process, and whichever
 * instance's worker takes one records it in the table cluster_probe (made by the caller).
 * Started with `node apps/server/test/cluster-instance.ts`.
 */
import { buildApp } from '../src/app.ts';
import type { AppInstance } from '../src/app-types.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const config = loadConfig();
if (!config.DATABASE_URL) throw new Error('cluster-instance needs DATABASE_URL');
const database = await openDatabase({ url: config.DATABASE_URL });
const pool = database.pool;
if (!pool) throw new Error('no pool');

async function probe(app: AppInstance) {
  if (process.env.CLUSTER_PROBE !== 'on') return;
  await app.jobs.work<{ n: number }>('cluster-probe', async (data) => {
    await pool?.query('insert into cluster_probe (n, port) values ($1, $2)', [data.n, config.PORT]);
  });
  app.post('/__cluster/probe', { config: { access: 'public', keepsPages: true } }, async (req) => {
    const { count } = req.body as { count: number };
    for (let n = 0; n < count; n++) await app.jobs.send('cluster-probe', { n });
    return { data: { sent: count, port: config.PORT } };
  });
}

const app = await buildApp({ config, database, extraModules: [probe] });
process.on('SIGTERM', () => {
  void app.close().then(() => database.close().then(() => process.exit(0)));
});
await app.listenHttp(config.PORT, '127.0.0.1');
