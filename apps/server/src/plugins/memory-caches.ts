import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { AppInstance } from '../app-types.ts';

/**
 * What the hot paths keep in memory (the agency of each host, the public card pages) is dropped
 * whenever something may have changed it, in this process and in every other instance.
 *
 * The rule is deliberately coarse: any request that may write (not GET/HEAD/OPTIONS, not refused
 * with a 4xx) drops everything, before its answer is sent, so the next read, here or on another
 * instance, is made afresh. Writes are rare next to card views, and a dropped page costs one
 * render; a finer rule would have to know every table each page reads from. Routes that write
 * nothing a page shows (taps, analytics) say `config: { keepsPages: true }`. What depends on the
 * date (a plan that lapses at midnight) is kept per day by its cache.
 *
 * Other instances hear of it through PostgreSQL's LISTEN/NOTIFY; PGlite has one process.
 */
export interface MemoryCaches {
  /** Increases at every drop: a value computed before a drop is not stored after it. */
  readonly generation: number;
  onDrop(listener: () => void): void;
  drop(): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    keepsPages?: boolean;
  }
  interface FastifyInstance {
    memoryCaches: MemoryCaches;
  }
}

const CHANNEL = 'panel_memory_caches';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app: AppInstance) => {
    const instance = randomUUID();
    const listeners: (() => void)[] = [];
    let generation = 0;
    const dropHere = () => {
      generation += 1;
      for (const listener of listeners) listener();
    };

    const peers = app.database.pool ? await listenToPeers(app, instance, dropHere) : null;
    const caches: MemoryCaches = {
      get generation() {
        return generation;
      },
      onDrop: (listener) => void listeners.push(listener),
      drop() {
        dropHere();
        peers?.tell();
      },
    };
    app.decorate('memoryCaches', caches);

    app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
      if (READS.has(req.method) || req.routeOptions.config?.keepsPages) return;
      if (reply.statusCode >= 400 && reply.statusCode < 500) return;
      caches.drop();
    });
    app.addHook('onClose', async () => peers?.close());
  },
  { name: 'memory-caches' },
);

/**
 * A connection of its own that listens for other instances' drops (a pooled one would be handed to
 * queries). If it breaks, notices may have been missed: drop everything and listen again.
 */
async function listenToPeers(app: AppInstance, instance: string, dropHere: () => void) {
  const pool = app.database.pool as pg.Pool;
  let client: pg.Client | null = null;
  let closing = false;
  const retry = () => {
    if (closing) return;
    setTimeout(() => {
      connect().catch((err: unknown) => {
        app.log.warn({ err }, 'cache notice connection failed; trying again');
        retry();
      });
    }, 1000).unref();
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client(pool.options);
    c.on('notification', (n) => {
      if (n.channel === CHANNEL && n.payload !== instance) dropHere();
    });
    c.on('error', (err) => {
      app.log.warn({ err }, 'cache notice connection lost; listening again');
      void c.end().catch(() => undefined);
      if (client === c) client = null;
      dropHere();
      retry();
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    client = c;
  };
  await connect();

  return {
    tell() {
      pool.query('select pg_notify($1, $2)', [CHANNEL, instance]).catch((err: unknown) => {
        app.log.warn({ err }, 'could not tell other instances to drop their caches');
      });
    },
    async close() {
      closing = true;
      await client?.end().catch(() => undefined);
    },
  };
}
