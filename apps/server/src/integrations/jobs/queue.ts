import { PgBoss, fromPglite } from 'pg-boss';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';

/**
 * Long work (greeting videos) runs in pg-boss, a job queue kept in the same Postgres: on PGlite
 * through its in-process adapter, on PostgreSQL through the app's pool. Jobs are rows, so a job
 * queued or half-done when the process stops is picked up again after a restart (expired active
 * jobs are retried), and N server instances share one queue.
 */
export interface JobQueue {
  /** Creates the queue if needed and registers the handler for it in this process. */
  work<T extends object>(name: string, handler: (data: T, jobId: string) => Promise<void>): Promise<void>;
  send<T extends object>(name: string, data: T): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

const QUEUE_DEFAULTS = { retryLimit: 2, retryDelay: 2, expireInSeconds: 15 * 60 };

export function createBoss(database: Database): PgBoss {
  if (database.kind === 'pglite' && database.pglite)
    return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false });
  const pool = database.pool;
  if (!pool) throw new Error('PostgreSQL database without a pool');
  return new PgBoss({ db: { executeSql: (text, values) => pool.query(text, values) }, schedule: false });
}

export default fp(
  async (app) => {
    const boss = createBoss(app.database);
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    await boss.start();
    const created = new Set<string>();
    const ensureQueue = async (name: string) => {
      if (created.has(name)) return;
      await boss.createQueue(name, QUEUE_DEFAULTS);
      created.add(name);
    };
    app.decorate<JobQueue>('jobs', {
      async work(name, handler) {
        await ensureQueue(name);
        await boss.work<Parameters<typeof handler>[0]>(
          name,
          { pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            if (job) await handler(job.data, job.id);
          },
        );
      },
      async send(name, data) {
        await ensureQueue(name);
        const id = await boss.send(name, data);
        if (!id) throw new Error(`job not queued on ${name}`);
        return id;
      },
    });
    // Stop taking jobs and let the running one finish before the database closes.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: 20_000 });
    });
  },
  { name: 'jobs' },
);
