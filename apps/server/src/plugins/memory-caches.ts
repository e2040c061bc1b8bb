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
 * Each drop also names the tables written since the request began (db/statement-watch.ts sees
 * every statement), for caches that know what they read (kept list totals, plugins/kept-reads.ts);
 * `drop()` without tables means everything.
 *
 * Other instances hear of it through PostgreSQL's LISTEN/NOTIFY; PGlite has one process.
 */
export interface MemoryCaches {
  /** Increases at every drop: a value computed before a drop is not stored after it. */
  readonly generation: number;
  /** `written`: the tables the drop is for; undefined when it is for everything. */
  onDrop(listener: (written?: ReadonlySet<string>) => void): void;
  drop(written?: ReadonlySet<string>): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    keepsPages?: boolean;
  }
  interface FastifyInstance {
    memoryCaches: MemoryCaches;
  }
  interface FastifyRequest {
    /** The write count when the request began: tables written after it are the ones it may have written. */
    writesBefore: number;
  }
}

const CHANNEL = 'panel_memory_caches';
/** A drop told to the other instances: who dropped, and for which tables (none: everything). */
interface Notice {
  from: string;
  tables?: string[];
}
/** Anything else (an operator's `select pg_notify('panel_memory_caches', 'ops')`) drops everything. */
function readNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice> | null;
    return typeof notice?.from === 'string' ? { from: notice.from, tables: notice.tables } : null;
  } catch {
    return null;
  }
}
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app: AppInstance) => {
    const instance = randomUUID();
    const listeners: ((written?: ReadonlySet<string>) => void)[] = [];
    let generation = 0;
    const dropHere = (written?: ReadonlySet<string>) => {
      generation += 1;
      for (const listener of listeners) listener(written);
    };
    // For each table, the count of write statements when it was last written.
    let writes = 0;
    const lastWritten = new Map<string, number>();
    app.database.onWrite((tables) => {
      writes += 1;
      for (const table of tables) lastWritten.set(table, writes);
    });
    const writtenSince = (before: number) =>
      new Set([...lastWritten].filter(([, at]) => at > before).map(([table]) => table));

    const peers = app.database.pool ? await listenToPeers(app, instance, dropHere) : null;
    const caches: MemoryCaches = {
      get generation() {
        return generation;
      },
      onDrop: (listener) => void listeners.push(listener),
      drop(written) {
        dropHere(written);
        peers?.tell(written);
      },
    };
    app.decorate('memoryCaches', caches);

    app.decorateRequest('writesBefore', 0);
    app.addHook('onRequest', async (req: FastifyRequest) => {
      req.writesBefore = writes;
    });
    app.addHook('onSend', async (req: FastifyRequest, reply: FastifyReply) => {
      if (READS.has(req.method) || req.routeOptions.config?.keepsPages) return;
      if (reply.statusCode >= 400 && reply.statusCode < 500) return;
      caches.drop(writtenSince(req.writesBefore));
    });
    app.addHook('onClose', async () => peers?.close());
  },
  { name: 'memory-caches' },
);

/**
 * A connection of its own that listens for other instances' drops (a pooled one would be handed to
 * queries). If it breaks, notices may have been missed: drop everything and listen again.
 */
async function listenToPeers(
  app: AppInstance,
  instance: string,
  dropHere: (written?: ReadonlySet<string>) => void,
) {
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
      if (n.channel !== CHANNEL) return;
      const notice = readNotice(n.payload);
      if (notice?.from === instance) return;
      dropHere(notice?.tables ? new Set(notice.tables) : undefined);
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
    tell(written?: ReadonlySet<string>) {
      const notice: Notice = { from: instance, ...(written ? { tables: [...written] } : {}) };
      pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(notice)]).catch((err: unknown) => {
        app.log.warn({ err }, 'could not tell other instances to drop their caches');
      });
    },
    async close() {
      closing = true;
      await client?.end().catch(() => undefined);
    },
  };
}
