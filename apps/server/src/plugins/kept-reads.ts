import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { AppInstance } from '../app-types.ts';
import { watchedRead } from '../db/statement-watch.ts';

/**
 * Reads whose cost grows with the agency and that a screen asks again and again: the `total` of a
 * paged staff list ({ list, total }) for one caller and one set of filters (counting 100,000
 * businesses takes tens of milliseconds, and paging, sorting or reopening a list asks the same count),
 * All Projects' "made by" choices, an agency's month bills, the first pages of the lists, one
 * business as staff open it, and the first page of every search and filter (the page each opens on,
 * kept with its total under the same key). Each is computed once, noting the tables
 * it reads (db/statement-watch.ts), and kept until a write to one of them (plugins/memory-caches.ts
 * tells which, on every instance: a card's tagline edit leaves the business totals alone) or for a
 * minute at most. Callers put the date in the key when the answer
 * depends on it (an active plan). Concurrent askers share one computation.
 */
export type KeptRead = <T>(key: readonly unknown[], read: () => Promise<T>, rows?: number) => Promise<T>;

/** Reads every time: for callers outside a request (scripts, benches). */
export const readAlways: KeptRead = (_key, read) => read();

declare module 'fastify' {
  interface FastifyInstance {
    keptRead: KeptRead;
  }
}

export default fp(
  async (app: AppInstance) => {
    // Bounded by rows as well as entries: a total weighs 1, a page its rows (`rows`), so at most
    // ~500 pages of 20 are kept however many searches staff type (a page of 20 businesses is 14 KB
    // as JSON: ~7 MB of answers).
    const kept = new LRUCache<string, { tables: ReadonlySet<string>; result: Promise<unknown> }>({
      max: 5_000,
      maxSize: 10_000,
      ttl: 60_000,
    });
    app.memoryCaches.onDrop((written) => {
      if (!written) return kept.clear();
      // A read that has not sent its statements yet (no tables known) may see the write or not: dropped.
      for (const [k, { tables }] of kept.entries())
        if (!tables.size || [...tables].some((t) => written.has(t))) kept.delete(k);
    });
    const keptRead: KeptRead = <T>(key: readonly unknown[], read: () => Promise<T>, rows = 1) => {
      const k = JSON.stringify(key);
      const hit = kept.get(k);
      if (hit) return hit.result as Promise<T>;
      const reading = watchedRead(read);
      kept.set(k, reading, { size: Math.max(1, rows) });
      // A failed read is not kept.
      reading.result.catch(() => {
        if (kept.get(k) === reading) kept.delete(k);
      });
      return reading.result;
    };
    app.decorate('keptRead', keptRead);
  },
  { name: 'kept-reads', dependencies: ['memory-caches'] },
);
