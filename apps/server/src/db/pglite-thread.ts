/**
 * The embedded PGlite, run in a worker thread (db/pglite-client.ts starts it and talks to it), so its
 * WASM engine, which blocks the thread while a statement runs, does not stop the server's event loop.
 *
 * PGlite is one session: statements run one at a time, in the order this file picks. Urgent ones
 * (a request waiting) go before background ones (kept list totals, the job queue's polling) unless a
 * background one has waited BACKGROUND_MAX_WAIT_MS; an urgent statement that waited `queueLimitMs` is
 * refused rather than run late, so its request answers 503 instead of hanging (PGlite has no timer to
 * cancel a running statement: `statement_timeout` does nothing). Background work just waits.
 * A transaction holds the session: while one is open only its own statements run.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export type Request =
  | { op: 'query'; sql: string; params: unknown[]; rowMode?: 'array' | 'object'; rawTypes: number[] }
  | { op: 'exec'; sql: string }
  | { op: 'begin' }
  | { op: 'end'; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'dump' }
  | { op: 'close' };

/** `tx`: the id of the `begin` whose transaction the statement belongs to. */
export interface Envelope {
  id: number;
  tx?: number;
  background?: boolean;
  req: Request;
}

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: Record<string, unknown>; busy?: boolean }
  | { notification: { channel: string; payload: string } };

export interface ThreadData {
  dataDir?: string;
  dump?: ArrayBuffer;
  queueLimitMs: number;
}

const BACKGROUND_MAX_WAIT_MS = 250;

interface Job extends Envelope {
  at: number;
}
interface OpenTx {
  tx: Transaction;
  chain: Promise<unknown>;
  end(commit: boolean, endId: number): void;
}

if (!parentPort) throw new Error('pglite-thread.ts runs as a worker thread');
const port = parentPort;
const { dataDir, dump, queueLimitMs } = workerData as ThreadData;
const pglite = await PGlite.create({
  extensions: { pg_trgm },
  ...(dataDir ? { dataDir } : {}),
  ...(dump ? { loadDataDir: new Blob([dump]) } : {}),
});

const send = (reply: Reply, transfer?: ArrayBuffer[]) => port.postMessage(reply, transfer);
const fail = (id: number, err: unknown, busy?: boolean) => {
  const e = err instanceof Error ? err : new Error(String(err));
  // Own fields (code, constraint, detail…) are what callers test; functions and objects stay here.
  const error: Record<string, unknown> = { message: e.message, name: e.name };
  for (const [k, v] of Object.entries(e)) if (v === null || typeof v !== 'object') error[k] = v;
  send({ id, ok: false, error, ...(busy ? { busy } : {}) });
};

/** One statement on the session or on an open transaction. */
async function run(on: PGlite | Transaction, req: Request): Promise<unknown> {
  switch (req.op) {
    case 'query': {
      // The caller's parsers are functions and stay on its thread: these types come back as text.
      const parsers = Object.fromEntries(req.rawTypes.map((t) => [t, (v: string) => v]));
      const { rows, fields, affectedRows } = await on.query(req.sql, req.params, {
        rowMode: req.rowMode,
        parsers,
      });
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await on.exec(req.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'listen':
      await pglite.listen(req.channel, (payload) =>
        send({ notification: { channel: req.channel, payload } }),
      );
      return undefined;
    default:
      throw new Error(`${req.op} is not a statement`);
  }
}

const urgent: Job[] = [];
const background: Job[] = [];
const open = new Map<number, OpenTx>();
let pumping = false;

function next(): Job | undefined {
  const oldest = background[0];
  if (oldest && (!urgent.length || performance.now() - oldest.at > BACKGROUND_MAX_WAIT_MS))
    return background.shift();
  return urgent.shift();
}

/** Holds the session for a transaction until its `end` arrives. */
async function transaction(id: number) {
  let endId = id;
  let committing = false;
  try {
    await pglite.transaction(async (tx) => {
      const ended = new Promise<void>((resolve, reject) => {
        open.set(id, {
          tx,
          chain: Promise.resolve(),
          end(commit, end) {
            endId = end;
            committing = commit;
            if (commit) resolve();
            else reject(new Error('rolled back'));
          },
        });
      });
      send({ id, ok: true, value: id });
      await ended;
    });
    send({ id: endId, ok: true, value: undefined });
  } catch (err) {
    // A failed BEGIN or COMMIT is the caller's error; the rollback it asked for is not.
    if (endId === id || committing) fail(endId, err);
    else send({ id: endId, ok: true, value: undefined });
  } finally {
    open.delete(id);
  }
}

async function pump() {
  if (pumping) return;
  pumping = true;
  for (let job = next(); job; job = next()) {
    const refusable = !job.background && job.req.op !== 'dump' && job.req.op !== 'close';
    if (refusable && performance.now() - job.at > queueLimitMs) {
      fail(job.id, new Error(`waited more than ${queueLimitMs} ms for the database`), true);
      continue;
    }
    const { id, req } = job;
    if (req.op === 'begin') await transaction(id);
    else if (req.op === 'dump') {
      const buffer = await (await pglite.dumpDataDir('none')).arrayBuffer();
      send({ id, ok: true, value: buffer }, [buffer]);
    } else if (req.op === 'close') {
      await pglite.close();
      send({ id, ok: true, value: undefined });
      port.close();
    } else
      await run(pglite, req).then(
        (value) => send({ id, ok: true, value }),
        async (err: unknown) => {
          // A failed multi-statement block (pg-boss's BEGIN…COMMIT) leaves the session in an aborted
          // transaction that would fail every statement after it.
          if (pglite.isInTransaction()) await pglite.exec('rollback').catch(() => undefined);
          fail(id, err);
        },
      );
  }
  pumping = false;
}

port.on('message', (envelope: Envelope) => {
  const { id, tx, req } = envelope;
  if (tx !== undefined) {
    const t = open.get(tx);
    if (!t) return fail(id, new Error('the transaction is over'));
    if (req.op === 'end') {
      // After the transaction's statements already sent, not before them.
      t.chain = t.chain.then(() => t.end(req.commit, id));
      return;
    }
    t.chain = t.chain.then(() =>
      run(t.tx, req).then(
        (value) => send({ id, ok: true, value }),
        (err: unknown) => fail(id, err),
      ),
    );
    return;
  }
  (envelope.background ? background : urgent).push({ ...envelope, at: performance.now() });
  void pump();
});
send({ id: 0, ok: true, value: 'ready' });
