import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const running = new AsyncLocalStorage<Set<string>>();

/**
 * Runs `read` (a kept list total, a report) as background work: on PGlite's single session its
 * statements wait behind those of requests in flight (db/pglite-thread.ts; PostgreSQL runs them side
 * by side anyway), and `tables` collects the tables it reads, so that only a write to one of them
 * drops what it computed (plugins/kept-reads.ts).
 */
export function backgroundRead<T>(read: () => Promise<T>): {
  tables: ReadonlySet<string>;
  result: Promise<T>;
} {
  const tables = new Set<string>();
  return { tables, result: running.run(tables, read) };
}

/** Runs `work` (the job queue's statements) behind requests, like a background read. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => backgroundRead(work).result;

export const isBackground = (): boolean => running.getStore() !== undefined;

// Supersets on purpose: a word caught that is no table (`do update set`) costs nothing, a table missed
// would keep a stale total.
const WRITES = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)/gi;
const READS = /\b(?:from|join)\s+"?(\w+)/gi;
const names = (sql: string, re: RegExp) => Array.from(sql.matchAll(re), (m) => m[1] as string);

/** The tables a statement writes: `insert into "cards"`, `update "businesses"`, … */
export const tablesWritten = (sql: string): string[] => names(sql, WRITES);

/**
 * drizzle's logger sees every statement the app sends, as it is sent: it records what a background
 * read reads and tells `onWrite` listeners which tables a statement writes.
 */
export function statementWatch(): Logger & { onWrite(listener: (tables: string[]) => void): void } {
  const listeners: ((tables: string[]) => void)[] = [];
  return {
    logQuery(sql) {
      const reading = running.getStore();
      if (reading) for (const table of names(sql, READS)) reading.add(table);
      const written = tablesWritten(sql);
      if (written.length) for (const listener of listeners) listener(written);
    },
    onWrite: (listener) => void listeners.push(listener),
  };
}
