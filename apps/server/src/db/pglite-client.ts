import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { AppError } from '@panel/shared/errors.ts';
import type { Envelope, Reply, Request, ThreadData } from './pglite-thread.ts';
import { isBackground } from './background-reads.ts';

/** How long a statement may wait for PGlite's one session before the request gets a clear 503. */
export const QUERY_TIME_LIMIT_MS = 10_000;

type Statements = Pick<PGlite, 'query' | 'exec'>;

/**
 * The part of PGlite's interface that drizzle, its migrator and pg-boss use, served by a PGlite in a
 * worker thread (db/pglite-thread.ts). Transactions keep PGlite's meaning: the session is theirs
 * until the callback settles, and a callback that throws (a failed statement included) rolls back.
 */
export class PgliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();
  #nextId = 1;
  #broken: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (err) => this.#breakDown(err));
    worker.on('exit', () => this.#breakDown(new Error('the PGlite thread stopped')));
  }

  /** Starts PGlite in its thread on `dataDir` (or in memory), optionally from a `dumpDataDir()` tar. */
  static async open(opts: { dataDir?: string; dump?: Blob; queueLimitMs?: number }): Promise<PgliteThread> {
    const dump = opts.dump ? await opts.dump.arrayBuffer() : undefined;
    const workerData: ThreadData = {
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(dump ? { dump } : {}),
      queueLimitMs: opts.queueLimitMs ?? QUERY_TIME_LIMIT_MS,
    };
    const worker = new Worker(new URL('./pglite-thread.ts', import.meta.url), {
      workerData,
      transferList: dump ? [dump] : [],
    });
    const client = new PgliteThread(worker);
    await new Promise((resolve, reject) => client.#pending.set(0, { resolve, reject }));
    return client;
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(undefined, sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    return (await this.#call({ op: 'exec', sql })) as Results[];
  }

  async transaction<T>(fn: (tx: Statements) => Promise<T>): Promise<T> {
    const tx = (await this.#call({ op: 'begin' })) as number;
    const statements = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#query<R>(tx, sql, params, options),
      exec: async (sql: string) => (await this.#call({ op: 'exec', sql }, tx)) as Results[],
    } as Statements;
    let result: T;
    try {
      result = await fn(statements);
    } catch (err) {
      // The callback's error says what went wrong, not a failed rollback's.
      await this.#call({ op: 'end', commit: false }, tx).catch(() => undefined);
      throw err;
    }
    await this.#call({ op: 'end', commit: true }, tx);
    return result;
  }

  /** Notifications on `channel` (pg-boss's wake-ups); resolves to the unsubscribe. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.#listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.#listeners.set(channel, callbacks);
      await this.#call({ op: 'listen', channel });
    }
    callbacks.add(callback);
    return async () => void callbacks.delete(callback);
  }

  /** The data directory as an uncompressed tar (the tests' seeded template). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#call({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.#broken) return;
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }

  async #query<T>(
    tx: number | undefined,
    sql: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const parsers = options?.parsers ?? {};
    const rawTypes = Object.keys(parsers).map(Number);
    const result = (await this.#call(
      { op: 'query', sql, params, rowMode: options?.rowMode, rawTypes },
      tx,
    )) as Results<T>;
    if (!rawTypes.length) return result;
    // The types the caller parses itself came back as text: its parsers run here.
    result.fields.forEach(({ name, dataTypeID }, i) => {
      const parse = parsers[dataTypeID];
      if (!parse) return;
      const key = options?.rowMode === 'array' ? i : name;
      for (const row of result.rows as Record<string | number, unknown>[])
        if (row[key] !== null) row[key] = parse(row[key] as string);
    });
    return result;
  }

  #call(req: Request, tx?: number): Promise<unknown> {
    if (this.#broken) return Promise.reject(this.#broken);
    const id = this.#nextId++;
    const envelope: Envelope = { id, req, ...(tx === undefined ? {} : { tx }) };
    if (tx === undefined && isBackground()) envelope.background = true;
    // Kept alive while a statement is out, so a script awaiting one does not exit under it.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage(envelope);
    });
  }

  #receive(reply: Reply) {
    if ('notification' in reply) {
      const { channel, payload } = reply.notification;
      for (const callback of this.#listeners.get(channel) ?? []) callback(payload);
      return;
    }
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) return waiting.resolve(reply.value);
    waiting.reject(
      reply.busy
        ? new AppError('DATABASE_BUSY', 'The server is busy. Please try again in a moment.')
        : Object.assign(new Error(String(reply.error.message)), reply.error),
    );
  }

  #breakDown(err: Error) {
    this.#broken ??= err;
    for (const { reject } of this.#pending.values()) reject(err);
    this.#pending.clear();
  }
}
