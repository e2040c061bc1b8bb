import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const running = new AsyncLocalStorage<Set<string>[]>();

/**
 * Runs `read` (a kept list total) noting in `tables` the tables its statements read, so that only a
 * write to one of them drops what it computed (plugins/kept-reads.ts). A watched read inside another
 * (a list's total within its first page) notes its tables in both.
 */
export function watchedRead<T>(read: () => Promise<T>): { tables: ReadonlySet<string>; result: Promise<T> } {
  const tables = new Set<string>();
  return { tables, result: running.run([...(running.getStore() ?? []), tables], read) };
}

// Supersets on purpose: a word caught that is no table (`do update set`) costs nothing, a table missed
// would keep a stale total.
const WRITES = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)/gi;
const READS = /\b(?:from|join)\s+"?(\w+)/gi;
const names = (sql: string, re: RegExp) => Array.from(sql.matchAll(re), (m) => m[1] as string);

/** The tables a statement writes: `insert into "cards"`, `update "businesses"`, … */
export const tablesWritten = (sql: string): string[] => names(sql, WRITES);

// The same texts come again and again (prepared statements, queries built alike): each is read once.
// Bounded, as texts with values written into them would otherwise pile up.
const known = new Map<string, { reads: readonly string[]; writes: readonly string[] }>();
const tablesOf = (sql: string) => {
  let tables = known.get(sql);
  if (!tables) {
    if (known.size >= 1_000) known.clear();
    known.set(sql, (tables = { reads: names(sql, READS), writes: tablesWritten(sql) }));
  }
  return tables;
};

/**
 * drizzle's logger sees every statement the app sends, as it is sent: it records what a watched read
 * reads and tells `onWrite` listeners which tables a statement writes.
 */
export function statementWatch(): Logger & { onWrite(listener: (tables: readonly string[]) => void): void } {
  const listeners: ((tables: readonly string[]) => void)[] = [];
  return {
    logQuery(sql) {
      const { reads, writes } = tablesOf(sql);
      const readings = running.getStore();
      if (readings) for (const table of reads) for (const reading of readings) reading.add(table);
      if (writes.length) for (const listener of listeners) listener(writes);
    },
    onWrite: (listener) => void listeners.push(listener),
  };
}
