import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { cardEvents } from '../../db/schema/index.ts';

type CardEventRow = typeof cardEvents.$inferInsert;

/**
 * Card views and taps, written in batches: one multi-row insert a second (or every `maxRows`)
 * instead of one write per visitor, so a card going round WhatsApp costs the database a write a
 * second. Whoever reads the counts flushes first, so this instance's events are always counted;
 * another instance's arrive within `intervalMs`. What is pending is written when the app closes.
 * Counts are analytics: a batch the database refuses is logged and dropped, never retried forever.
 */
export class CardEventBuffer {
  private pending: CardEventRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  /** Flushes run one after another, so a reader that awaits flush() sees every earlier batch. */
  private written: Promise<void> = Promise.resolve();

  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  private readonly opts: { maxRows: number; intervalMs: number };

  constructor(db: Db, log: FastifyBaseLogger, opts = { maxRows: 200, intervalMs: 1000 }) {
    this.db = db;
    this.log = log;
    this.opts = opts;
  }

  add(row: CardEventRow): void {
    this.pending.push(row);
    if (this.pending.length >= this.opts.maxRows) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.opts.intervalMs).unref();
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.pending;
    this.pending = [];
    this.written = this.written.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.db.insert(cardEvents).values(rows);
      } catch (err) {
        this.log.error({ err, rows: rows.length }, 'card events not stored');
      }
    });
    return this.written;
  }
}
