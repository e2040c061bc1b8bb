import { PgBoss, fromPglite, type QueueOptions } from 'pg-boss';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';

/**
 * Long work (greeting videos) runs in pg-boss, a job queue kept in the same Postgres: on PGlite
 * through its in-process adapter, on PostgreSQL through the app's pool. Jobs are rows, so a job
 * queued or half-done when the process stops is picked up again after a restart (expired active
 * jobs are retried), and N server instances share one queue.
 */
/** What a handler knows about the attempt it runs: retries so far, and a signal aborted on expiry. */
export interface JobAttempt {
  retryCount: number;
  signal: AbortSignal;
}

export type QueueSettings = Pick<
  QueueOptions,
  'retryLimit' | 'retryDelay' | 'expireInSeconds' | 'heartbeatSeconds'
>;

export interface JobQueue {
  /**
   * Creates the queue if needed (with `settings` over the defaults: 2 retries, 15 min) and registers
   * the handler for it in this process. `concurrency`: how many of its jobs this process runs at
   * once (default one).
   */
  work<T extends object>(
    name: string,
    handler: (data: T, jobId: string, attempt: JobAttempt) => Promise<void>,
    settings?: QueueSettings & { concurrency?: number },
  ): Promise<void>;
  /** `priority`: higher runs first among waiting jobs (a person waiting beats background work). */
  send<T extends object>(
    name: string,
    data: T,
    settings?: QueueSettings & { priority?: number },
  ): Promise<string>;
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
    const ensureQueue = async (name: string, settings?: QueueSettings) => {
      if (created.has(name)) return;
      await boss.createQueue(name, { ...QUEUE_DEFAULTS, ...settings });
      created.add(name);
    };
    app.decorate<JobQueue>('jobs', {
      async work(name, handler, settings) {
        const { concurrency = 1, ...queue } = settings ?? {};
        await ensureQueue(name, queue);
        await boss.work<Parameters<typeof handler>[0]>(
          name,
          { pollingIntervalSeconds: 0.5, localConcurrency: concurrency },
          async ([job]) => {
            if (job) await handler(job.data, job.id, { retryCount: job.retryCount, signal: job.signal });
          },
        );
      },
      async send(name, data, settings) {
        const { priority, ...queue } = settings ?? {};
        await ensureQueue(name, queue);
        const id = await boss.send(name, data, priority === undefined ? undefined : { priority });
        if (!id) throw new Error(`job not queued on ${name}`);
        return id;
      },
    });
    // Stop taking jobs and let the running one finish before the database closes.
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, timeout: app.config.JOB_STOP_GRACE_SECONDS * 1000 });
    });
  },
  { name: 'jobs' },
);
